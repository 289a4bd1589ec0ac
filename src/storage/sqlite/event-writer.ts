// The write side of the event store: one transaction per batch (events, Idempotency-Key
// claims, and the rollups of the stored events: name catalogue with counts, user_stats,
// event_hours; see rollups.ts). Runs on the writer thread's own connection (writer-worker.ts).
import type { BatchClaim, EventWrite, WriteOutcome } from '../types.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import { STORED, toColumns, type EventColumns } from './columns.js';
import type { Db } from './open.js';
import { BatchRollup, HOUR_MS, createRollupWriter } from './rollups.js';

export interface EventWriter {
  /** `now` (epoch ms) is the caller's clock: Idempotency-Key records are stamped with it. */
  insertEvents(writes: readonly EventWrite[], now: number): WriteOutcome[];
  /** insertEvents for a batch already in columns (as the writer thread receives it). */
  insertColumns(columns: EventColumns, now: number): WriteOutcome[];
  /** One transaction: claims `claim` for the whole batch, then stores it; stores nothing when the key is taken. */
  insertClaimed(columns: EventColumns, claim: BatchClaim, now: number): WriteOutcome;
  /** Deletes Idempotency-Key records created at or before `before` (epoch ms). */
  expireIdempotency(before: number): void;
  /**
   * Erases up to `limit` of one user's events, oldest first, with every rollup row kept exact
   * and the Idempotency-Key records of those events, in one transaction; returns how many.
   */
  eraseUserChunk(accountKey: number, userId: string, limit: number): number;
  /** Erases up to `limit` events of a deleted account; the chunk that finds fewer also drops its rollups. */
  eraseAccountChunk(accountKey: number, limit: number): number;
  /** Erases up to `limit` of an account's events older than `before` (epoch ms), oldest first, rollups kept exact (retention). */
  eraseOlderChunk(accountKey: number, before: number, limit: number): number;
}

/** Rows per multi-row INSERT: one statement step per this many plain events (not per event). */
export const INSERT_ROWS = 100;

export function createEventWriter(db: Db): EventWriter {
  const insertSql = (rows: number) =>
    `INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES ${Array.from(
      { length: rows },
      () => '(?, ?, ?, ?, ?, ?)',
    ).join(', ')}`;
  const insertEvent = db.prepare(insertSql(1));
  const insertMany = db.prepare(insertSql(INSERT_ROWS));
  // A record older than the TTL may be taken over by a new request with the same key.
  const claimKey =
    db.prepare(`INSERT INTO idempotency_keys (account_key, idem_key, fingerprint, event_id, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_key, idem_key) DO UPDATE SET
    fingerprint = excluded.fingerprint, event_id = excluded.event_id, created_at = excluded.created_at
    WHERE idempotency_keys.created_at <= excluded.created_at - ${IDEMPOTENCY_TTL_MS}`);
  const findKey = db.prepare(
    'SELECT event_id, fingerprint FROM idempotency_keys WHERE account_key = ? AND idem_key = ? AND created_at > ?',
  );
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
        const prior = findKey.get(key, claim.key, now - IDEMPOTENCY_TTL_MS) as {
          event_id: string;
          fingerprint: string;
        };
        outcomes[i] = { kind: 'duplicate', eventId: prior.event_id, fingerprint: prior.fingerprint };
        continue;
      }
      storeRows(i, i + 1);
    }
    storeRows(next, c.length);
    writeRollup(rollup);
    return outcomes;
  });

  const writeClaimed = db.transaction((c: EventColumns, claim: BatchClaim, now: number): WriteOutcome => {
    if (claimKey.run(claim.accountKey, claim.key, claim.fingerprint, claim.record, now).changes !== 1) {
      const prior = findKey.get(claim.accountKey, claim.key, now - IDEMPOTENCY_TTL_MS) as {
        event_id: string;
        fingerprint: string;
      };
      return { kind: 'duplicate', eventId: prior.event_id, fingerprint: prior.fingerprint };
    }
    if (c.length) writeBatch(c, now); // a savepoint inside this transaction
    return STORED;
  });

  // Erasure (GDPR Art. 17): the chunk's rows go to a temporary table, the rollups are brought
  // down by exactly those rows (integer counts subtracted; value sums of the touched hours
  // recomputed from the events left), then the rows are deleted.
  db.exec(
    'CREATE TEMP TABLE IF NOT EXISTS erased (seq INTEGER PRIMARY KEY, event_id TEXT, event_name TEXT, hour INTEGER, user_id TEXT)',
  );
  const picked = `INSERT INTO temp.erased (seq, event_id, event_name, hour, user_id)
    SELECT seq, event_id, event_name, (ts / ${HOUR_MS}) * ${HOUR_MS}, user_id FROM events`;
  const pickOfUser = db.prepare(`${picked} WHERE account_key = ? AND user_id = ? ORDER BY ts, seq LIMIT ?`);
  // retention: the oldest events before a time, whoever's (events_by_time)
  const pickOlder = db.prepare(`${picked} WHERE account_key = ? AND ts < ? ORDER BY ts, seq LIMIT ?`);
  const lowerNames =
    db.prepare(`UPDATE event_names SET n = n - (SELECT COUNT(*) FROM temp.erased g WHERE g.event_name = event_names.event_name)
    WHERE account_key = ? AND event_name IN (SELECT event_name FROM temp.erased)`);
  const dropEmptyNames = db.prepare('DELETE FROM event_names WHERE account_key = ? AND n <= 0');
  const forgetKeys = db.prepare(
    'DELETE FROM idempotency_keys WHERE account_key = ? AND event_id IN (SELECT event_id FROM temp.erased)',
  );
  const deleteRows = db.prepare('DELETE FROM events WHERE seq IN (SELECT seq FROM temp.erased)');
  const dropHours = db.prepare(
    'DELETE FROM event_hours WHERE account_key = ? AND (hour, event_name) IN (SELECT DISTINCT hour, event_name FROM temp.erased)',
  );
  const refillHours = db.prepare(`INSERT INTO event_hours (account_key, hour, event_name, n, value_sum)
    SELECT ?, h.hour, h.event_name, COUNT(*), SUM(e.event_value) FROM (SELECT DISTINCT hour, event_name FROM temp.erased) h
    CROSS JOIN events e ON e.account_key = ? AND e.event_name = h.event_name AND e.ts >= h.hour AND e.ts < h.hour + ${HOUR_MS}
    GROUP BY h.hour, h.event_name`);
  // each touched user: fewer events, the first one recomputed from the events left (the newest
  // stays). ORDER BY ts LIMIT 1, not MIN(ts): one step at the end of events_by_user (ts DESC),
  // where MIN() walked every event the user has left, in every chunk.
  const lowerUsers = db.prepare(`UPDATE user_stats
    SET n = n - (SELECT COUNT(*) FROM temp.erased g WHERE g.user_id = user_stats.user_id),
      first_ts = coalesce((SELECT ts FROM events e WHERE e.account_key = @account AND e.user_id = user_stats.user_id ORDER BY ts LIMIT 1), first_ts)
    WHERE account_key = @account AND user_id IN (SELECT user_id FROM temp.erased)`);
  const dropUsers = db.prepare(
    'DELETE FROM user_stats WHERE account_key = ? AND n <= 0 AND user_id IN (SELECT user_id FROM temp.erased)',
  );
  const clearChunk = db.prepare('DELETE FROM temp.erased');
  const eraseChunk = db.transaction((accountKey: number, pick: () => number): number => {
    clearChunk.run();
    const n = pick();
    if (n) {
      lowerNames.run(accountKey);
      dropEmptyNames.run(accountKey);
      forgetKeys.run(accountKey);
      deleteRows.run();
      dropHours.run(accountKey);
      refillHours.run(accountKey, accountKey);
      lowerUsers.run({ account: accountKey });
      dropUsers.run(accountKey);
    }
    clearChunk.run();
    return n;
  });

  const deleteAccountRows = db.prepare(
    'DELETE FROM events WHERE seq IN (SELECT seq FROM events WHERE account_key = ? LIMIT ?)',
  );
  const dropAccountRollups = ['event_names', 'user_stats', 'event_hours', 'idempotency_keys'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE account_key = ?`),
  );
  const eraseAccountChunk = db.transaction((accountKey: number, limit: number): number => {
    const n = deleteAccountRows.run(accountKey, limit).changes;
    if (n < limit) for (const drop of dropAccountRollups) drop.run(accountKey);
    return n;
  });

  // Every transaction below is begun BEGIN IMMEDIATE (`.immediate`): it waits for the write lock
  // (busy_timeout) before it reads anything. A deferred one that reads first (an erasure picks its
  // rows, then writes) could not wait: when another connection (the main thread's accounts, the
  // change feed's log pruning) has committed meanwhile, its snapshot is stale and SQLite fails it
  // at once with SQLITE_BUSY_SNAPSHOT.
  return {
    eraseAccountChunk(accountKey, limit) {
      return eraseAccountChunk.immediate(accountKey, limit);
    },
    eraseUserChunk(accountKey, userId, limit) {
      return eraseChunk.immediate(accountKey, () => pickOfUser.run(accountKey, userId, limit).changes);
    },
    eraseOlderChunk(accountKey, before, limit) {
      return eraseChunk.immediate(accountKey, () => pickOlder.run(accountKey, before, limit).changes);
    },
    insertClaimed(columns, claim, now) {
      return writeClaimed.immediate(columns, claim, now);
    },
    insertEvents(writes, now) {
      return writeBatch.immediate(toColumns(writes), now);
    },
    insertColumns(columns, now) {
      return writeBatch.immediate(columns, now);
    },
    expireIdempotency(before) {
      expire.run(before);
    },
  };
}
