// The columnar copy of the events (replica-worker.ts), seen from the main thread: an analytics
// runner in DuckDB's dialect once the copy is built, null before. A copy that fails is rebuilt;
// until it is ready again, every query runs on the store, as before.
import type { Worker } from 'node:worker_threads';
import type { AnalyticsRunner } from '../types.js';
import { QUESTION_NICENESS } from '../sqlite/analytics.js';
import { CopyDownError } from '../errors.js';
import type { FeedSource } from './feed.js';
import type { ReplicaMessage, ReplicaWorkerData } from './replica-worker.js';
import { spawnWorker } from '../spawn-worker.js';
import { COLUMNAR_MEMORY_MB, COLUMNAR_THREADS } from './settings.js';

export interface ReplicaLog {
  info(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
}

export interface Replica {
  /** The copy's runner once it is built, else null. */
  runner(): AnalyticsRunner | null;
  /** Resolves when the copy is built (for tests and benchmarks). */
  whenReady(): Promise<void>;
  close(): Promise<void>;
}

/** A log that says nothing (tests, scripts). */
export const QUIET_LOG: ReplicaLog = { info: () => {}, error: () => {} };

export interface ReplicaOptions {
  replicaFile: string;
  /** DuckDB's buffer pool and threads: COLUMNAR_MEMORY_MB and COLUMNAR_THREADS unless said. */
  memoryLimitMb?: number;
  threads?: number;
  log: ReplicaLog;
  /** Called with the last deletion the copy has applied: the log may drop it and all before (SQLite). */
  onConsumed?(del: number): void;
}

/** The worker's V8 heap limit (MB): a step's rows are about 10 MB. */
const WORKER_HEAP_MB = 48;
/** How long close() waits for the worker to finish its step and close DuckDB before terminating it. */
const CLOSE_TIMEOUT_MS = 30_000;
/** Progress lines of a build: one per this many rows. */
const PROGRESS_EVERY = 1_000_000;
/** A copy that dies is rebuilt after this pause… */
const RESPAWN_MS = 5000;
/** After this many builds in a row failed before they were ready (DuckDB cannot run here, the
 * database is down), the next tries come this much further apart. */
const MAX_FAILED_BUILDS = 3;
const RETRY_LATER_MS = 5 * 60_000;

export function startReplica(source: FeedSource, options: ReplicaOptions): Replica {
  let closed = false;
  let worker: Worker;
  let ready = false;
  let readyWaiters: (() => void)[] = [];
  let nextId = 0;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  let logged = 0;
  let failures = 0;

  function spawn(): void {
    if (closed) return;
    const data: ReplicaWorkerData = {
      source,
      replicaFile: options.replicaFile,
      niceness: QUESTION_NICENESS,
      memoryLimitMb: options.memoryLimitMb ?? COLUMNAR_MEMORY_MB,
      threads: options.threads ?? COLUMNAR_THREADS,
    };
    // a small JavaScript heap: the rows of one step at a time, collected before they pile up
    worker = spawnWorker('columnar/replica-worker', data, { maxOldGenerationSizeMb: WORKER_HEAP_MB });
    worker.unref();
    logged = 0;
    worker.on('message', (m: ReplicaMessage) => {
      if ('id' in m) {
        const p = pending.get(m.id);
        pending.delete(m.id);
        if ('error' in m) p?.reject(new Error(`columnar query failed: ${m.error}`));
        else p?.resolve(m.rows);
      } else if ('progress' in m) {
        if (m.progress - logged >= PROGRESS_EVERY) {
          logged = m.progress;
          options.log.info({ copied: m.progress, of: m.total }, 'building the columnar copy of the events');
        }
      } else if ('ready' in m) {
        ready = true;
        options.log.info({ seq: m.ready, ms: m.ms }, 'columnar copy of the events ready');
        for (const w of readyWaiters) w();
        readyWaiters = [];
      } else if ('consumed' in m) {
        options.onConsumed?.(m.consumed);
      } else if ('failed' in m) {
        ready = false; // no more queries to a copy on its way out
        options.log.error({ err: m.failed }, 'columnar copy failed: rebuilding it');
      }
    });
    worker.on('error', (err) => options.log.error({ err: err.message }, 'columnar copy failed'));
    worker.once('exit', (code) => {
      if (ready) failures = 0;
      else failures++;
      ready = false;
      for (const p of pending.values()) p.reject(new CopyDownError(`columnar copy exited (code ${code})`));
      pending.clear();
      if (closed) return;
      if (failures >= MAX_FAILED_BUILDS)
        options.log.error(
          { failures, retryInMs: RETRY_LATER_MS },
          'columnar copy failed to build: every query runs on the store until a later build succeeds',
        );
      setTimeout(spawn, failures >= MAX_FAILED_BUILDS ? RETRY_LATER_MS : RESPAWN_MS).unref();
    });
  }
  spawn();

  const runner: AnalyticsRunner = {
    dialect: 'duckdb',
    all<T>(sql: string, params: readonly unknown[]) {
      const id = nextId++;
      return new Promise<T[]>((resolve, reject) => {
        pending.set(id, { resolve: (rows) => resolve(rows as T[]), reject });
        worker.postMessage({ id, sql, params });
      });
    },
    pending: () => pending.size,
  };

  return {
    runner: () => (ready && !closed ? runner : null),
    whenReady: () => (ready ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve))),
    async close() {
      closed = true;
      ready = false;
      if (worker.threadId === -1) return; // already gone
      // The worker closes DuckDB and leaves by itself; terminating it mid-query would abort the process.
      const gone = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ close: true });
      const late = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      await gone;
      clearTimeout(late);
    },
  };
}
