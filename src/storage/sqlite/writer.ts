// The main-thread side of the writer thread (writer-worker.ts). One writer connection per
// store keeps SQLite's single-writer rule inside the process; a writer that dies is replaced,
// and the writes it held fail (their callers get an error, never a false acknowledgement).
import type { Worker } from 'node:worker_threads';
import type { EventWrite, WriteOutcome } from '../types.js';
import { STORED, toColumns, type EventColumns } from './columns.js';
import { spawnWorker } from './spawn-worker.js';

export type WriterRequest =
  | { id: number; op: 'insert'; columns: EventColumns; now: number }
  | { id: number; op: 'expire'; before: number };
export interface WriterResponse {
  id: number;
  outcomes?: WriteOutcome[];
  /** Instead of outcomes when every event of the batch was stored: how many. */
  stored?: number;
  error?: string;
  /** Sent once at start-up: the writer connection's own durability settings. */
  ready?: { journalMode: string; synchronous: number };
}

interface Pending { resolve: (r: WriterResponse) => void; reject: (err: Error) => void }

export interface WriterThread {
  insertEvents(writes: readonly EventWrite[]): Promise<WriteOutcome[]>;
  expireIdempotency(before: number): Promise<void>;
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
      const w = spawnWorker('writer-worker', { file, cacheMb });
      worker = w;
      let started = false;
      w.on('message', (message: WriterResponse) => {
        if (message.ready) {
          const { journalMode, synchronous } = message.ready;
          if (journalMode !== 'wal' || synchronous !== 2) {
            rejectReady(new Error(`SQLite writer refused the durability settings (journal_mode=${journalMode}, synchronous=${synchronous})`));
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
        if (message.error !== undefined) p?.reject(new Error(message.error));
        else p?.resolve(message);
      });
      const fail = (err: Error) => {
        for (const p of pending.values()) p.reject(err);
        pending.clear();
      };
      w.on('error', err => {
        fail(err);
        if (!started) rejectReady(err);
      });
      w.on('exit', code => {
        fail(new Error(`SQLite writer thread exited (code ${code})`));
        if (!started) rejectReady(new Error(`SQLite writer thread exited at start-up (code ${code})`));
        else if (!closed) void spawn().catch(() => { /* the next write fails and says why */ });
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
      return answer.stored !== undefined ? new Array<WriteOutcome>(answer.stored).fill(STORED) : answer.outcomes ?? [];
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
