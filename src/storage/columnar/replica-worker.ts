// Worker thread: a columnar copy of the events in DuckDB, for the analytics queries that scan
// many events (issue 16). It is derived data: rebuilt from the store at every start, then kept
// exact by the store's change feed (feed.ts), and brought up to date before every query it
// answers, so an answer sees every event acknowledged before the question (as a query on the
// store would).
import { readlinkSync, rmSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { ChangeFeed, CopySink, FeedRow, FeedSource } from './feed.js';

export interface ReplicaWorkerData {
  source: FeedSource;
  replicaFile: string;
  niceness: number;
  memoryLimitMb: number;
  threads: number;
}
/** Worker → main thread. */
export type ReplicaMessage =
  | { id: number; rows: Record<string, unknown>[] }
  | { id: number; error: string }
  | { progress: number; total: number }
  | { ready: number; ms: number }
  | { failed: string }
  | { consumed: number };

const { source, replicaFile, niceness, memoryLimitMb, threads } = workerData as ReplicaWorkerData;
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(tid, Math.min(19, getPriority(tid) + niceness));
} catch {
  /* elsewhere the thread keeps the process's priority */
}

/** Rows read from the store and appended per step: one snapshot, about 10 MB of JS rows. */
const STEP_ROWS = 50_000;
/** How often an idle copy looks for new events, so that a question finds only a short tail. */
const FOLLOW_MS = 1000;

const consumed = (del: number) => parentPort?.postMessage({ consumed: del } satisfies ReplicaMessage);
const feed: ChangeFeed =
  source.kind === 'sqlite'
    ? (await import('../sqlite/change-feed.js')).sqliteChangeFeed(source.file, consumed)
    : await (await import('../postgres/change-feed.js')).postgresChangeFeed(source.url);

for (const f of [replicaFile, `${replicaFile}.wal`]) rmSync(f, { force: true });
const instance = await DuckDBInstance.create(replicaFile, {
  threads: String(threads),
  memory_limit: `${memoryLimitMb}MB`,
  // memory DuckDB's allocator frees goes back to the system soon, not kept for later (RSS)
  allocator_flush_threshold: '16MB',
  allocator_bulk_deallocation_flush_threshold: '32MB',
  preserve_insertion_order: 'false',
});
const duck: DuckDBConnection = await instance.connect();
// Users are told apart by an integer key in the copy (grouping by it is about twice as fast as
// by the text); `users` names each key. Rows arrive through `staging`, where new users get keys.
await duck.run(`CREATE SEQUENCE user_keys;
  CREATE TABLE users (user_key INTEGER NOT NULL DEFAULT nextval('user_keys'), user_id VARCHAR NOT NULL);
  CREATE TABLE events (seq BIGINT NOT NULL, account_key INTEGER NOT NULL, user_key INTEGER NOT NULL,
    user_id VARCHAR NOT NULL, event_name VARCHAR NOT NULL, event_value DOUBLE NOT NULL, ts BIGINT NOT NULL);
  CREATE TABLE staging (seq BIGINT NOT NULL, account_key INTEGER NOT NULL, user_id VARCHAR NOT NULL,
    event_name VARCHAR NOT NULL, event_value DOUBLE NOT NULL, ts BIGINT NOT NULL);`);
const MOVE_STAGED = `INSERT INTO users (user_id) SELECT DISTINCT s.user_id FROM staging s ANTI JOIN users u ON u.user_id = s.user_id;
  INSERT INTO events SELECT s.seq, s.account_key, u.user_key, s.user_id, s.event_name, s.event_value, s.ts
    FROM staging s JOIN users u ON u.user_id = s.user_id ORDER BY s.seq;
  DELETE FROM staging;`;

const sink: CopySink = {
  async delete(seqs) {
    for (let i = 0; i < seqs.length; i += 10_000) {
      const part = seqs.slice(i, i + 10_000);
      if (!part.every(Number.isSafeInteger))
        throw new Error('the deletion log holds a seq that is no integer');
      const list = part.join(',');
      // an erased user leaves no trace in the copy: their key and id go with their last event
      await duck.run(`CREATE OR REPLACE TEMP TABLE touched AS SELECT DISTINCT user_key FROM events WHERE seq IN (${list});
        DELETE FROM events WHERE seq IN (${list});
        DELETE FROM users WHERE user_key IN (SELECT user_key FROM touched)
          AND user_key NOT IN (SELECT user_key FROM events WHERE user_key IN (SELECT user_key FROM touched));`);
    }
    const r = await duck.runAndReadAll('SELECT coalesce(max(seq), 0) AS m FROM events');
    return Number(r.getRowObjectsJS()[0]?.m ?? 0);
  },
  async append(rows: readonly FeedRow[]) {
    if (!rows.length) return;
    const appender = await duck.createAppender('staging');
    for (const [seq, account, user, name, value, ts] of rows) {
      appender.appendBigInt(BigInt(seq));
      appender.appendInteger(account);
      appender.appendVarchar(user);
      appender.appendVarchar(name);
      appender.appendDouble(value);
      appender.appendBigInt(BigInt(ts));
      appender.endRow();
    }
    appender.closeSync(); // flushes
    await duck.run(MOVE_STAGED);
  },
};
const step = (limit: number) => feed.step(sink, limit);

/** Brings the copy up to the store's present state. */
async function catchUp(): Promise<void> {
  while ((await step(STEP_ROWS)) === STEP_ROWS) {
    /* a long tail: one snapshot per step, so the store's cleanup is never held back long */
  }
}

// One thing at a time: feed steps and queries share the feed's connection and DuckDB's.
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task);
  queue = run.catch(() => {});
  return run;
};

/** Integers as BIGINT (JS numbers would bind as DOUBLE), the rest as they are. */
const bind = (params: unknown[]): DuckDBValue[] =>
  params.map((p) => (typeof p === 'number' && Number.isSafeInteger(p) ? BigInt(p) : (p as DuckDBValue)));
/** BIGINT and HUGEINT come back as bigint: every figure here fits a double, as in the store. */
const plain = (row: Record<string, unknown>): Record<string, unknown> => {
  for (const k in row) if (typeof row[k] === 'bigint') row[k] = Number(row[k]);
  return row;
};

// Closing: the step or query under way ends, then DuckDB closes and the thread leaves by itself.
// (Terminating a thread while DuckDB works for it aborts the whole process.)
let closing = false;
let follow: NodeJS.Timeout | undefined;
function close(): void {
  closing = true;
  clearInterval(follow);
  void serial(async () => {
    duck.closeSync();
    instance.closeSync();
    await feed.close();
    parentPort?.close();
  });
}

/**
 * The feed failed (the store unreachable, or the copy too far behind its deletion log): the
 * thread leaves, and the main thread starts a new copy, answering on the store meanwhile.
 */
let feedFailed = false;
function fail(err: Error): void {
  if (closing) return;
  closing = true;
  feedFailed = true;
  clearInterval(follow);
  parentPort?.postMessage({ failed: err.message } satisfies ReplicaMessage);
  void serial(async () => {
    duck.closeSync();
    instance.closeSync();
    await feed.close().catch(() => {});
    process.exit(1); // this thread only
  });
}
const following = (): Promise<void> => catchUp().catch((err: Error) => fail(err));

let busy = 0;
parentPort?.on('message', (m: { close: true } | { id: number; sql: string; params: unknown[] }) => {
  if ('close' in m) return close();
  const { id, sql, params } = m;
  if (closing) {
    parentPort?.postMessage({ id, error: 'the columnar copy is closing' } satisfies ReplicaMessage);
    return;
  }
  busy++;
  void serial(async () => {
    await catchUp().catch((err: Error) => {
      fail(err);
      throw err;
    });
    const result = await duck.runAndReadAll(sql, bind(params));
    return result.getRowObjectsJS().map(plain);
  })
    .then(
      (rows) => parentPort?.postMessage({ id, rows } satisfies ReplicaMessage),
      // after a failed feed the query is left to the main thread, which asks the store instead
      (err: Error) =>
        feedFailed || parentPort?.postMessage({ id, error: err.message } satisfies ReplicaMessage),
    )
    .finally(() => busy--);
});

// The build: progress for the log, then ready and following.
const started = performance.now();
const total = await feed.total();
let copied = 0;
await serial(async () => {
  let n: number;
  do {
    n = await step(STEP_ROWS);
    copied += n;
    if (n) parentPort?.postMessage({ progress: copied, total } satisfies ReplicaMessage);
  } while (n === STEP_ROWS && !closing);
});
if (!closing) {
  parentPort?.postMessage({
    ready: copied,
    ms: Math.round(performance.now() - started),
  } satisfies ReplicaMessage);
  follow = setInterval(() => {
    if (busy === 0) void serial(following);
  }, FOLLOW_MS);
  follow.unref();
}
