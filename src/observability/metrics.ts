// Prometheus metrics of one instance (GET /metrics, CONTRACT.md section 6). Each service has
// its own registry, so several services in one process (the tests) never share counters, and
// each instance behind a load balancer is scraped on its own.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Confidence } from '../domain/types.js';
import { registerProcessMetrics } from './process-metrics.js';

export interface Metrics {
  /** null when metrics are turned off (METRICS=off): nothing is counted and GET /metrics is a 404. */
  readonly registry: Registry | null;
  /** One finished HTTP request: its operation ("POST /usage", or the route's pattern), status and duration. */
  observeRequest(operation: string, status: number, seconds: number): void;
  /** Events newly stored (not idempotent replays), by how they came in. */
  eventsRecorded(source: 'single' | 'batch' | 'import', n: number): void;
  answered(confidence: Confidence): void;
  /** One group-commit transaction and the number of writes it held. */
  groupCommit(writes: number): void;
  /** Reports the analytics queue depth at scrape time. */
  watchAnalyticsQueue(depth: () => number): void;
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];

/** Counts nothing: METRICS=off, and the baseline of the metrics' cost in npm run bench. */
const NO_METRICS: Metrics = {
  registry: null,
  observeRequest: () => {},
  eventsRecorded: () => {},
  answered: () => {},
  groupCommit: () => {},
  watchAnalyticsQueue: () => {},
};

export function createMetrics(enabled = true): Metrics {
  if (!enabled) return NO_METRICS;
  const registry = new Registry();
  registerProcessMetrics(registry);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by operation and status',
    labelNames: ['operation', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by operation',
    labelNames: ['operation'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by operation',
    labelNames: ['operation'],
    registers: [registry],
  });
  const events = new Counter({
    name: 'events_recorded_total',
    help: 'Events stored (idempotent replays excluded), by source',
    labelNames: ['source'],
    registers: [registry],
  });
  const answers = new Counter({
    name: 'ai_answers_total',
    help: 'POST /ai answers by confidence',
    labelNames: ['confidence'],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'group_commit_batch_size',
    help: 'Writes per group-commit transaction',
    buckets: BATCH_BUCKETS,
    registers: [registry],
  });
  let queueDepth: () => number = () => 0;
  new Gauge({
    name: 'analytics_queue_depth',
    help: 'Analytics queries waiting or running',
    registers: [registry],
    collect() {
      this.set(queueDepth());
    },
  });
  // Every label set is known in advance, so a scrape shows zeros rather than missing series.
  for (const c of ['high', 'medium', 'low']) answers.inc({ confidence: c }, 0);
  for (const s of ['single', 'batch', 'import']) events.inc({ source: s }, 0);

  // Label look-ups hash their labels on every call: each (operation, status) keeps its
  // children here, so a request costs two map look-ups and two additions.
  const children = new Map<
    string,
    { timer: Histogram.Internal<string>; byStatus: Map<number, Counter.Internal> }
  >();
  const childrenOf = (operation: string) => {
    let c = children.get(operation);
    if (!c) children.set(operation, (c = { timer: duration.labels(operation), byStatus: new Map() }));
    return c;
  };

  return {
    registry,
    observeRequest(operation, status, seconds) {
      const c = childrenOf(operation);
      let counter = c.byStatus.get(status);
      if (!counter) c.byStatus.set(status, (counter = requests.labels(operation, String(status))));
      counter.inc();
      c.timer.observe(seconds);
      if (status === 429) refusals.labels(operation).inc();
    },
    eventsRecorded: (source, n) => events.inc({ source }, n),
    answered: (confidence) => answers.inc({ confidence }),
    groupCommit: (writes) => batches.observe(writes),
    watchAnalyticsQueue(depth) {
      queueDepth = depth;
    },
  };
}
