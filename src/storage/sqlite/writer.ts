// The main-thread side of the writer thread (writer-worker.ts). One writer connection per
// store keeps SQLite's single-writer rule inside the process; a writer that dies is replaced,
// and the writes it held fail (their callers get an error, never a false acknowledgement).
import type { Worker } from 'node:worker_threads';
import type { BatchClaim, EventWrite, WriteOutcome } from '../types.js';
import { STORED, toColumns, type EventColumns } from './columns.js';
import { BatchRolledBackError } from '../errors.js';
import { spawnWorker } from '../spawn-worker.js';

/**
 * SQLite codes of a value or a statement the database refused, not of the database's state:
 * only these make a rolled-back batch worth splitting. A full disk, an I/O error or a busy
 * database fails every part alike.
 */
const REFUSED_VALUE = /^SQLITE_(CONSTRAINT|TOOBIG|MISMATCH|RANGE)/;

/** An error the writer thread reported from inside its (rolled-back) transaction. */
function transactionError(message: string, code: string | null): Error {
  const err = Object.assign(new Error(message), code ? { code } : {});
  // No code: an error of JavaScript while binding a write's values, which is that write's too.
  return code === null || REFUSED_VALUE.test(code) ? new BatchRolledBackError(err) : err;
}

export type WriterRequest =
  | { id: number; op: 'insert'; columns: EventColumns; now: number }
  | { id: number; op: 'insert-claimed'; columns: EventColumns; claim: BatchClaim; now: number }
  | { id: number; op: 'expire'; before: number }
  | { id: number; op: 'erase-user'; accountKey: number; userId: string; limit: number }
  | { id: number; op: 'erase-older'; accountKey: number; before: number; limit: number }
  | { id: number; op: 'erase-account'; accountKey: number; limit: number };
export interface WriterResponse {
  id: number;
  outcomes?: WriteOutcome[];
  /** Instead of outcomes when every event of the batch was stored: how many. */
  stored?: number;
  error?: string;
  /** With `error`: SQLite's error code (SQLITE_CONSTRAINT_NOTNULL …), null for an error of JavaScript. */
  code?: string | null;
  /** Sent once at start-up: the writer connection's own durability settings. */
  ready?: { journalMode: string; synchronous: number };
}

interface Pending {
  resolve: (r: WriterResponse) => void;
  reject: (err: Error) => void;
}

export interface WriterThread {
  insertEvents(writes: readonly EventWrite[]): Promise<WriteOutcome[]>;
  insertClaimed(writes: readonly EventWrite[], claim: BatchClaim): Promise<WriteOutcome>;
  expireIdempotency(before: number): Promise<void>;
  /** One transaction of an erasure: up to `limit` of the user's events; resolves with how many. */
  eraseUserChunk(accountKey: number, userId: string, limit: number): Promise<number>;
  eraseAccountChunk(accountKey: number, limit: number): Promise<number>;
  eraseOlderChunk(accountKey: number, before: number, limit: number): Promise<number>;
  close(): Promise<void>;
}

/** Starts the writer and resolves once its connection is open with WAL and synchronous=FULL. */
export async function startWriterThread(file: string, { cacheMb = 64 } = {}): Promise<WriterThread> {
  let nextId = 0;
  let closed = false;
  let worker: Worker;
  const pending = new Map<number, Pending>();

  function spawn(): Promise<void> {
    return new Promise((resolveReady, rejectReady) => {
      const w = spawnWorker('sqlite/writer-worker', { file, cacheMb });
      worker = w;
      let started = false;
      w.on('message', (message: WriterResponse) => {
        if (message.ready) {
          const { journalMode, synchronous } = message.ready;
          if (journalMode !== 'wal' || synchronous !== 2) {
            rejectReady(
              new Error(
                `SQLite writer refused the durability settings (journal_mode=${journalMode}, synchronous=${synchronous})`,
              ),
            );
            void w.terminate();
            return;
          }
          started = true;
          if (!pending.size) w.unref(); // idle: the writer alone does not keep the process alive
          resolveReady();
          return;
        }
        const p = pending.get(message.id);
        pending.delete(message.id);
        if (!pending.size) w.unref();
        if (message.error !== undefined) p?.reject(transactionError(message.error, message.code ?? null));
        else p?.resolve(message);
      });
      const fail = (err: Error) => {
        for (const p of pending.values()) p.reject(err);
        pending.clear();
      };
      w.on('error', (err) => {
        fail(err);
        if (!started) rejectReady(err);
      });
      w.on('exit', (code) => {
        fail(new Error(`SQLite writer thread exited (code ${code})`));
        if (!started) rejectReady(new Error(`SQLite writer thread exited at start-up (code ${code})`));
        else if (!closed)
          void spawn().catch(() => {
            /* the next write fails and says why */
          });
      });
    });
  }

  function send(request: WriterRequest): Promise<WriterResponse> {
    return new Promise((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      worker.ref(); // a write in flight keeps the process alive until it is answered
      worker.postMessage(request);
    });
  }

  await spawn();
  return {
    async insertEvents(writes) {
      const answer = await send({ id: nextId++, op: 'insert', columns: toColumns(writes), now: Date.now() });
      return answer.stored !== undefined
        ? new Array<WriteOutcome>(answer.stored).fill(STORED)
        : (answer.outcomes ?? []);
    },
    async insertClaimed(writes, claim) {
      const answer = await send({
        id: nextId++,
        op: 'insert-claimed',
        columns: toColumns(writes),
        claim,
        now: Date.now(),
      });
      return answer.outcomes?.[0] ?? STORED;
    },
    async eraseAccountChunk(accountKey, limit) {
      return (await send({ id: nextId++, op: 'erase-account', accountKey, limit })).stored ?? 0;
    },
    async eraseOlderChunk(accountKey, before, limit) {
      return (await send({ id: nextId++, op: 'erase-older', accountKey, before, limit })).stored ?? 0;
    },
    async eraseUserChunk(accountKey, userId, limit) {
      return (await send({ id: nextId++, op: 'erase-user', accountKey, userId, limit })).stored ?? 0;
    },
    async expireIdempotency(before) {
      await send({ id: nextId++, op: 'expire', before });
    },
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}
