// The write side of the event store: one transaction per batch (events, Idempotency-Key
// claims, and the rollups of the stored events: name catalogue with counts, user_stats,
// event_hours; see rollups.ts). Runs on the writer thread's own connection (writer-worker.ts).
import type { EventWrite, WriteOutcome } from '../types.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import type { Db } from './open.js';
import { BatchRollup, createRollupWriter } from './rollups.js';

const STORED: WriteOutcome = Object.freeze({ kind: 'stored' });

export interface EventWriter {
  /** `now` (epoch ms) is the caller's clock: Idempotency-Key records are stamped with it. */
  insertEvents(writes: readonly EventWrite[], now: number): WriteOutcome[];
  /** Deletes Idempotency-Key records created at or before `before` (epoch ms). */
  expireIdempotency(before: number): void;
}

/** Rows per multi-row INSERT: one statement step per this many plain events (not per event). */
export const INSERT_ROWS = 100;

export function createEventWriter(db: Db): EventWriter {
  const insertSql = (rows: number) => `INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES ${
    Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?)').join(', ')}`;
  const insertEvent = db.prepare(insertSql(1));
  const insertMany = db.prepare(insertSql(INSERT_ROWS));
  // A record older than the TTL may be taken over by a new request with the same key.
  const claimKey = db.prepare(`INSERT INTO idempotency_keys (account_key, idem_key, fingerprint, event_id, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_key, idem_key) DO UPDATE SET
    fingerprint = excluded.fingerprint, event_id = excluded.event_id, created_at = excluded.created_at
    WHERE idempotency_keys.created_at <= excluded.created_at - ${IDEMPOTENCY_TTL_MS}`);
  const findKey = db.prepare('SELECT event_id, fingerprint FROM idempotency_keys WHERE account_key = ? AND idem_key = ? AND created_at > ?');
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');
  const writeRollup = createRollupWriter(db);

  const writeBatch = db.transaction((writes: readonly EventWrite[], now: number) => {
    const rollup = new BatchRollup();
    // Plain events (no Idempotency-Key) are gathered and stored INSERT_ROWS per statement, in
    // arrival order: a claim first stores the rows gathered before it.
    const params: (string | number)[] = [];
    let gathered = 0;
    const storeGathered = () => {
      for (let i = 0; i < params.length; i += 6) insertEvent.run(params.slice(i, i + 6));
      params.length = 0;
      gathered = 0;
    };
    const outcomes = writes.map((w): WriteOutcome => {
      const e = w.event;
      if (!w.idempotency) {
        params.push(w.accountKey, e.eventId, e.userId, e.eventName, e.eventValue, e.timestamp);
        if (++gathered === INSERT_ROWS) {
          insertMany.run(params);
          params.length = 0;
          gathered = 0;
        }
        rollup.add(w.accountKey, e.userId, e.eventName, e.eventValue, e.timestamp);
        return STORED;
      }
      storeGathered();
      const claimed = claimKey.run(w.accountKey, w.idempotency.key, w.idempotency.fingerprint, e.eventId, now).changes === 1;
      if (!claimed) {
        const prior = findKey.get(w.accountKey, w.idempotency.key, now - IDEMPOTENCY_TTL_MS) as { event_id: string; fingerprint: string };
        return { kind: 'duplicate', eventId: prior.event_id, fingerprint: prior.fingerprint };
      }
      insertEvent.run(w.accountKey, e.eventId, e.userId, e.eventName, e.eventValue, e.timestamp);
      rollup.add(w.accountKey, e.userId, e.eventName, e.eventValue, e.timestamp);
      return STORED;
    });
    storeGathered();
    writeRollup(rollup);
    return outcomes;
  });

  return {
    insertEvents(writes, now) {
      return writeBatch(writes, now);
    },
    expireIdempotency(before) {
      expire.run(before);
    },
  };
}
