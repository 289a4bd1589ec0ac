// The process's own metrics, read when Prometheus scrapes and never in between. prom-client's
// collectDefaultMetrics also watches every garbage collection and samples the event loop,
// which cost POST /usage 7-14% of its CPU in npm run bench; these gauges cost nothing per request.
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

export function registerProcessMetrics(registry: Registry): void {
  const registers = [registry];
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  gauge('process_cpu_seconds_total', 'User and system CPU time spent, in seconds', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes', () => process.memoryUsage.rss());
  gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds', () =>
    Math.round(performance.timeOrigin / 1000),
  );
  gauge('process_open_fds', 'Open file descriptors (Linux)', () => {
    try {
      return readdirSync('/proc/self/fd').length;
    } catch {
      return NaN;
    }
  });
  const heap = (field: 'heapUsed' | 'heapTotal' | 'external') => () => process.memoryUsage()[field];
  gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes', heap('heapUsed'));
  gauge('nodejs_heap_size_total_bytes', 'V8 heap size, in bytes', heap('heapTotal'));
  gauge(
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript, in bytes',
    heap('external'),
  );
  gauge(
    'nodejs_active_resources',
    'Handles and requests keeping the event loop alive',
    () => process.getActiveResourcesInfo().length,
  );
  // Busy share of the event loop since the previous scrape (libuv keeps the counters anyway).
  let last = performance.eventLoopUtilization();
  gauge(
    'nodejs_eventloop_utilization',
    'Share of time the event loop was busy since the previous scrape (0-1)',
    () => {
      const now = performance.eventLoopUtilization();
      const delta = performance.eventLoopUtilization(now, last);
      last = now;
      return delta.utilization;
    },
  );
}
