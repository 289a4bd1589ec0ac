// `npm run bench`: measured speed of the service at scale, printed as one table.
//   npm run bench -- --only usage,batch,metrics,import,ai,mixed,list --store sqlite,postgres --runs 3 --seconds 10
//   npm run bench -- --long   (adds ai10m: POST /ai over 10,000,000 imported kit events, ~15 minutes)
// Each store gets a fresh data directory (or PostgreSQL database) and the built service
// (dist/src/main.js, as `npm start` runs it) on plan `eval` of the AI kit (high rate limits).
// POST /usage runs alternate with a bare node:https server (bench/bare-server.ts) in the same
// run: the ceiling of this runtime on this machine. See docs/benchmarks.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { LINES_PER_REQUEST } from '../src/cli/commands/import.js';
import { benchIngestUnderAi, type IngestUnderAi } from './ingest-under-ai.js';
import { benchIngestUnderErasure, type IngestUnderErasure } from './ingest-under-erasure.js';
import {
  bulkLoad,
  fastLoadPostgres,
  fastLoadSqlite,
  kit,
  listUserId,
  LIST_USERS,
  openStore,
  scaledKitEvents,
  toNdjson,
} from './data.js';
import {
  ROOT,
  agent,
  call,
  callJson,
  cpuMicros,
  hammer,
  median,
  percentile,
  rssOf,
  startBare,
  startService,
  timeSequential,
  type LoadResult,
  type Proc,
} from './lib.js';

type Kind = 'sqlite' | 'postgres';
const SECTIONS = ['usage', 'batch', 'metrics', 'import', 'ai', 'mixed', 'erase', 'list', 'ai10m'] as const;
type Section = (typeof SECTIONS)[number];
/** Sections that take long (minutes of loading): run with --long or by name in --only. */
const LONG_SECTIONS: readonly Section[] = ['ai10m'];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    long: { type: 'boolean', default: false },
    'long-events': { type: 'string', default: '10000000' },
    store: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    'import-events': { type: 'string', default: '1000000' },
    'list-events': { type: 'string', default: '10000000' },
    'ai-rounds': { type: 'string', default: '2' },
    'log-level': { type: 'string', default: 'info' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const only = new Set(
  (args.only ?? SECTIONS.filter((s) => args.long || !LONG_SECTIONS.includes(s)).join(','))
    .split(',')
    .map((s) => s.trim()) as Section[],
);
for (const s of only)
  if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section "${s}" (${SECTIONS.join(', ')})`);
const stores = args.store.split(',').map((s) => s.trim()) as Kind[];
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const IMPORT_EVENTS = Number(args['import-events']);
const LIST_EVENTS = Number(args['list-events']);
const AI_ROUNDS = Number(args['ai-rounds']);
const LONG_EVENTS = Number(args['long-events']);
/** Sequential GET /usage requests take ~1 ms: 3 s is thousands of samples a run (and keeps the whole bench under 10 minutes). */
const LIST_SECONDS = Math.max(2, Math.round(SECONDS * 0.3));
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://root@127.0.0.1:5432/test';

interface Results {
  usage?: {
    bare: LoadResult;
    service: LoadResult;
    ratio: number;
    runRatios: number[];
    acked: number;
    stored: number;
  };
  /** POST /usage/batch at CONNECTIONS connections: events/s by batch size (median of runs), all acknowledged events stored. */
  batch?: {
    sizes: { size: number; eventsPerSecond: number; p99: number }[];
    acked: number;
    stored: number;
    client?: number;
  };
  /** POST /usage with METRICS=on against METRICS=off, alternating restarts: the server's CPU µs per request (medians); cost = on/off − 1. */
  metrics?: { on: number; off: number; cost: number; runCosts: number[]; rpsOn: number; rpsOff: number };
  /** perSecond: the median of the runs (each into a fresh account of the same store). */
  import?: { events: number; perSecond: number; runs: number[] };
  ai?: AiResult;
  /** The same questions over LONG_EVENTS imported kit events (--long), with the server's RSS and files after. */
  ai10m?: AiResult & { importPerSecond: number; rssMb: number; storeMb: number; copyMb: number };
  mixed?: IngestUnderAi;
  erase?: IngestUnderErasure;
  list?: {
    events: number;
    loadPerSecond: number;
    loader: string;
    all: { p50: number; p99: number };
    user: { p50: number; p99: number };
  };
  rss?: { rssMb: number; peakMb: number };
  /** GET /admin/accounts/{id}/events of the list section's events, streamed: events/s and the server's RSS (sampled every 50 ms) above its level before. */
  export?: { events: number; perSecond: number; rssBeforeMb: number; growthMb: number };
  skipped?: string;
}

const log = (...parts: unknown[]) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
const medianOf = (runs: LoadResult[]): LoadResult => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  ok: runs.reduce((s, r) => s + r.ok, 0),
  non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
  errors: runs.reduce((s, r) => s + r.errors, 0),
});

function build() {
  if (args['no-build']) return;
  log('building (tsc -p tsconfig.build.json)');
  const out = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (out.status !== 0) log(`tsc reported errors (the build still emits):\n${out.stdout.slice(0, 2000)}`);
  if (!existsSync(join(ROOT, 'dist/src/main.js'))) throw new Error('build produced no dist/src/main.js');
}

const usageBody = () =>
  JSON.stringify({
    userId: 'user_000042',
    eventName: 'api_call',
    eventValue: 3,
    timestamp: new Date().toISOString(),
  });

async function benchUsage(
  service: Proc,
  dataDir: string,
  apiKey: string,
  countStored: () => Promise<number>,
): Promise<Results['usage']> {
  const bare = await startBare(join(dataDir, 'tls-cert.pem'), join(dataDir, 'tls-key.pem'));
  const opts = (base: string, headers: Record<string, string>) => ({
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: 'POST' as const,
    body: usageBody(),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const auth = { authorization: `Bearer ${apiKey}` };
  try {
    let acked = 0;
    log('POST /usage: warm-up');
    await hammer(`${bare.base}/usage`, { ...opts(bare.base, {}), seconds: 3 });
    acked += (await hammer(`${service.base}/usage`, { ...opts(service.base, auth), seconds: 3 })).ok;
    const bareRuns: LoadResult[] = [];
    const serviceRuns: LoadResult[] = [];
    for (let r = 0; r < RUNS; r++) {
      bareRuns.push(await hammer(`${bare.base}/usage`, opts(bare.base, {})));
      const run = await hammer(`${service.base}/usage`, opts(service.base, auth));
      serviceRuns.push(run);
      acked += run.ok;
      log(
        `POST /usage run ${r + 1}: bare ${Math.round(bareRuns[r]!.rps)}/s, service ${Math.round(run.rps)}/s p50 ${run.p50} p99 ${run.p99} ms (non-2xx ${run.non2xx}, errors ${run.errors})`,
      );
    }
    const stored = await countStored();
    const b = medianOf(bareRuns);
    const s = medianOf(serviceRuns);
    return {
      bare: b,
      service: s,
      ratio: s.rps / b.rps,
      runRatios: serviceRuns.map((run, i) => run.rps / bareRuns[i]!.rps),
      acked,
      stored,
    };
  } finally {
    await bare.stop();
  }
}

/** Resolves once the stored count has stopped moving (the writes still in flight are committed). */
async function settled(countStored: () => Promise<number>): Promise<void> {
  let last = await countStored();
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await countStored();
    if (now === last) return;
    last = now;
  }
}

/** POST /usage/batch with batches of 100 and of 1000 events (CONTRACT.md section 6), as a client library sends them. */
async function benchBatch(
  service: Proc,
  apiKey: string,
  ca: Buffer,
  countStored: () => Promise<number>,
): Promise<Results['batch']> {
  const sizes: { size: number; eventsPerSecond: number; p99: number }[] = [];
  let acked = 0;
  // Each request is a new batch, as a client library's queue sends them: 500 users in turn,
  // five event names, timestamps of the last second in recording order. (One fixed body sent
  // again and again would give tens of thousands of events the same timestamp and the same few
  // users, which no client sends; see docs/benchmarks.md.)
  const NAMES = ['page_view', 'api_call', 'search', 'checkout', 'signup'];
  let recorded = 0;
  const batchBody = (size: number) => {
    const from = Date.now() - size;
    const events = [];
    for (let i = 0; i < size; i++, recorded++) {
      events.push({
        userId: `user_${recorded % 500}`,
        eventName: NAMES[recorded % NAMES.length],
        eventValue: 3,
        timestamp: new Date(from + i).toISOString(),
      });
    }
    return JSON.stringify({ events });
  };
  for (const size of [100, 1000]) {
    const load = {
      connections: CONNECTIONS,
      method: 'POST' as const,
      nextBody: () => batchBody(size),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    };
    acked += (await hammer(`${service.base}/usage/batch`, { ...load, seconds: 2 })).ok * size;
    // A run is a number of requests, not a window: a window shorter than a few round trips (on a
    // slow host a batch of 1000 at 64 connections takes seconds) counts only the few that fit.
    // Each run starts once the batches the one before left in flight are stored.
    const amount = Math.max(CONNECTIONS * 4, Math.round((SECONDS / 2) * (size === 100 ? 500 : 60)));
    const runs: LoadResult[] = [];
    for (let r = 0; r < RUNS; r++) {
      await settled(countStored);
      const run = await hammer(`${service.base}/usage/batch`, { ...load, amount });
      acked += run.ok * size;
      runs.push(run);
      log(
        `POST /usage/batch of ${size}, run ${r + 1}: ${Math.round(run.rps * size)} events/s (${Math.round(run.rps)} req/s, p99 ${run.p99} ms, non-2xx ${run.non2xx})`,
      );
    }
    sizes.push({
      size,
      eventsPerSecond: median(runs.map((r) => r.rps)) * size,
      p99: median(runs.map((r) => r.p99)),
    });
  }
  // through the client library (sdk/), 8 batches in flight: record() as fast as it takes them, then close()
  const { UsageInsights } = await import('../sdk/src/index.js');
  const client = new UsageInsights({
    url: service.base,
    apiKey,
    ca,
    flushAt: 1000,
    maxInFlight: 8,
    flushInterval: 20,
    maxQueueSize: 200_000,
    onError: (err) => log(`client: ${err.message}`),
  });
  const CLIENT_EVENTS = 200_000;
  const started = performance.now();
  for (let i = 0; i < CLIENT_EVENTS; i++) {
    client.record({ userId: `user_${i % 500}`, eventName: 'api_call', eventValue: 3 });
    if (i % 5000 === 4999) await new Promise((r) => setImmediate(r));
  }
  await client.close();
  const clientRate = CLIENT_EVENTS / ((performance.now() - started) / 1000);
  acked += CLIENT_EVENTS;
  log(`through the client: ${Math.round(clientRate)} events/s (${CLIENT_EVENTS} events)`);
  return { sizes, acked, stored: await countStored(), client: clientRate };
}

/**
 * The metrics' cost on POST /usage: the service restarted with METRICS=off and METRICS=on in
 * turn (the order alternating between runs, so that a drift of the machine falls on both),
 * each run of SECONDS at CONNECTIONS connections after a short warm-up.
 */
async function benchMetricsCost(
  start: (metrics: 'on' | 'off') => Promise<Proc>,
  apiKey: string,
): Promise<Results['metrics']> {
  // CPU per request rather than requests per second: the figure a busy, shared machine disturbs least.
  const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const rps: Record<'on' | 'off', number[]> = { on: [], off: [] };
  for (let r = 0; r < RUNS; r++) {
    for (const metrics of (r % 2 ? ['on', 'off'] : ['off', 'on']) as ('on' | 'off')[]) {
      const service = await start(metrics);
      try {
        const load = {
          connections: CONNECTIONS,
          method: 'POST' as const,
          body: usageBody(),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        };
        await hammer(`${service.base}/usage`, { ...load, seconds: 2 });
        const before = cpuMicros(service.child.pid!);
        const run = await hammer(`${service.base}/usage`, { ...load, seconds: SECONDS });
        cpu[metrics].push((cpuMicros(service.child.pid!) - before) / (run.ok + run.non2xx));
        rps[metrics].push(run.rps);
        log(
          `POST /usage METRICS=${metrics} run ${r + 1}: ${Math.round(run.rps)}/s, server CPU ${cpu[metrics].at(-1)!.toFixed(1)} µs/request (non-2xx ${run.non2xx})`,
        );
      } finally {
        await service.stop();
      }
    }
  }
  const on = median(cpu.on);
  const off = median(cpu.off);
  return {
    on,
    off,
    cost: on / off - 1,
    runCosts: cpu.on.map((x, i) => x / cpu.off[i]! - 1),
    rpsOn: median(rps.on),
    rpsOff: median(rps.off),
  };
}

/** The import's request bodies, of the CLI's lines per request (IMPORT_CHUNK to change): as `usage-insights import` sends a file. */
function importBodies(events: number): string[] {
  const data = scaledKitEvents(new Date(), events);
  const CHUNK = Number(process.env.IMPORT_CHUNK ?? LINES_PER_REQUEST);
  const bodies: string[] = [];
  for (let i = 0; i < data.length; i += CHUNK) bodies.push(toNdjson(data.slice(i, i + CHUNK)));
  return bodies;
}

async function benchImport(
  service: Proc,
  accountId: string,
  events: number,
  bodies: readonly string[],
): Promise<{ perSecond: number }> {
  log(`import: ${events} events in ${bodies.length} requests`);
  const started = performance.now();
  let imported = 0;
  for (const body of bodies) {
    const res = await callJson<{ imported: number; rejected: unknown[] }>(
      service.base,
      'POST',
      `/admin/accounts/${accountId}/events`,
      { token: ADMIN_TOKEN, body, type: 'application/x-ndjson' },
    );
    imported += res.imported;
    if (res.rejected.length)
      throw new Error(
        `import rejected ${res.rejected.length} lines: ${JSON.stringify(res.rejected.slice(0, 3))}`,
      );
  }
  const seconds = (performance.now() - started) / 1000;
  if (imported !== events) throw new Error(`imported ${imported} of ${events}`);
  log(`import: ${Math.round(events / seconds)} events/s`);
  return { perSecond: events / seconds };
}

interface AiResult {
  events: number;
  questions: number;
  p50: number;
  p95: number;
  max: number;
  slowest: string;
}

async function benchAi(service: Proc, apiKey: string, events: number): Promise<AiResult> {
  const times: { ms: number; id: string }[] = [];
  for (let round = 0; round <= AI_ROUNDS; round++) {
    for (const c of kit.questions.cases) {
      const question = kit.questions.questionText(c, new Date());
      const res = await call(service.base, 'POST', '/ai', {
        token: apiKey,
        body: JSON.stringify({ question }),
      });
      if (res.status !== 200)
        throw new Error(`POST /ai "${question}" → HTTP ${res.status}: ${res.body.slice(0, 300)}`);
      if (round > 0) times.push({ ms: res.ms, id: c.id }); // round 0 warms up
    }
    if (round > 0)
      log(`POST /ai round ${round}: median so far ${median(times.map((t) => t.ms)).toFixed(1)} ms`);
  }
  const ms = times.map((t) => t.ms).sort((a, b) => a - b);
  const slow = new Map<string, number[]>();
  for (const t of times) slow.set(t.id, [...(slow.get(t.id) ?? []), t.ms]);
  const slowest = [...slow]
    .map(([id, v]) => [id, median(v)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([id, m]) => `${id} ${Math.round(m)} ms`)
    .join(', ');
  return {
    events,
    questions: times.length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    max: ms[ms.length - 1] ?? NaN,
    slowest,
  };
}

async function timedLatencies(
  seconds: number,
  next: (i: number) => Promise<{ status: number; body: string; ms: number }>,
) {
  const until = performance.now() + seconds * 1000;
  const all: number[] = [];
  for (let i = 0; performance.now() < until; i += 200)
    all.push(...(await timeSequential(200, (j) => next(i + j))));
  return all.sort((a, b) => a - b);
}

async function benchList(
  service: Proc,
  apiKey: string,
): Promise<{ all: { p50: number; p99: number }; user: { p50: number; p99: number } }> {
  const seconds = LIST_SECONDS;
  const get = (path: string) => call(service.base, 'GET', path, { token: apiKey });
  const userPath = (i: number) => `/usage?limit=100&userId=${listUserId((i * 7919) % LIST_USERS)}`;
  await timeSequential(300, () => get('/usage?limit=100'));
  await timeSequential(300, (i) => get(userPath(i + 1_000_000)));
  const all: { p50: number; p99: number }[] = [];
  const user: { p50: number; p99: number }[] = [];
  for (let r = 0; r < RUNS; r++) {
    const a = await timedLatencies(seconds, () => get('/usage?limit=100'));
    const u = await timedLatencies(seconds, (i) => get(userPath(i)));
    all.push({ p50: percentile(a, 0.5), p99: percentile(a, 0.99) });
    user.push({ p50: percentile(u, 0.5), p99: percentile(u, 0.99) });
    log(
      `GET /usage run ${r + 1}: all p50 ${all[r]!.p50.toFixed(2)} p99 ${all[r]!.p99.toFixed(2)} ms; userId p50 ${user[r]!.p50.toFixed(2)} p99 ${user[r]!.p99.toFixed(2)} ms`,
    );
  }
  const med = (xs: { p50: number; p99: number }[]) => ({
    p50: median(xs.map((x) => x.p50)),
    p99: median(xs.map((x) => x.p99)),
  });
  return { all: med(all), user: med(user) };
}

/** Streams an account's export to nowhere, counting lines, while sampling the server's RSS. */
async function benchExport(service: Proc, accountId: string): Promise<NonNullable<Results['export']>> {
  const pid = service.child.pid!;
  const rssBeforeMb = rssOf(pid).rssMb;
  let peak = rssBeforeMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid).rssMb);
  }, 50);
  const started = performance.now();
  const events = await new Promise<number>((resolve, reject) => {
    const req = httpsRequest(
      `${service.base}/admin/accounts/${accountId}/events`,
      { rejectUnauthorized: false, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      (res) => {
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on('end', () => resolve(lines));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
  clearInterval(sampler);
  const perSecond = events / ((performance.now() - started) / 1000);
  log(
    `export: ${events} events at ${Math.round(perSecond)} events/s; server RSS ${rssBeforeMb} MB before, peak ${peak} MB during`,
  );
  return { events, perSecond, rssBeforeMb, growthMb: peak - rssBeforeMb };
}

async function benchStore(kind: Kind, workDir: string): Promise<Results> {
  const results: Results = {};
  // Generated before any request: a minute of synchronous work between two requests would let
  // the server's keep-alive timeout close the pooled sockets unnoticed (EPIPE on reuse).
  let longBodies = only.has('ai10m') ? importBodies(LONG_EVENTS) : null;
  const dataDir = join(workDir, kind);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | null = null;
  let dropDb = async () => {};
  if (kind === 'postgres') {
    if (!existsSync(join(ROOT, 'src/storage/postgres/store.ts')))
      return { skipped: 'src/storage/postgres does not exist yet: not measured' };
    // A database of its own, dropped afterwards (kept with --keep, named in the log).
    const name = `usage_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDb = async () => {
      if (args.keep) return log(`kept PostgreSQL database ${name}`);
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // Plan `eval` with limits far above what one load generator reaches: the bench measures the
  // service, not the limiter (the kit's own plan allows 1,000 GET /usage a second, which a fast
  // sequential client now exceeds).
  const plansFile = join(workDir, 'bench-plans.json');
  const unlimited = { perMinute: 100_000_000, burst: 1_000_000 };
  writeFileSync(
    plansFile,
    JSON.stringify({
      eval: {
        aiQuestions: null,
        rateLimits: {
          'POST /usage': unlimited,
          'POST /usage/batch': unlimited,
          'POST /ai': unlimited,
          'GET /usage': unlimited,
        },
      },
    }),
  );
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    LOG_LEVEL: args['log-level'],
    PLANS_FILE: plansFile,
    ...(process.env.ANALYTICS_WORKERS ? { ANALYTICS_WORKERS: process.env.ANALYTICS_WORKERS } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // An account's internal key, read directly from the store.
  const keyOf = async (accountId: string): Promise<number> => {
    if (kind === 'sqlite') {
      const db = new Database(join(dataDir, 'usage.db'), { readonly: true });
      try {
        return Number(db.prepare('SELECT key FROM accounts WHERE id = ?').pluck().get(accountId));
      } finally {
        db.close();
      }
    }
    const c = new pg.Client({ connectionString: databaseUrl! });
    await c.connect();
    try {
      return Number((await c.query('SELECT key FROM accounts WHERE id = $1', [accountId])).rows[0].key);
    } finally {
      await c.end();
    }
  };
  // Counts the events of an account directly in the store (acknowledged ⇒ stored).
  const countStored = async (accountId: string): Promise<number> => {
    const sql = 'SELECT count(*) AS n FROM events e JOIN accounts a ON a.key = e.account_key WHERE a.id = ';
    if (kind === 'sqlite') {
      const db = new Database(join(dataDir, 'usage.db'), { readonly: true });
      try {
        return Number((db.prepare(`${sql}?`).get(accountId) as { n: number }).n);
      } finally {
        db.close();
      }
    }
    const c = new pg.Client({ connectionString: databaseUrl! });
    await c.connect();
    try {
      return Number((await c.query(`${sql}$1`, [accountId])).rows[0].n);
    } finally {
      await c.end();
    }
  };

  let service = await startService(env, join(workDir, `${kind}-service.log`));
  const newAccount = (name: string) =>
    callJson<{ accountId: string; apiKey: string }>(service.base, 'POST', '/admin/accounts', {
      token: ADMIN_TOKEN,
      body: JSON.stringify({ name, plan: 'eval' }),
      expect: 201,
    });
  try {
    log(`${kind}: service on ${service.base} (pid ${service.child.pid})`);
    if (only.has('usage')) {
      const acct = await newAccount('bench usage');
      results.usage = await benchUsage(service, dataDir, acct.apiKey, () => countStored(acct.accountId));
    }
    if (only.has('batch')) {
      const acct = await newAccount('bench batch');
      results.batch = await benchBatch(
        service,
        acct.apiKey,
        readFileSync(join(dataDir, 'tls-cert.pem')),
        () => countStored(acct.accountId),
      );
    }
    if (only.has('metrics') && kind === 'sqlite') {
      // Per-request work in the main thread, whatever the store: measured once, on the embedded one.
      const acct = await newAccount('bench metrics');
      await service.stop();
      results.metrics = await benchMetricsCost(
        (metrics) => startService({ ...env, METRICS: metrics }, join(workDir, `${kind}-service.log`)),
        acct.apiKey,
      );
      service = await startService(env, join(workDir, `${kind}-service.log`));
    }
    if (only.has('import') || only.has('ai') || only.has('mixed')) {
      // Generated first: seconds of synchronous work between two requests would let the
      // server's keep-alive timeout (5 s) close the pooled socket unnoticed (EPIPE on reuse).
      const bodies = importBodies(IMPORT_EVENTS);
      const acct = await newAccount('bench ai');
      // The first run fills the account the questions are asked of; the further runs (with
      // --only import) each go into a fresh account of the same, growing store, after the
      // questions and the mixed load (whose idle baseline they would disturb).
      const runs = [(await benchImport(service, acct.accountId, IMPORT_EVENTS, bodies)).perSecond];
      if (only.has('ai')) {
        results.ai = await benchAi(service, acct.apiKey, IMPORT_EVENTS);
        log(
          `POST /ai: p50 ${results.ai?.p50.toFixed(1)} p95 ${results.ai?.p95.toFixed(1)} ms; slowest: ${results.ai?.slowest}`,
        );
      }
      if (only.has('mixed')) {
        results.mixed = await benchIngestUnderAi(service.base, acct.apiKey, {
          seconds: Math.max(3, Math.round(SECONDS * 0.4)),
          runs: RUNS,
          log,
        });
      }
      for (let r = 1; only.has('import') && r < RUNS; r++) {
        runs.push(
          (
            await benchImport(
              service,
              (await newAccount(`bench import ${r + 1}`)).accountId,
              IMPORT_EVENTS,
              bodies,
            )
          ).perSecond,
        );
      }
      if (only.has('import')) {
        results.import = { events: IMPORT_EVENTS, perSecond: median(runs), runs };
        log(`import: ${runs.map(Math.round).join(', ')} events/s; median ${Math.round(median(runs))}`);
      }
    }
    if (only.has('ai10m')) {
      const bodies = longBodies ?? importBodies(LONG_EVENTS);
      longBodies = null;
      const acct = await newAccount('bench ai 10m');
      const { perSecond } = await benchImport(service, acct.accountId, LONG_EVENTS, bodies);
      bodies.length = 0;
      // Restarted, as a store holding 10M events starts (RSS is then that of a server holding
      // them, not of one that parsed 10M lines); the columnar copy is rebuilt before questions.
      await service.stop();
      const logFile = join(workDir, `${kind}-service.log`);
      const readyLines = () =>
        (readFileSync(logFile, 'utf8').match(/columnar copy of the events ready/g) ?? []).length;
      const readyBefore = readyLines();
      const restarted = performance.now();
      service = await startService(env, logFile);
      if (process.env.COLUMNAR_COPY !== 'off') {
        while (readyLines() === readyBefore) await new Promise((r) => setTimeout(r, 500));
        log(
          `columnar copy of ${LONG_EVENTS} events built ${((performance.now() - restarted) / 1000).toFixed(1)} s after the restart`,
        );
      }
      const ai = await benchAi(service, acct.apiKey, LONG_EVENTS);
      const mb = (...files: string[]) =>
        Math.round(files.reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0) / 1e6);
      results.ai10m = {
        ...ai,
        importPerSecond: perSecond,
        rssMb: rssOf(service.child.pid!).rssMb,
        storeMb: kind === 'sqlite' ? mb(join(dataDir, 'usage.db'), join(dataDir, 'usage.db-wal')) : NaN,
        copyMb: ((copy) => mb(copy, `${copy}.wal`))(
          join(
            dataDir,
            kind === 'sqlite' ? 'usage.columnar.duckdb' : `postgres-${service.child.pid}.columnar.duckdb`,
          ),
        ),
      };
      log(
        `POST /ai at ${LONG_EVENTS} events: p50 ${ai.p50.toFixed(1)} p95 ${ai.p95.toFixed(1)} ms; slowest: ${ai.slowest}; RSS ${results.ai10m.rssMb} MB`,
      );
    }
    if (only.has('erase')) {
      const leaving = await newAccount('bench erase');
      const writing = await newAccount('bench erase load');
      results.erase = await benchIngestUnderErasure(
        service.base,
        { adminToken: ADMIN_TOKEN, apiKey: writing.apiKey, accountId: leaving.accountId },
        { events: 1_000_000, seconds: Math.max(3, Math.round(SECONDS * 0.6)), log },
      );
    }
    if (only.has('list')) {
      const acct = await newAccount('bench list');
      const accountKey = await keyOf(acct.accountId);
      // The loaders write the files directly: the service is stopped meanwhile and restarted
      // after (RSS is then that of a server holding 10M events, not of one that loaded them).
      await service.stop();
      log(`loading ${LIST_EVENTS} events (fast loader: generated rows, production schema and rollups)`);
      const progress = (done: number) => log(`  ${done / 1e6}M`);
      const fast =
        kind === 'sqlite'
          ? fastLoadSqlite(join(dataDir, 'usage.db'), accountKey, LIST_EVENTS, progress)
          : await fastLoadPostgres(databaseUrl!, accountKey, LIST_EVENTS, progress);
      let loadPerSecond: number;
      let loader: string;
      if ('perSecond' in fast) {
        loadPerSecond = fast.perSecond;
        loader = 'fast';
      } else {
        log(
          `fast loader refused (${fast.refused}); loading through the store's insertEvents (batches of 50,000)`,
        );
        const store = await openStore(kind, databaseUrl ?? dataDir);
        try {
          loadPerSecond = await bulkLoad(store, acct.accountId, LIST_EVENTS, progress);
        } finally {
          await store.close();
        }
        loader = 'insertEvents';
      }
      log(`loaded at ${Math.round(loadPerSecond)} events/s (${loader}); restarting the service`);
      service = await startService(env, join(workDir, `${kind}-service.log`));
      const list = await benchList(service, acct.apiKey);
      results.list = { events: LIST_EVENTS, loadPerSecond, loader, ...list };
      results.rss = rssOf(service.child.pid!);
      log(`RSS ${results.rss.rssMb} MB (peak ${results.rss.peakMb} MB)`);
      results.export = await benchExport(service, acct.accountId);
    }
  } finally {
    await service.stop();
    await dropDb();
  }
  return results;
}

// ---- the table ------------------------------------------------------------------------------

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const mark = (ok: boolean) => (ok ? ' ✓' : ' ✗');

interface Row {
  metric: string;
  cell(r: Results, kind: Kind): string;
  target: string;
}

const ROWS: Row[] = [
  {
    metric: `Bare HTTPS ceiling, POST JSON, ${CONNECTIONS} conn (req/s)`,
    target: '—',
    cell: (r) => (r.usage ? n0(r.usage.bare.rps) : ''),
  },
  {
    metric: `POST /usage, ${CONNECTIONS} conn (events/s)`,
    target: '≥ 50% of ceiling (PG ≥ 30%)',
    cell: (r, k) =>
      r.usage
        ? `${n0(r.usage.service.rps)} (${(r.usage.ratio * 100).toFixed(1)}%)${mark(r.usage.ratio >= (k === 'sqlite' ? 0.5 : 0.3))}`
        : '',
  },
  {
    metric: 'POST /usage p50 / p99 (ms)',
    target: 'p99 ≤ 25 ms',
    cell: (r, k) =>
      r.usage
        ? `${r.usage.service.p50} / ${r.usage.service.p99}${k === 'sqlite' ? mark(r.usage.service.p99 <= 25) : ''}`
        : '',
  },
  {
    metric: `POST /usage/batch, ${CONNECTIONS} conn, batches of 100 / 1000; through the client (events/s)`,
    target: '≥ 100,000 (PG ≥ 50,000), ≥ 6× single',
    cell: (r, k) => {
      if (!r.batch) return '';
      const best = Math.max(...r.batch.sizes.map((b) => b.eventsPerSecond));
      const times = r.usage ? ` (${(best / r.usage.service.rps).toFixed(1)}× single)` : '';
      const client = r.batch.client ? `; client ${n0(r.batch.client)}` : '';
      return `${r.batch.sizes.map((b) => n0(b.eventsPerSecond)).join(' / ')}${times}${client}${mark(best >= (k === 'sqlite' ? 100_000 : 50_000))}`;
    },
  },
  {
    metric: 'POST /usage/batch acknowledged ⇒ stored',
    target: 'every 200 durable',
    cell: (r) =>
      r.batch
        ? `${n0(r.batch.acked)} acked, ${n0(r.batch.stored)} stored${mark(r.batch.stored >= r.batch.acked)}`
        : '',
  },
  {
    metric: 'Cost of metrics on POST /usage: server CPU µs/request, off → on',
    target: '≤ 3%',
    cell: (r) =>
      r.metrics
        ? `${r.metrics.off.toFixed(1)} → ${r.metrics.on.toFixed(1)} (${(r.metrics.cost * 100).toFixed(1)}%; runs ${r.metrics.runCosts.map((c) => `${(c * 100).toFixed(1)}%`).join(', ')}; ${n0(r.metrics.rpsOff)} → ${n0(r.metrics.rpsOn)} events/s)${mark(r.metrics.cost <= 0.03)}`
        : '',
  },
  {
    metric: 'POST /usage acknowledged ⇒ stored',
    target: 'every 200 durable',
    cell: (r) =>
      r.usage
        ? `${n0(r.usage.acked)} acked, ${n0(r.usage.stored)} stored${mark(r.usage.stored >= r.usage.acked && r.usage.service.non2xx === 0)}`
        : '',
  },
  {
    metric: `NDJSON import, ${n0(IMPORT_EVENTS)} events (events/s, median)`,
    target: '≥ 100,000',
    cell: (r, k) =>
      r.import ? `${n0(r.import.perSecond)}${k === 'sqlite' ? mark(r.import.perSecond >= 100_000) : ''}` : '',
  },
  {
    metric: `GET /usage?limit=100 at ${n0(LIST_EVENTS)} events, p50 / p99 (ms)`,
    target: 'p50 ≤ 2 ms',
    cell: (r, k) =>
      r.list
        ? `${ms(r.list.all.p50)} / ${ms(r.list.all.p99)}${k === 'sqlite' ? mark(r.list.all.p50 <= 2) : ''}`
        : '',
  },
  {
    metric: '  … with userId, p50 / p99 (ms)',
    target: 'p50 ≤ 2 ms',
    cell: (r, k) =>
      r.list
        ? `${ms(r.list.user.p50)} / ${ms(r.list.user.p99)}${k === 'sqlite' ? mark(r.list.user.p50 <= 2) : ''}`
        : '',
  },
  {
    metric: `POST /ai at ${n0(IMPORT_EVENTS)} events, p50 / p95 (ms)`,
    target: 'p50 ≤ 50, p95 ≤ 300 (PG p50 ≤ 300)',
    cell: (r, k) =>
      r.ai
        ? `${ms(r.ai.p50)} / ${ms(r.ai.p95)}${mark(k === 'sqlite' ? r.ai.p50 <= 50 && r.ai.p95 <= 300 : r.ai.p50 <= 300)}`
        : '',
  },
  {
    metric: `POST /ai at ${n0(LONG_EVENTS)} events (--long), p50 / p95 (ms); import (events/s); RSS; files (MB)`,
    target: 'p50 ≤ 20, p95 ≤ 300, RSS ≤ 400 MB (PG p95 ≤ 1,000)',
    cell: (r, k) => {
      const a = r.ai10m;
      if (!a) return '';
      const ok = k === 'sqlite' ? a.p50 <= 20 && a.p95 <= 300 && a.rssMb <= 400 : a.p95 <= 1000;
      const files = k === 'sqlite' ? `; usage.db ${n0(a.storeMb)} + copy ${n0(a.copyMb)}` : '';
      return `${ms(a.p50)} / ${ms(a.p95)}; ${n0(a.importPerSecond)}; ${n0(a.rssMb)} MB${files}${mark(ok)}`;
    },
  },
  {
    metric: 'POST /usage p50 / p99 (ms), 8 conn: idle → while POST /ai runs',
    target: 'within 2× of idle',
    cell: (r, k) =>
      r.mixed
        ? `${r.mixed.idle.p50} / ${r.mixed.idle.p99} → ${r.mixed.busy.p50} / ${r.mixed.busy.p99} (${r.mixed.p50Ratio.toFixed(1)}× / ${r.mixed.p99Ratio.toFixed(1)}×)${k === 'sqlite' ? mark(r.mixed.p50Ratio <= 2) : ''}`
        : '',
  },
  {
    metric:
      'POST /usage p50 / p99 (ms), 8 conn: idle → while a user with 1,000,000 events is erased; erasure time',
    target: 'p99 within 2× of idle',
    cell: (r, k) =>
      r.erase
        ? `${r.erase.idle.p50} / ${r.erase.idle.p99} → ${r.erase.busy.p50} / ${r.erase.busy.p99} (${r.erase.p50Ratio.toFixed(1)}× / ${r.erase.p99Ratio.toFixed(1)}×); ${r.erase.erasureSeconds.toFixed(1)} s${r.erase.coveredWindow ? '' : ' (ended inside the window)'}${k === 'sqlite' ? mark(r.erase.p99Ratio <= 2) : ''}`
        : '',
  },
  {
    metric: `Server RSS holding ${n0(LIST_EVENTS)} events (MB)`,
    target: '≤ 400 MB',
    cell: (r, k) =>
      r.rss ? `${r.rss.rssMb} (peak ${r.rss.peakMb})${k === 'sqlite' ? mark(r.rss.rssMb <= 400) : ''}` : '',
  },
  {
    metric: `Export (GET /admin/accounts/{id}/events) of the ${n0(LIST_EVENTS)} events: events/s; server RSS growth (MB)`,
    target: 'growth ≤ 50 MB',
    cell: (r) =>
      r.export ? `${n0(r.export.perSecond)}; +${r.export.growthMb}${mark(r.export.growthMb <= 50)}` : '',
  },
  {
    metric: `Bulk load of the ${n0(LIST_EVENTS)}-event history (events/s, setup)`,
    target: '—',
    cell: (r) => (r.list ? `${n0(r.list.loadPerSecond)} (${r.list.loader})` : ''),
  },
];

function table(all: Map<Kind, Results>): string {
  const kinds = [...all.keys()];
  const header = [
    'Metric',
    ...kinds.map((k) => (k === 'sqlite' ? 'SQLite (embedded)' : 'PostgreSQL')),
    'Target',
  ];
  const rows = ROWS.map((row) => [
    row.metric,
    ...kinds.map((k) => {
      const r = all.get(k)!;
      return r.skipped ? 'not measured' : row.cell(r, k) || '—';
    }),
    row.target,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function machine(): string {
  const disk = (() => {
    try {
      return execFileSync('sh', ['-c', `df -h ${ROOT} | tail -1 | awk '{print $1" "$2}'`], {
        encoding: 'utf8',
      })
        .trim()
        .replace(/\n/g, '; ');
    } catch {
      return 'unknown';
    }
  })();
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform} ${process.arch}, disk ${disk}`;
}

async function main() {
  const started = Date.now();
  build();
  const workDir = join(ROOT, '.tmp', `bench-${started}`);
  mkdirSync(workDir, { recursive: true });
  const all = new Map<Kind, Results>();
  try {
    for (const kind of stores) {
      log(`=== ${kind} ===`);
      all.set(kind, await benchStore(kind, workDir));
    }
  } finally {
    agent.destroy();
    if (!args.keep) rmSync(workDir, { recursive: true, force: true });
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const out = [
    `Command: ${command}`,
    `Machine: ${machine()}`,
    `Date: ${new Date().toISOString()}; wall time ${minutes} min; LOG_LEVEL=${args['log-level']}; WORKERS=${process.env.WORKERS ?? '1 (default)'}`,
    `POST /usage: ${RUNS} runs × ${SECONDS} s per server, median; GET /usage: ${RUNS} runs × ${LIST_SECONDS} s sequential on 1 keep-alive connection, median of p50/p99; POST /ai: ${AI_ROUNDS} rounds of the kit's ${kit.questions.cases.length} questions after one warm-up round.`,
    '',
    table(all),
    ...[...all]
      .filter(([, r]) => r.usage || r.import)
      .map(
        ([k, r]) =>
          `\nRuns (${k}): ${[
            r.usage &&
              `POST /usage ${r.usage.runRatios.map((x) => `${(x * 100).toFixed(1)}%`).join(', ')} of the bare server`,
            r.import && `import ${r.import.runs.map(n0).join(', ')} events/s`,
          ]
            .filter(Boolean)
            .join('; ')}`,
      ),
    ...[...all]
      .filter(([, r]) => r.ai10m)
      .map(
        ([k, r]) =>
          `\nSlowest POST /ai questions at ${n0(LONG_EVENTS)} events (${k}, median ms): ${r.ai10m!.slowest}`,
      ),
    ...[...all]
      .filter(([, r]) => r.ai)
      .map(([k, r]) => `\nSlowest POST /ai questions (${k}, median ms): ${r.ai!.slowest}`),
    ...[...all].filter(([, r]) => r.skipped).map(([k, r]) => `\n${k}: ${r.skipped}`),
  ].join('\n');
  console.log(out);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/results', `bench-${started}.json`),
    JSON.stringify({ command, results: Object.fromEntries(all) }, null, 2),
  );
  writeFileSync(join(ROOT, 'bench/results', `bench-${started}.md`), out + '\n');
}

await main();
