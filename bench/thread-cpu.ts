// Where the CPU goes under POST /usage load: CPU microseconds per request of every thread of
// the server (from /proc/<pid>/task/*/stat), of the load generator (this process), and the
// machine's idle share, for the bare server and for the built service, runs alternating.
//   npx tsx bench/thread-cpu.ts [seconds=10] [runs=3]
//   VARIANTS='LOG_LEVEL=info;LOG_LEVEL=warn' npx tsx bench/thread-cpu.ts   (one service per variant)
//   VARIANTS='BENCH_ENTRY=.tmp/old-dist/src/main.js;BENCH_ENTRY=dist/src/main.js' …   (two builds, A/B)
// Linux only. Run `npm run build` first (it measures dist/src/main.js, as `npm start` runs it).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callJson, hammer, median, startBare, startService, type Proc } from './lib.js';

const SECONDS = Number(process.argv[2] ?? 10);
const RUNS = Number(process.argv[3] ?? 3);
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const TICK_US = 10_000; // /proc reports CPU time in clock ticks of 10 ms (USER_HZ = 100)

const work = mkdtempSync(join(tmpdir(), 'thread-cpu-'));
const plansFile = join(work, 'plans.json');
const unlimited = { perMinute: 100_000_000, burst: 1_000_000 };
writeFileSync(
  plansFile,
  JSON.stringify({
    eval: {
      aiQuestions: null,
      rateLimits: { 'POST /usage': unlimited, 'POST /ai': unlimited, 'GET /usage': unlimited },
    },
  }),
);

/** CPU ticks per thread id. */
function threadTicks(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), Number(fields[11]) + Number(fields[12])); // utime + stime
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

function machineTicks(): { idle: number; total: number } {
  const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { idle: (f[3] ?? 0) + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
}

interface Sample {
  rps: number;
  line: string;
}

async function measure(label: string, proc: Proc, headers: Record<string, string>): Promise<Sample> {
  const pid = proc.child.pid as number;
  const body = JSON.stringify({
    userId: 'user_000042',
    eventName: 'api_call',
    eventValue: 3,
    timestamp: new Date().toISOString(),
  });
  const [t0, m0, c0] = [threadTicks(pid), machineTicks(), process.cpuUsage()];
  const r = await hammer(`${proc.base}/usage`, {
    connections: 64,
    seconds: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const [t1, m1, c1] = [threadTicks(pid), machineTicks(), process.cpuUsage(c0)];
  const perReq = (ticks: number) => (ticks * TICK_US) / r.ok;
  const threads = [...t1].map(([tid, t]) => ({ tid, us: perReq(t - (t0.get(tid) ?? 0)) }));
  const main = threads.find((t) => t.tid === pid)?.us ?? 0;
  const others = threads.filter((t) => t.tid !== pid).sort((a, b) => b.us - a.us);
  const idle = (m1.idle - m0.idle) / (m1.total - m0.total);
  const line =
    `${label.padEnd(24)} ${String(Math.round(r.rps)).padStart(6)}/s p50 ${r.p50} p99 ${r.p99} ms | server µs/req: main ${main.toFixed(1)}, ` +
    `busiest other threads ${others
      .slice(0, 2)
      .map((t) => t.us.toFixed(1))
      .join(' ')}, all ${threads.reduce((s, t) => s + t.us, 0).toFixed(1)} | ` +
    `load generator ${((c1.user + c1.system) / r.ok).toFixed(1)} | machine idle ${(idle * 100).toFixed(0)}%`;
  console.log(line);
  return { rps: r.rps, line };
}

const variants = (process.env.VARIANTS ?? 'LOG_LEVEL=info').split(';').map((v) =>
  Object.fromEntries(
    v
      .split(',')
      .filter((x) => x.includes('='))
      .map((x) => x.split('=') as [string, string]),
  ),
);
const services: { label: string; proc: Proc; auth: Record<string, string> }[] = [];
let bare: Proc | undefined;
try {
  for (const [i, v] of variants.entries()) {
    const dataDir = join(work, `data${i}`);
    const proc = await startService(
      { DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'info', PLANS_FILE: plansFile, ...v },
      join(work, `service${i}.log`),
    );
    const service = {
      label:
        Object.entries(v)
          .map(([k, x]) => `${k}=${x}`)
          .join(',') || 'service',
      proc,
      auth: {} as Record<string, string>,
    };
    services.push(service); // stopped in `finally` from here on
    const account = await callJson<{ apiKey: string }>(proc.base, 'POST', '/admin/accounts', {
      token: ADMIN_TOKEN,
      body: JSON.stringify({ name: 'cpu', plan: 'eval' }),
      expect: 201,
    });
    service.auth = { authorization: `Bearer ${account.apiKey}` };
  }
  bare = await startBare(join(work, 'data0', 'tls-cert.pem'), join(work, 'data0', 'tls-key.pem'));
  console.log('warm-up');
  await measure('bare', bare, {});
  for (const s of services) await measure(s.label, s.proc, s.auth);
  console.log('runs');
  const ratios = services.map(() => [] as number[]);
  for (let r = 0; r < RUNS; r++) {
    const ceiling = (await measure('bare', bare, {})).rps;
    for (const [i, s] of services.entries())
      ratios[i]?.push((await measure(s.label, s.proc, s.auth)).rps / ceiling);
  }
  for (const [i, s] of services.entries()) {
    console.log(
      `${s.label}: ratio to the bare server per run ${ratios[i]?.map((x) => `${(x * 100).toFixed(1)}%`).join(', ')}; median ${(median(ratios[i] ?? []) * 100).toFixed(1)}%`,
    );
  }
} finally {
  await bare?.stop();
  for (const s of services) await s.proc.stop();
  rmSync(work, { recursive: true, force: true });
}
