// The PostgreSQL store (DATABASE_URL): several instances share it. Each group-committed batch
// is one statement (one round trip, one commit); synchronous_commit must be on, so a commit
// has reached the WAL on disk before the caller is answered. Key look-ups are cached by each
// instance and dropped on every instance when a key or account changes (key-changes.ts).
import { toAccount, toEvent, type AccountRow, type EventRow } from '../rows.js';
import { newAccountId } from '../../domain/secrets.js';
import type { AccountStore, AnalyticsRunner, EventStore, EventWrite, Store, WriteOutcome } from '../types.js';
import { eraseInChunks } from '../erase.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import { BatchRolledBackError } from '../errors.js';
import { createKeyCache, KEY_CACHE_SIZE } from '../key-cache.js';
import { accountChanged, KEY_CHANGES_CHANNEL, keyChanged, listenForKeyChanges } from './key-changes.js';
import { createPool, maintainPartitions, migrate } from './open.js';
import pg from 'pg';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { QUIET_LOG, startReplica, type Replica, type ReplicaLog } from '../columnar/replica.js';

// Claims the idempotency keys (a record older than the TTL may be taken over), stores the
// events whose key was claimed or that have none, in batch order (seq = arrival), and adds
// the stored events to the rollups (name catalogue with counts, user_stats, event_hours; one
// upsert row per distinct key): all in one statement, hence one transaction. Claims and
// rollup keys are sorted so that concurrent batches from several instances lock rows in the
// same order (no deadlock).
const WRITE_BATCH = `
WITH input AS (
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::bigint[], $7::text[], $8::text[])
    WITH ORDINALITY AS t(account_key, event_id, user_id, event_name, event_value, ts, idem_key, fingerprint, ord)
),
claimed AS (
  INSERT INTO idempotency_keys (account_key, idem_key, fingerprint, event_id, created_at)
  SELECT account_key, idem_key, fingerprint, event_id, $9 FROM input WHERE idem_key IS NOT NULL ORDER BY account_key, idem_key
  ON CONFLICT (account_key, idem_key) DO UPDATE SET
    fingerprint = excluded.fingerprint, event_id = excluded.event_id, created_at = excluded.created_at
  WHERE idempotency_keys.created_at <= excluded.created_at - ${IDEMPOTENCY_TTL_MS}
  RETURNING account_key, idem_key
),
stored AS (
  INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts)
  SELECT i.account_key, i.event_id, i.user_id, i.event_name, i.event_value, i.ts FROM input i
  WHERE i.idem_key IS NULL OR EXISTS (SELECT 1 FROM claimed c WHERE c.account_key = i.account_key AND c.idem_key = i.idem_key)
  ORDER BY i.ord
  RETURNING account_key, user_id, event_name, event_value, ts
),
named AS (
  INSERT INTO event_names AS t (account_key, event_name, n)
  SELECT account_key, event_name, COUNT(*) FROM stored GROUP BY account_key, event_name ORDER BY account_key, event_name
  ON CONFLICT (account_key, event_name) DO UPDATE SET n = t.n + excluded.n
),
users AS (
  INSERT INTO user_stats AS t (account_key, user_id, first_ts, last_ts, n)
  SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*) FROM stored GROUP BY account_key, user_id ORDER BY account_key, user_id
  ON CONFLICT (account_key, user_id) DO UPDATE SET first_ts = LEAST(t.first_ts, excluded.first_ts),
    last_ts = GREATEST(t.last_ts, excluded.last_ts), n = t.n + excluded.n
),
hours AS (
  INSERT INTO event_hours AS t (account_key, hour, event_name, n, value_sum)
  SELECT account_key, (ts / 3600000) * 3600000 AS hour, event_name, COUNT(*), SUM(event_value) FROM stored
  GROUP BY account_key, hour, event_name ORDER BY account_key, hour, event_name
  ON CONFLICT (account_key, hour, event_name) DO UPDATE SET n = t.n + excluded.n, value_sum = t.value_sum + excluded.value_sum
)
SELECT account_key, idem_key FROM claimed`;

const FIND_CLAIMS = `SELECT k.account_key, k.idem_key, k.event_id, k.fingerprint FROM idempotency_keys k
  JOIN unnest($1::bigint[], $2::text[]) AS q(account_key, idem_key) ON k.account_key = q.account_key AND k.idem_key = q.idem_key`;

const slotOf = (accountKey: number, key: string) => `${accountKey}\u0000${key}`;

/** A batch's own Idempotency-Key (POST /usage/batch): claimed once, or taken over when expired. */
const CLAIM_BATCH = `INSERT INTO idempotency_keys (account_key, idem_key, fingerprint, event_id, created_at) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (account_key, idem_key) DO UPDATE SET fingerprint = excluded.fingerprint, event_id = excluded.event_id, created_at = excluded.created_at
  WHERE idempotency_keys.created_at <= excluded.created_at - ${IDEMPOTENCY_TTL_MS} RETURNING 1`;

function createEventStore(pool: pg.Pool): EventStore {
  async function insertEvents(
    writes: readonly EventWrite[],
    db: pg.Pool | pg.PoolClient = pool,
  ): Promise<WriteOutcome[]> {
    const columns = {
      account: [] as number[],
      id: [] as string[],
      user: [] as string[],
      name: [] as string[],
      value: [] as number[],
      ts: [] as number[],
      idem: [] as (string | null)[],
      fp: [] as (string | null)[],
    };
    // A key used twice in one batch: only its first use goes to the database (one statement
    // may not claim the same row twice); the later ones are duplicates of whatever it got.
    const firstUse = new Map<string, number>();
    const repeats: number[] = [];
    writes.forEach((w, i) => {
      if (w.idempotency) {
        const slot = slotOf(w.accountKey, w.idempotency.key);
        if (firstUse.has(slot)) {
          repeats.push(i);
          return;
        }
        firstUse.set(slot, i);
      }
      const e = w.event;
      columns.account.push(w.accountKey);
      columns.id.push(e.eventId);
      columns.user.push(e.userId);
      columns.name.push(e.eventName);
      columns.value.push(e.eventValue);
      columns.ts.push(e.timestamp);
      columns.idem.push(w.idempotency?.key ?? null);
      columns.fp.push(w.idempotency?.fingerprint ?? null);
    });
    const claimedRows = (
      await db
        .query<{ account_key: number; idem_key: string }>({
          name: 'write-batch',
          text: WRITE_BATCH,
          values: [
            columns.account,
            columns.id,
            columns.user,
            columns.name,
            columns.value,
            columns.ts,
            columns.idem,
            columns.fp,
            Date.now(),
          ],
        })
        .catch((err) => {
          throw refusedValue(err) ? new BatchRolledBackError(err) : err;
        })
    ).rows;

    const claimed = new Set(claimedRows.map((r) => slotOf(r.account_key, r.idem_key)));
    const outcomes: WriteOutcome[] = writes.map(() => ({ kind: 'stored' }));
    const unclaimed = [...firstUse.entries()].filter(([slot]) => !claimed.has(slot));
    const priorOf = new Map<string, { eventId: string; fingerprint: string }>();
    if (unclaimed.length) {
      const keys = unclaimed.map(([, i]) => writes[i] as EventWrite);
      const rows = (
        await db.query<{ account_key: number; idem_key: string; event_id: string; fingerprint: string }>(
          FIND_CLAIMS,
          [keys.map((w) => w.accountKey), keys.map((w) => w.idempotency?.key)],
        )
      ).rows;
      for (const r of rows)
        priorOf.set(slotOf(r.account_key, r.idem_key), { eventId: r.event_id, fingerprint: r.fingerprint });
    }
    for (const [slot, i] of firstUse) {
      const w = writes[i] as EventWrite;
      if (claimed.has(slot))
        priorOf.set(slot, { eventId: w.event.eventId, fingerprint: w.idempotency?.fingerprint as string });
      else outcomes[i] = duplicateOf(priorOf.get(slot));
    }
    for (const i of repeats) {
      const w = writes[i] as EventWrite;
      outcomes[i] = duplicateOf(priorOf.get(slotOf(w.accountKey, w.idempotency?.key as string)));
    }
    return outcomes;
  }

  return {
    insertEvents: (writes) => insertEvents(writes),
    async insertClaimed(writes, claim) {
      const client = await pool.connect();
      let failed: Error | undefined;
      try {
        await client.query('BEGIN');
        const claimed = await client.query(CLAIM_BATCH, [
          claim.accountKey,
          claim.key,
          claim.fingerprint,
          claim.record,
          Date.now(),
        ]);
        if (!claimed.rowCount) {
          await client.query('ROLLBACK');
          const prior = (
            await client.query<{
              account_key: number;
              idem_key: string;
              event_id: string;
              fingerprint: string;
            }>(FIND_CLAIMS, [[claim.accountKey], [claim.key]])
          ).rows[0];
          return duplicateOf(prior ? { eventId: prior.event_id, fingerprint: prior.fingerprint } : undefined);
        }
        if (writes.length) await insertEvents(writes, client);
        await client.query('COMMIT');
        return { kind: 'stored' };
      } catch (err) {
        failed = err as Error;
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release(failed); // a connection that failed is discarded, not reused
      }
    },
    eraseUser: (accountKey, userId) =>
      eraseInChunks((limit) => eraseChunk(pool, accountKey, { userId }, limit)),
    eraseOlder: (accountKey, before) =>
      eraseInChunks((limit) => eraseChunk(pool, accountKey, { before }, limit)),
    eraseAccount: (accountKey) =>
      eraseInChunks(async (limit) => {
        const { rowCount } = await pool.query(
          `DELETE FROM events e USING (SELECT ts, seq FROM events WHERE account_key = $1 LIMIT $2) d
           WHERE e.account_key = $1 AND e.ts = d.ts AND e.seq = d.seq`,
          [accountKey, limit],
        );
        if ((rowCount ?? 0) < limit) {
          for (const table of ['event_names', 'user_stats', 'event_hours', 'idempotency_keys']) {
            await pool.query(`DELETE FROM ${table} WHERE account_key = $1`, [accountKey]);
          }
        }
        return rowCount ?? 0;
      }),
    writesInCallOrder: false, // each batch may take another pool connection
    async exportPage(accountKey, { from, to, after, limit }) {
      const { rows } = await pool.query<EventRow>({
        name: 'export-page',
        text: `SELECT event_id, user_id, event_name, event_value, ts FROM events
          WHERE account_key = $1 AND ts >= $2 AND ts < $3 AND (ts, event_id) > ($4, $5) ORDER BY ts, event_id LIMIT $6`,
        values: [
          accountKey,
          from ?? -1,
          to ?? Number.MAX_SAFE_INTEGER,
          after?.timestamp ?? -1,
          after?.eventId ?? '',
          limit,
        ],
      });
      return rows.map(toEvent);
    },
    async listEvents(accountKey, { limit, userId }) {
      const rows =
        userId === undefined
          ? await pool.query<EventRow>({
              name: 'list-all',
              text: `SELECT event_id, user_id, event_name, event_value, ts FROM events
            WHERE account_key = $1 ORDER BY ts DESC, seq DESC LIMIT $2`,
              values: [accountKey, limit],
            })
          : await pool.query<EventRow>({
              name: 'list-user',
              text: `SELECT event_id, user_id, event_name, event_value, ts FROM events
            WHERE account_key = $1 AND user_id = $2 ORDER BY ts DESC, seq DESC LIMIT $3`,
              values: [accountKey, userId, limit],
            });
      return rows.rows.map(toEvent);
    },
    async findIdempotency(accountKey, key) {
      const row = (
        await pool.query<{ event_id: string; fingerprint: string }>({
          name: 'find-idempotency',
          text: 'SELECT event_id, fingerprint FROM idempotency_keys WHERE account_key = $1 AND idem_key = $2 AND created_at > $3',
          values: [accountKey, key, Date.now() - IDEMPOTENCY_TTL_MS],
        })
      ).rows[0];
      return row ? { eventId: row.event_id, fingerprint: row.fingerprint } : null;
    },
  };
}

/**
 * One transaction of an erasure (GDPR Art. 17: one user's events) or of retention (the events
 * before a time): up to `limit` of them, oldest first, into a temporary table; the rollups
 * lowered by exactly those rows (counts subtracted, the touched hours' value sums and users'
 * first events recomputed from the events left); then the rows deleted.
 */
async function eraseChunk(
  pool: pg.Pool,
  accountKey: number,
  which: { userId: string } | { before: number },
  limit: number,
): Promise<number> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('BEGIN');
    // small, index-driven statements: JIT compilation (triggered by the partitions' summed
    // cost estimates) took ~50 ms of each chunk for nothing
    await client.query('SET LOCAL jit = off');
    await client.query(
      `CREATE TEMP TABLE IF NOT EXISTS erased_rows (ts BIGINT, seq BIGINT, event_id TEXT, event_name TEXT, hour BIGINT, user_id TEXT) ON COMMIT DELETE ROWS`,
    );
    const n =
      (
        await client.query(
          `INSERT INTO erased_rows SELECT ts, seq, event_id, event_name, (ts / ${HOUR_MS}) * ${HOUR_MS}, user_id FROM events
      WHERE account_key = $1 AND ${'userId' in which ? 'user_id = $2' : 'ts < $2'} ORDER BY ts, seq LIMIT $3`,
          [accountKey, 'userId' in which ? which.userId : which.before, limit],
        )
      ).rowCount ?? 0;
    if (n) {
      await client.query(
        `UPDATE event_names t SET n = t.n - g.c FROM (SELECT event_name, count(*) AS c FROM erased_rows GROUP BY event_name) g
        WHERE t.account_key = $1 AND t.event_name = g.event_name`,
        [accountKey],
      );
      await client.query('DELETE FROM event_names WHERE account_key = $1 AND n <= 0', [accountKey]);
      await client.query(
        'DELETE FROM idempotency_keys WHERE account_key = $1 AND event_id IN (SELECT event_id FROM erased_rows)',
        [accountKey],
      );
      await client.query(
        'DELETE FROM events e USING erased_rows g WHERE e.account_key = $1 AND e.ts = g.ts AND e.seq = g.seq',
        [accountKey],
      );
      await client.query(
        `DELETE FROM event_hours t USING (SELECT DISTINCT hour, event_name FROM erased_rows) h
        WHERE t.account_key = $1 AND t.hour = h.hour AND t.event_name = h.event_name`,
        [accountKey],
      );
      await client.query(
        // one index range per touched hour and name (LATERAL): a plain join hashed every event
        // of the account for each chunk
        `INSERT INTO event_hours (account_key, hour, event_name, n, value_sum)
        SELECT $1, h.hour, h.event_name, s.n, s.value_sum FROM (SELECT DISTINCT hour, event_name FROM erased_rows) h
        CROSS JOIN LATERAL (SELECT count(*) AS n, sum(e.event_value) AS value_sum FROM events e
          WHERE e.account_key = $1 AND e.event_name = h.event_name AND e.ts >= h.hour AND e.ts < h.hour + ${HOUR_MS}) s
        WHERE s.n > 0`,
        [accountKey],
      );
      await client.query(
        `UPDATE user_stats t SET n = t.n - g.c,
          first_ts = coalesce((SELECT min(ts) FROM events e WHERE e.account_key = $1 AND e.user_id = t.user_id), t.first_ts)
        FROM (SELECT user_id, count(*) AS c FROM erased_rows GROUP BY user_id) g
        WHERE t.account_key = $1 AND t.user_id = g.user_id`,
        [accountKey],
      );
      await client.query(
        'DELETE FROM user_stats WHERE account_key = $1 AND n <= 0 AND user_id IN (SELECT user_id FROM erased_rows)',
        [accountKey],
      );
    }
    await client.query('COMMIT');
    return n;
  } catch (err) {
    failed = err as Error;
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release(failed);
  }
}

const HOUR_MS = 3_600_000;

/**
 * The server answered the one-statement batch with a data exception (22…: e.g. a NUL byte,
 * 22021), an integrity violation (23…) or a program limit (54…): that implicit transaction
 * was rolled back. A lost connection has no SQLSTATE and its commit outcome is unknown.
 */
const refusedValue = (err: unknown): boolean =>
  err instanceof pg.DatabaseError && /^(22|23|54)/.test(err.code ?? '');

function duplicateOf(prior: { eventId: string; fingerprint: string } | undefined): WriteOutcome {
  // The record was seen by the claim a moment ago; it can only be gone if swept meanwhile.
  if (!prior) throw new Error('idempotency record vanished while resolving a duplicate');
  return { kind: 'duplicate', eventId: prior.eventId, fingerprint: prior.fingerprint };
}

/**
 * A cached record lives at most this long: the bound on a change that an instance did not hear
 * of while it believed it was listening (e.g. LISTEN through a transaction-pooling proxy).
 */
const KEY_CACHE_TTL_MS = 5_000;

/**
 * The account store. findKeyByHash is cached per instance, only while the instance listens for
 * key changes. A revocation or plan change applies at once on the instance that makes it and,
 * by pg_notify (sent by the same statement, delivered at its commit), within milliseconds on
 * the others. The question count of a cached account may lag: nothing decides by it
 * (reserveQuestion is the atomic check).
 */
function createAccountStore(pool: pg.Pool, url: string): AccountStore & { close(): Promise<void> } {
  const one = async <T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]) =>
    (await pool.query<T>({ name, text, values })).rows[0];
  const cache = createKeyCache(KEY_CACHE_SIZE, { ttlMs: KEY_CACHE_TTL_MS });
  // Bumped by every change heard of: a look-up that overlapped one is not cached.
  let generation = 0;
  const forget = (payload: string) => {
    generation++;
    const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    if (kind === 'key') cache.forget((r) => r.keyId === id);
    else if (kind === 'account') cache.forget((r) => r.account.id === id);
    else cache.clear();
  };
  const listener = listenForKeyChanges(url, forget, () => {
    generation++;
    cache.clear();
  });
  return {
    async close() {
      await listener.close();
    },
    async createAccount({ name, plan }) {
      return toAccount(
        (await one<AccountRow>(
          'create-account',
          'INSERT INTO accounts (id, name, plan, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
          [newAccountId(), name, plan, Date.now()],
        )) as AccountRow,
      );
    },
    async getAccount(accountId) {
      const row = await one<AccountRow>('get-account', 'SELECT * FROM accounts WHERE id = $1', [accountId]);
      return row ? toAccount(row) : null;
    },
    async accountsOnPlans(plans) {
      return (await pool.query<AccountRow>('SELECT * FROM accounts WHERE plan = ANY($1)', [plans])).rows.map(
        toAccount,
      );
    },
    async setPlan(accountId, plan) {
      const change = accountChanged(accountId);
      const row = await one<AccountRow>(
        'set-plan',
        `WITH changed AS (UPDATE accounts SET plan = $1 WHERE id = $2 RETURNING *)
        SELECT changed.*, pg_notify('${KEY_CHANGES_CHANNEL}', $3) FROM changed`,
        [plan, accountId, change],
      );
      if (row) forget(change);
      return row ? toAccount(row) : null;
    },
    async createKey(accountId, keyId, keyHash) {
      const r = await pool.query({
        name: 'create-key',
        text: `INSERT INTO api_keys (id, account_key, key_hash, created_at)
        SELECT $1, key, $2, $3 FROM accounts WHERE id = $4`,
        values: [keyId, Buffer.from(keyHash, 'hex'), Date.now(), accountId],
      });
      return r.rowCount === 1;
    },
    async revokeKey(keyId) {
      const change = keyChanged(keyId);
      const r = await pool.query({
        name: 'revoke-key',
        text: `WITH revoked AS (UPDATE api_keys SET revoked_at = $1 WHERE id = $2
        AND revoked_at IS NULL RETURNING id) SELECT pg_notify('${KEY_CHANGES_CHANNEL}', $3) FROM revoked`,
        values: [Date.now(), keyId, change],
      });
      forget(change);
      return r.rowCount === 1;
    },
    async findKeyByHash(keyHash) {
      const listening = listener.listening;
      const hit = listening ? cache.get(keyHash) : undefined;
      if (hit) return hit;
      const before = generation;
      const row = await one<AccountRow & { key_id: string }>(
        'find-key',
        `SELECT k.id AS key_id, a.* FROM api_keys k
        JOIN accounts a ON a.key = k.account_key WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
        [Buffer.from(keyHash, 'hex')],
      );
      if (!row) return null;
      const record = { keyId: row.key_id, account: toAccount(row) };
      // A change heard of, or the LISTEN connection lost (onReset), meanwhile bumped the generation.
      if (listening && generation === before) cache.set(keyHash, record);
      return record;
    },
    async reserveQuestion(accountKey, limit) {
      // One statement: a concurrent reserve waits for the row lock and re-checks the condition
      // on the updated row (READ COMMITTED), so the limit can never be passed.
      const r = await pool.query({
        name: 'reserve-question',
        text: `UPDATE accounts SET ai_questions_used = ai_questions_used + 1
        WHERE key = $1 AND ($2::integer IS NULL OR ai_questions_used < $2::integer)`,
        values: [accountKey, limit],
      });
      return r.rowCount === 1;
    },
    async releaseQuestion(accountKey) {
      await pool.query({
        name: 'release-question',
        text: `UPDATE accounts SET ai_questions_used = ai_questions_used - 1
        WHERE key = $1 AND ai_questions_used > 0`,
        values: [accountKey],
      });
    },
    async deleteAccount(accountId) {
      // keys and account in one statement, and the other instances told (they forget the
      // account's cached keys when it commits)
      const change = accountChanged(accountId);
      const row = await one<{ key: number }>(
        'delete-account',
        `WITH gone AS (DELETE FROM accounts WHERE id = $1 RETURNING key),
        keys AS (DELETE FROM api_keys WHERE account_key IN (SELECT key FROM gone))
        SELECT gone.key, pg_notify('${KEY_CHANGES_CHANNEL}', $2) FROM gone`,
        [accountId, change],
      );
      forget(change);
      return row ? Number(row.key) : null;
    },
  };
}

export interface PostgresStoreOptions {
  /** Connections for requests (writes, listings, keys). */
  poolSize?: number;
  /** Connections for analytics (POST /ai), read-only, so long queries never starve requests. */
  analyticsPoolSize?: number;
  /**
   * This instance's columnar copy of the events (COLUMNAR_COPY=on), kept in DATA_DIR under a
   * name of its own (several instances may share a directory), for the long analytics scans.
   */
  columnar?: { dataDir: string };
  /** The migrations' progress and the copy's build and failures. */
  log?: ReplicaLog;
}

/** The deletion log's entries are kept this long for the instances' copies (change-feed.ts). */
const DELETION_LOG_KEPT = '1 hour';

/** Durable commit levels: each waits at least for the local WAL flush. */
const DURABLE_COMMIT = new Set(['on', 'local', 'remote_write', 'remote_apply']);

export async function createPostgresStore(
  url: string,
  { poolSize = 8, analyticsPoolSize = 4, columnar, log = QUIET_LOG }: PostgresStoreOptions = {},
): Promise<Store> {
  const pool = createPool(url, poolSize);
  const analyticsPool = createPool(url, analyticsPoolSize, { default_transaction_read_only: 'on' });
  const timers: NodeJS.Timeout[] = [];
  try {
    let partitionWarnings = await migrate(pool, Date.now(), log);
    const describe = async () => {
      const r = (
        await pool.query(`SELECT current_setting('synchronous_commit') AS synchronous_commit, current_setting('fsync') AS fsync,
        current_setting('server_version') AS server_version, current_database() AS database,
        (SELECT count(*) FROM pg_inherits WHERE inhparent = 'events'::regclass) AS partitions`)
      ).rows[0] as Record<string, unknown>;
      return {
        engine: 'postgres',
        database: r.database,
        serverVersion: r.server_version,
        synchronousCommit: r.synchronous_commit,
        fsync: r.fsync,
        partitions: r.partitions,
        ...(partitionWarnings.length ? { partitionWarnings } : {}),
      };
    };
    const facts = await describe();
    if (!DURABLE_COMMIT.has(String(facts.synchronousCommit)) || facts.fsync !== 'on') {
      throw new Error(
        `PostgreSQL does not flush commits (synchronous_commit=${String(facts.synchronousCommit)}, fsync=${String(facts.fsync)}); ` +
          'an acknowledged event could be lost in a crash',
      );
    }
    // Hourly: partitions for the months ahead (any instance may do it; they take turns),
    // expired idempotency records and the deletion log's old entries.
    timers.push(
      setInterval(() => {
        void pool
          .connect()
          .then(async (client) => {
            try {
              partitionWarnings = await maintainPartitions(client);
            } finally {
              client.release();
            }
          })
          .catch(() => {});
        void pool
          .query('DELETE FROM idempotency_keys WHERE created_at <= $1', [Date.now() - IDEMPOTENCY_TTL_MS])
          .catch(() => {});
        void pool
          .query(
            `DELETE FROM deleted_events WHERE at < now() - interval '${DELETION_LOG_KEPT}'
              AND xid < pg_snapshot_xmin(pg_current_snapshot())`,
          )
          .catch(() => {});
      }, 60 * 60_000),
    );
    for (const t of timers) t.unref();

    const replica = columnar ? startCopy(url, columnar.dataDir, log) : null;
    let analyticsInFlight = 0;
    const analytics: AnalyticsRunner = {
      dialect: 'postgres',
      async all<T>(sql: string, params: readonly unknown[]) {
        analyticsInFlight++;
        try {
          return (await analyticsPool.query(sql, [...params])).rows as T[];
        } finally {
          analyticsInFlight--;
        }
      },
      pending: () => analyticsInFlight + (replica?.runner()?.pending?.() ?? 0),
      columnar: () => replica?.runner() ?? null,
    };
    const accounts = createAccountStore(pool, url);
    return {
      events: createEventStore(pool),
      accounts,
      analytics,
      describe,
      whenColumnarReady: replica ? () => replica.whenReady() : undefined,
      async close() {
        for (const t of timers) clearInterval(t);
        await replica?.close();
        replica?.remove();
        await accounts.close();
        await Promise.all([pool.end(), analyticsPool.end()]);
      },
    };
  } catch (err) {
    await Promise.all([pool.end(), analyticsPool.end()]);
    throw err;
  }
}

/** The copy's file in DATA_DIR: this process's own, removed when it closes; those of processes gone are removed. */
function startCopy(url: string, dataDir: string, log: ReplicaLog): Replica & { remove(): void } {
  const mine = `postgres-${process.pid}.columnar.duckdb`;
  for (const f of readdirSync(dataDir)) {
    const pid = /^postgres-(\d+)\.columnar\.duckdb(\.wal)?$/.exec(f)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(dataDir, f), { force: true });
  }
  const replica = startReplica({ kind: 'postgres', url }, { replicaFile: join(dataDir, mine), log });
  return {
    ...replica,
    remove() {
      for (const f of [mine, `${mine}.wal`]) rmSync(join(dataDir, f), { force: true });
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
