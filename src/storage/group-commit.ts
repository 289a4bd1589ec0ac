// Group commit: writes that arrive while a batch is being committed wait and go together in
// the next transaction, so one fsync acknowledges many requests. Each caller is answered only
// after the transaction holding its write has committed.
import type { EventStore, EventWrite, WriteOutcome } from './types.js';

interface Queued { write: EventWrite; resolve: (o: WriteOutcome) => void; reject: (e: unknown) => void }

export interface GroupCommitter {
  write(write: EventWrite): Promise<WriteOutcome>;
  /** Resolves once every queued write has been committed (for shutdown). */
  drain(): Promise<void>;
}

export function createGroupCommitter(store: Pick<EventStore, 'insertEvents'>, maxBatch = 2000): GroupCommitter {
  let queue: Queued[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;

  async function flush(): Promise<void> {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const outcomes = await store.insertEvents(batch.map(q => q.write));
        batch.forEach((q, i) => q.resolve(outcomes[i] as WriteOutcome));
      } catch (err) {
        for (const q of batch) q.reject(err);
      }
    }
  }

  function schedule() {
    if (scheduled || running) return;
    scheduled = true;
    // setImmediate: let the requests already read from sockets join this batch.
    setImmediate(() => {
      scheduled = false;
      running = flush().finally(() => {
        running = null;
        if (queue.length) schedule();
      });
    });
  }

  return {
    write(write) {
      return new Promise((resolve, reject) => {
        queue.push({ write, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (running || scheduled || queue.length) {
        if (running) await running;
        else await new Promise(r => setImmediate(r));
      }
    },
  };
}
