// Group commit: writes that arrive while a batch is being committed wait and go together in
// the next transaction, so one fsync acknowledges many requests. Each caller is answered only
// after the transaction holding its write has committed.
import { BatchRolledBackError, certainlyNotWritten, isStoreUnavailable } from './errors.js';
import type { EventStore, EventWrite, WriteOutcome } from './types.js';

/** Waits before each retry of a batch the store certainly refused while unavailable, ms. */
const UNAVAILABLE_RETRIES = [100, 200, 400, 800];

/** One caller's writes (one event of POST /usage, or a whole POST /usage/batch): always in one transaction. */
interface Unit {
  writes: readonly EventWrite[];
  resolve: (o: WriteOutcome[]) => void;
  reject: (e: unknown) => void;
}

export interface GroupCommitter {
  write(write: EventWrite): Promise<WriteOutcome>;
  /** Several writes of one caller, committed together in one transaction (with other callers' writes). */
  writeAll(writes: readonly EventWrite[]): Promise<WriteOutcome[]>;
  /** Resolves once every queued write has been committed (for shutdown). */
  drain(): Promise<void>;
}

/** `onCommit` hears of each committed transaction: its writes, and how many were newly stored. */
export function createGroupCommitter(
  store: Pick<EventStore, 'insertEvents'>,
  maxBatch = 5000,
  onCommit: (writes: number, stored: number) => void = () => {},
): GroupCommitter {
  let queue: Unit[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;

  /**
   * One client's write must not fail the others' (issue 21). A batch rolled back for a value
   * the database refused is split in halves (between callers, never inside one), committed in
   * order, until the caller at fault stands alone and gets the error; k bad callers among n
   * cost O(k log n) more transactions. Any other failure (the store is down, or the commit's
   * outcome is unknown) fails the batch as it is: retrying it blindly could store an
   * acknowledged-as-failed write twice.
   */
  async function commit(units: Unit[], attempt = 0): Promise<void> {
    try {
      const outcomes = await store.insertEvents(units.flatMap((u) => u.writes));
      onCommit(outcomes.length, outcomes.filter((o) => o.kind === 'stored').length);
      let at = 0;
      for (const u of units) {
        u.resolve(outcomes.slice(at, at + u.writes.length));
        at += u.writes.length;
      }
    } catch (err) {
      // A store that is briefly away (a restart, a failover) and certainly stored nothing:
      // the same batch again, a few times within about 1.5 s, before the writes get a 503.
      if (isStoreUnavailable(err) && certainlyNotWritten(err) && attempt < UNAVAILABLE_RETRIES.length) {
        await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_RETRIES[attempt]));
        return commit(units, attempt + 1);
      }
      if (!(err instanceof BatchRolledBackError) || units.length === 1) {
        for (const u of units) u.reject(err instanceof BatchRolledBackError ? err.cause : err);
        return;
      }
      const half = Math.ceil(units.length / 2);
      await commit(units.slice(0, half));
      await commit(units.slice(half));
    }
  }

  async function flush(): Promise<void> {
    while (queue.length) {
      // whole units, up to maxBatch writes (a larger unit goes alone)
      let take = 0;
      let writes = 0;
      while (take < queue.length && (take === 0 || writes + (queue[take]?.writes.length ?? 0) <= maxBatch)) {
        writes += queue[take]?.writes.length ?? 0;
        take++;
      }
      const units = queue.slice(0, take);
      queue = queue.slice(take);
      await commit(units);
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

  const writeAll = (writes: readonly EventWrite[]) =>
    new Promise<WriteOutcome[]>((resolve, reject) => {
      queue.push({ writes, resolve, reject });
      schedule();
    });

  return {
    write: (write) => writeAll([write]).then((outcomes) => outcomes[0] as WriteOutcome),
    writeAll,
    async drain() {
      while (running || scheduled || queue.length) {
        if (running) await running;
        else await new Promise((r) => setImmediate(r));
      }
    },
  };
}
