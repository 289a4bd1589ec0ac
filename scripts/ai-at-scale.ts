// Times every kit question against one database of N kit-scaled events, in this process (no
// HTTP): the per-question view behind `npm run bench -- --only ai`.
//   node --import tsx scripts/ai-at-scale.ts [--events 10000000] [--db /tmp/ai-scale/events.db] [--runs 3]
//   … --database-url postgres://root@127.0.0.1:5432/ai_scale   (the PostgreSQL store instead, loaded
//     through its own insertEvents; --columnar starts its copy as the service does)
// The database is loaded once (through the writer's own transaction code, rollups included)
// and reused while it holds the asked number of events; the kit's times are relative to the
// load's `now`, kept beside it.
import { parseArgs } from 'node:util';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createAnswerEngine } from '../src/ai/index.js';
import { openDatabase, migrate } from '../src/storage/sqlite/open.js';
import { createEventWriter } from '../src/storage/sqlite/event-writer.js';
import type { AnalyticsRunner } from '../src/storage/types.js';
import { kit, scaledKitEvents } from '../bench/data.js';
import { startReplica } from '../src/storage/columnar/replica.js';
import { COLUMNAR_MEMORY_MB, COLUMNAR_THREADS } from '../src/storage/columnar/settings.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[s.length >> 1] ?? NaN) : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};
const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    db: { type: 'string', default: '/tmp/ai-scale/events.db' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    // also start the store's columnar copy (replica-worker.ts) and let the engine use it
    columnar: { type: 'boolean', default: false },
    // every question's median time, as JSON, for comparing two runs question by question
    out: { type: 'string' },
    // with --columnar: each question also without the copy, alternately, and the two compared
    compare: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const count = Number(values.events);
if (values['database-url']) {
  await onPostgres(values['database-url']);
  process.exit(0);
}
const file = values.db!;
const meta = `${file}.now`;
mkdirSync(dirname(file), { recursive: true });
let now: Date;
const db = openDatabase(file, { cacheMb: 64 });
migrate(db);
const stored = Number(db.prepare('SELECT COUNT(*) FROM events WHERE account_key = 1').pluck().get());
if (stored === count && existsSync(meta)) {
  now = new Date(readFileSync(meta, 'utf8'));
} else {
  if (stored) throw new Error(`${file} holds ${stored} events, not ${count}: remove it first`);
  now = new Date();
  db.pragma('synchronous = OFF');
  const writer = createEventWriter(db);
  const events = scaledKitEvents(now, count);
  const started = performance.now();
  for (let i = 0; i < events.length; i += 50_000) {
    writer.insertEvents(
      events.slice(i, i + 50_000).map((e, j) => ({
        accountKey: 1,
        event: { ...e, eventId: `ev_${i + j}`, timestamp: Date.parse(e.timestamp) },
      })),
      Date.now(),
    );
    if ((i + 50_000) % 1_000_000 === 0) console.error(`loaded ${i + 50_000}`);
  }
  db.pragma('synchronous = FULL');
  db.exec('ANALYZE');
  writeFileSync(meta, now.toISOString());
  console.error(`loaded ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const replica = values.columnar
  ? startReplica(
      { kind: 'sqlite', file },
      {
        replicaFile: `${file}.columnar.duckdb`,
        memoryLimitMb: COLUMNAR_MEMORY_MB,
        threads: COLUMNAR_THREADS,
        log: { info: (f, m) => console.error(m, JSON.stringify(f)), error: (f, m) => console.error(m, f) },
        onConsumed: () => {},
      },
    )
  : null;
if (replica) {
  const t = performance.now();
  await replica.whenReady();
  console.error(`columnar copy built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const runner: AnalyticsRunner = {
  dialect: 'sqlite',
  all: async <T>(sql: string, params: readonly unknown[]) => db.prepare(sql).all(...params) as T[],
  columnar: () => replica?.runner() ?? null,
};
await timeKit(runner, !!replica, now);
console.error(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
await replica?.close();
db.close();

/** Every kit question's median time (and with --compare, with and without the copy, by type). */
async function timeKit(runner: AnalyticsRunner, withCopy: boolean, now: Date): Promise<void> {
  const engine = createAnswerEngine({ analytics: runner });
  const times: { id: string; ms: number }[] = [];
  for (const c of kit.questions.cases) {
    if (values.only && !c.id.includes(values.only)) continue;
    const question = kit.questions.questionText(c, now);
    const ms: number[] = [];
    for (let r = 0; r < Number(values.runs); r++) {
      const t = performance.now();
      await engine.answer({ accountKey: 1, question, now });
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    times.push({ id: c.id, ms: ms[ms.length >> 1] ?? NaN });
  }
  if (values.compare && withCopy) {
    // alternately with and without the copy, so that the machine's drift falls on both alike
    const without = createAnswerEngine({ analytics: { dialect: runner.dialect, all: runner.all } });
    const byType = new Map<string, { on: number[]; off: number[] }>();
    const slower: string[] = [];
    for (const c of kit.questions.cases) {
      const question = kit.questions.questionText(c, now);
      const on: number[] = [];
      const off: number[] = [];
      for (let r = 0; r < Number(values.runs); r++) {
        for (const [e, into] of [
          [engine, on],
          [without, off],
        ] as const) {
          const t = performance.now();
          await e.answer({ accountKey: 1, question, now });
          into.push(performance.now() - t);
        }
      }
      const [a, b] = [median(on), median(off)];
      const type = byType.get(c.type) ?? { on: [], off: [] };
      type.on.push(a);
      type.off.push(b);
      byType.set(c.type, type);
      if (a > b * 1.2 && a > b + 2) slower.push(`${c.id} ${b.toFixed(1)} → ${a.toFixed(1)} ms`);
    }
    console.log("type: median of the questions' medians, without → with the copy (ms)");
    for (const [type, t] of byType)
      console.log(
        `  ${type.padEnd(12)} ${median(t.off).toFixed(1).padStart(8)} → ${median(t.on).toFixed(1).padStart(8)}`,
      );
    console.log(`questions slower with the copy (> 20% and > 2 ms): ${slower.join('; ') || 'none'}`);
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  console.log(
    `${times.length} questions: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(times));
  for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, 25))
    console.log(`${t.ms.toFixed(1).padStart(8)} ms  ${t.id}`);
}

/** The same on the PostgreSQL store: loaded once through insertEvents, its copy as the service starts it. */
async function onPostgres(url: string): Promise<void> {
  const { createPostgresStore } = await import('../src/storage/postgres/store.js');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'ai-scale-pg-'));
  const log = {
    info: (f: object, m: string) => console.error(m, JSON.stringify(f)),
    error: (f: object, m: string) => console.error(m, f),
  };
  const store = await createPostgresStore(url, {
    ...(values.columnar ? { columnar: { dataDir: dir } } : {}),
    log,
  });
  const meta = `/tmp/ai-scale/${new URL(url).pathname.slice(1)}.now`;
  const stored = Number(
    (
      await store.analytics.all<{ n: unknown }>('SELECT count(*) AS n FROM events WHERE account_key = 1', [])
    )[0]?.n,
  );
  let now: Date;
  if (stored === count && existsSync(meta)) now = new Date(readFileSync(meta, 'utf8'));
  else {
    if (stored) throw new Error(`${url} holds ${stored} events, not ${count}: drop it first`);
    now = new Date();
    const events = scaledKitEvents(now, count);
    const started = performance.now();
    for (let i = 0; i < events.length; i += 50_000)
      await store.events.insertEvents(
        events.slice(i, i + 50_000).map((e, j) => ({
          accountKey: 1,
          event: { ...e, eventId: `ev_${i + j}`, timestamp: Date.parse(e.timestamp) },
        })),
      );
    mkdirSync(dirname(meta), { recursive: true });
    writeFileSync(meta, now.toISOString());
    console.error(`loaded ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (values.columnar) {
    const t = performance.now();
    await store.whenColumnarReady?.();
    console.error(`columnar copy built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await timeKit(store.analytics, !!values.columnar, now);
  console.error(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
