// The write side of the event store: one transaction per batch (events, Idempotency-Key
// claims, and the rollups of the stored events: name catalogue with counts, user_stats,
// event_hours; see rollups.ts). Runs on the writer thread's own connection (writer-worker.ts).
import type { EventWrite, WriteOutcome } from '../types.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import { STORED, toColumns, type EventColumns } from './columns.js';
import type { Db } from './open.js';
import { BatchRollup, createRollupWriter } from './rollups.js';

export interface EventWriter {
  /** `now` (epoch ms) is the caller's clock: Idempotency-Key records are stamped with it. */
  insertEvents(writes: readonly EventWrite[], now: number): WriteOutcome[];
  /** insertEvents for a batch already in columns (as the writer thread receives it). */
  insertColumns(columns: EventColumns, now: number): WriteOutcome[];
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

  const writeBatch = db.transaction((c: EventColumns, now: number) => {
    const rollup = new BatchRollup();
    const outcomes = new Array<WriteOutcome>(c.length);
    // Plain events (no Idempotency-Key) are stored INSERT_ROWS per statement, in arrival
    // order: the rows before a claim are stored before it.
    const params: (string | number)[] = [];
    const storeRows = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const key = c.accountKey[i] as number;
        const userId = c.userId[i] as string;
        const eventName = c.eventName[i] as string;
        const value = c.eventValue[i] as number;
        const ts = c.ts[i] as number;
        params.push(key, c.eventId[i] as string, userId, eventName, value, ts);
        if (params.length === INSERT_ROWS * 6) {
          insertMany.run(params);
          params.length = 0;
        }
        rollup.add(key, userId, eventName, value, ts);
        outcomes[i] = STORED;
      }
      for (let i = 0; i < params.length; i += 6) insertEvent.run(params.slice(i, i + 6));
      params.length = 0;
    };
    let next = 0;
    for (const [i, claim] of c.claims) {
      storeRows(next, i);
      next = i + 1;
      const key = c.accountKey[i] as number;
      const eventId = c.eventId[i] as string;
      if (claimKey.run(key, claim.key, claim.fingerprint, eventId, now).changes !== 1) {
        const prior = findKey.get(key, claim.key, now - IDEMPOTENCY_TTL_MS) as { event_id: string; fingerprint: string };
        outcomes[i] = { kind: 'duplicate', eventId: prior.event_id, fingerprint: prior.fingerprint };
        continue;
      }
      storeRows(i, i + 1);
    }
    storeRows(next, c.length);
    writeRollup(rollup);
    return outcomes;
  });

  return {
    insertEvents(writes, now) {
      return writeBatch(toColumns(writes), now);
    },
    insertColumns(columns, now) {
      return writeBatch(columns, now);
    },
    expireIdempotency(before) {
      expire.run(before);
    },
  };
}
