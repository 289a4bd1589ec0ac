// A small pool of analytics worker threads (see analytics-worker.ts). A worker that dies is
// replaced, and the queries it held fail instead of hanging.
import type { Worker } from 'node:worker_threads';
import type { AnalyticsRunner } from '../types.js';
import { spawnWorker } from '../spawn-worker.js';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface AnalyticsPool extends AnalyticsRunner {
  close(): Promise<void>;
}

/** Nice steps of the analytics threads below the process: a question yields the cores to ingestion when both want them. */
export const QUESTION_NICENESS = 10;

export function createAnalyticsPool(file: string, size: number): AnalyticsPool {
  let nextId = 0;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = {
      worker: spawnWorker('sqlite/analytics-worker', { file, niceness: QUESTION_NICENESS }),
      pending: new Map(),
    };
    let started = false;
    slot.worker.once('online', () => {
      started = true;
    });
    slot.worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
      const p = slot.pending.get(id);
      slot.pending.delete(id);
      if (error !== undefined) p?.reject(new Error(`analytics query failed: ${error}`));
      else p?.resolve(rows ?? []);
    });
    const fail = (err: Error) => {
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      fail(new Error(`analytics worker exited (code ${code})`));
      const i = slots.indexOf(slot);
      // Replace a worker that had been running; one that cannot even start is not retried in a loop.
      if (!closed && started && i >= 0) slots[i] = spawn();
    });
    return slot;
  }

  const slots = Array.from({ length: size }, spawn);
  return {
    dialect: 'sqlite',
    all<T>(sql: string, params: readonly unknown[]) {
      if (closed) return Promise.reject(new Error('analytics pool is closed'));
      const id = nextId++;
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      return new Promise<T[]>((resolve, reject) => {
        slot.pending.set(id, { resolve: (rows) => resolve(rows as T[]), reject });
        slot.worker.postMessage({ id, sql, params });
      });
    },
    pending: () => slots.reduce((sum, s) => sum + s.pending.size, 0),
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
