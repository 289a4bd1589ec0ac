// The embedded store: one SQLite file in DATA_DIR (WAL, synchronous=FULL). Event batches are
// committed by a writer thread (writer.ts), one transaction per group-committed batch; account
// changes and reads run on the main thread's connection; analytics run in worker threads.
import { statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { toAccount, toEvent, type AccountRow, type EventRow } from '../rows.js';
import { newAccountId } from '../../domain/secrets.js';
import { createKeyCache, KEY_CACHE_SIZE } from '../key-cache.js';
import type { AccountStore, AnalyticsRunner, EventStore, Store } from '../types.js';
import { eraseInChunks } from '../erase.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import { createAnalyticsPool } from './analytics.js';
import { durabilitySettings, migrate, openDatabase, type Db } from './open.js';
import { QUIET_LOG, startReplica, type Replica, type ReplicaLog } from '../columnar/replica.js';
import { spawnWorker } from '../spawn-worker.js';
import { startWriterThread, type WriterThread } from './writer.js';

/**
 * Free space below which a store that ran out of room stays not-ready: a WAL commit needs room
 * for its pages, and a checkpoint for the database file to grow.
 */
const MIN_FREE_BYTES = 4 * 1024 * 1024;

/** GET /usage's queries: each reads one index in order (events_by_time backwards, events_by_user), never a sort. */
export const LIST_SQL = {
  all: 'SELECT event_id, user_id, event_name, event_value, ts FROM events WHERE account_key = ? ORDER BY ts DESC, seq DESC LIMIT ?',
  user: 'SELECT event_id, user_id, event_name, event_value, ts FROM events WHERE account_key = ? AND user_id = ? ORDER BY ts DESC, seq DESC LIMIT ?',
};

/**
 * Page cache of the export's own connection: an export reads every page of an account once,
 * which on the main connection would fill its 64 MiB cache (and the server's memory) for nothing.
 */
const EXPORT_CACHE_MB = 2;
/**
 * The main thread's connection: keys, accounts, GET /usage's index reads, start-up's
 * `PRAGMA optimize`. With 64 MB, a service restarted after a 10M import held ~50 MB more
 * (405 → 356 MB in the 10M bench; docs/benchmarks.md); which reads fill it was not traced.
 */
const MAIN_CACHE_MB = 16;

function createEventStore(db: Db, writer: WriterThread, exportDb: Db): EventStore {
  const findKey = db.prepare(
    'SELECT event_id, fingerprint FROM idempotency_keys WHERE account_key = ? AND idem_key = ? AND created_at > ?',
  );
  const listAll = db.prepare(LIST_SQL.all);
  const listUser = db.prepare(LIST_SQL.user);
  // events_by_time gives the timestamp order; equal timestamps are sorted by eventId among themselves
  const exportRows = exportDb.prepare(`SELECT event_id, user_id, event_name, event_value, ts FROM events
    WHERE account_key = @account AND ts >= @from AND ts < @to AND (ts > @ts OR (ts = @ts AND event_id > @id))
    ORDER BY ts, event_id LIMIT @limit`);

  return {
    insertEvents: (writes) => writer.insertEvents(writes),
    insertClaimed: (writes, claim) => writer.insertClaimed(writes, claim),
    eraseUser: (accountKey, userId) =>
      eraseInChunks((limit) => writer.eraseUserChunk(accountKey, userId, limit)),
    eraseAccount: (accountKey) => eraseInChunks((limit) => writer.eraseAccountChunk(accountKey, limit)),
    eraseOlder: (accountKey, before) =>
      eraseInChunks((limit) => writer.eraseOlderChunk(accountKey, before, limit)),
    writesInCallOrder: true, // the writer thread takes its messages in order
    async exportPage(accountKey, { from, to, after, limit }) {
      const rows = exportRows.all({
        account: accountKey,
        from: from ?? -1,
        to: to ?? Number.MAX_SAFE_INTEGER,
        ts: after?.timestamp ?? -1,
        id: after?.eventId ?? '',
        limit,
      }) as EventRow[];
      return rows.map(toEvent);
    },
    async listEvents(accountKey, { limit, userId }) {
      const rows = (
        userId === undefined ? listAll.all(accountKey, limit) : listUser.all(accountKey, userId, limit)
      ) as EventRow[];
      return rows.map(toEvent);
    },
    async findIdempotency(accountKey, key) {
      const row = findKey.get(accountKey, key, Date.now() - IDEMPOTENCY_TTL_MS) as
        { event_id: string; fingerprint: string } | undefined;
      return row ? { eventId: row.event_id, fingerprint: row.fingerprint } : null;
    },
  };
}

/**
 * The account store. findKeyByHash is cached: this process is the only one that writes the
 * embedded database's accounts and keys (the writer thread writes events only), so every
 * change of what a cached record holds goes through this object, which drops the affected
 * entries in the same synchronous step as the UPDATE (revokeKey: that key; setPlan,
 * reserveQuestion, releaseQuestion: every key of that account). A revoked key is refused and
 * a plan change applies on the very next request. Misses are not cached (a key created later
 * is found at once). (The PostgreSQL store, written by several instances, learns of changes
 * by NOTIFY instead.)
 */
function createAccountStore(db: Db, keyCacheSize = KEY_CACHE_SIZE): AccountStore {
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const deleteKeys = db.prepare('DELETE FROM api_keys WHERE account_key = ?');
  const deleteAccountRow = db.prepare('DELETE FROM accounts WHERE key = ?');
  const removeAccount = db.transaction((key: number) => {
    deleteKeys.run(key);
    deleteAccountRow.run(key);
  });
  const insertAccount = db.prepare(
    'INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?) RETURNING *',
  );
  const updatePlan = db.prepare('UPDATE accounts SET plan = ? WHERE id = ? RETURNING *');
  const insertKey = db.prepare(
    'INSERT INTO api_keys (id, account_key, key_hash, created_at) SELECT ?, key, ?, ? FROM accounts WHERE id = ?',
  );
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const byHash =
    db.prepare(`SELECT k.id AS key_id, a.* FROM api_keys k JOIN accounts a ON a.key = k.account_key
    WHERE k.key_hash = ? AND k.revoked_at IS NULL`);
  // One statement: the check and the increment cannot interleave with another request's.
  const reserve = db.prepare(
    'UPDATE accounts SET ai_questions_used = ai_questions_used + 1 WHERE key = ? AND (? IS NULL OR ai_questions_used < ?)',
  );
  const release = db.prepare(
    'UPDATE accounts SET ai_questions_used = ai_questions_used - 1 WHERE key = ? AND ai_questions_used > 0',
  );

  const cache = createKeyCache(keyCacheSize);
  const forget = cache.forget;

  return {
    async createAccount({ name, plan }) {
      return toAccount(insertAccount.get(newAccountId(), name, plan, Date.now()) as AccountRow);
    },
    async getAccount(accountId) {
      const row = byId.get(accountId) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async accountsOnPlans(plans) {
      return (
        db
          .prepare(`SELECT * FROM accounts WHERE plan IN (${plans.map(() => '?').join(', ') || 'NULL'})`)
          .all(...plans) as AccountRow[]
      ).map(toAccount);
    },
    async setPlan(accountId, plan) {
      forget((r) => r.account.id === accountId);
      const row = updatePlan.get(plan, accountId) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async createKey(accountId, keyId, keyHash) {
      return insertKey.run(keyId, Buffer.from(keyHash, 'hex'), Date.now(), accountId).changes === 1;
    },
    async revokeKey(keyId) {
      forget((r) => r.keyId === keyId);
      return revoke.run(Date.now(), keyId).changes === 1;
    },
    async findKeyByHash(keyHash) {
      const hit = cache.get(keyHash);
      if (hit) return hit;
      const row = byHash.get(Buffer.from(keyHash, 'hex')) as (AccountRow & { key_id: string }) | undefined;
      if (!row) return null;
      const record = { keyId: row.key_id, account: toAccount(row) };
      cache.set(keyHash, record);
      return record;
    },
    async reserveQuestion(accountKey, limit) {
      forget((r) => r.account.key === accountKey);
      return reserve.run(accountKey, limit, limit).changes === 1;
    },
    async releaseQuestion(accountKey) {
      forget((r) => r.account.key === accountKey);
      release.run(accountKey);
    },
    async deleteAccount(accountId) {
      const account = byId.get(accountId) as AccountRow | undefined;
      if (!account) return null;
      // the cache first, in the same synchronous step: no request finds a key of it after this
      forget((r) => r.account.id === accountId);
      removeAccount(account.key);
      return account.key;
    },
  };
}

/** How often the checkpointer thread moves committed WAL frames into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;

/** The checkpointer thread (checkpoint-worker.ts), replaced if it dies. */
function startCheckpointer(file: string): { close(): Promise<void> } {
  let closed = false;
  let worker: Worker;
  const spawn = () => {
    worker = spawnWorker('sqlite/checkpoint-worker', { file, intervalMs: CHECKPOINT_INTERVAL_MS });
    worker.unref();
    worker.on('error', () => {}); // followed by 'exit'
    worker.once('exit', () => {
      if (!closed) setTimeout(spawn, 1000).unref();
    });
  };
  spawn();
  return {
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}

export interface SqliteStoreOptions {
  analyticsWorkers?: number;
  writerCacheMb?: number;
  keyCacheSize?: number;
  /** Keep the columnar copy of the events (COLUMNAR_COPY=on) for the long analytics scans. */
  columnar?: boolean;
  log?: ReplicaLog;
}

/**
 * `writerCacheMb`: the writer connection's page cache. Event inserts land all over the three
 * `events` indexes; at 1M events 64 -> 160 MiB took the NDJSON import from ~71k to ~82k
 * events/s. It fills only as the writer touches pages, and 160 MiB keeps the service under
 * its 400 MB RSS budget at 10M events (200 MB measured with the reads' caches).
 */
export async function createSqliteStore(
  dataDir: string,
  {
    analyticsWorkers = 2,
    writerCacheMb = 160,
    keyCacheSize = KEY_CACHE_SIZE,
    columnar = true,
    log = QUIET_LOG,
  }: SqliteStoreOptions = {},
): Promise<Store> {
  const file = join(dataDir, 'usage.db');
  const db = openDatabase(file, { cacheMb: MAIN_CACHE_MB });
  migrate(db);
  // The copy is rebuilt at every start: the deletions logged for an earlier one are spent.
  const dropDeletions = db.prepare('DELETE FROM deleted_events WHERE del <= ?');
  db.exec('DELETE FROM deleted_events');
  // Without a copy nothing reads the log: no trigger writes it.
  db.exec(
    columnar
      ? `CREATE TRIGGER IF NOT EXISTS events_deleted AFTER DELETE ON events BEGIN
          INSERT INTO deleted_events (seq) VALUES (old.seq);
        END`
      : 'DROP TRIGGER IF EXISTS events_deleted',
  );
  // Keeps the planner's statistics current as accounts grow (bounded work, see SQLite docs).
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize');
  const settings = durabilitySettings(db);
  if (settings.journalMode !== 'wal' || settings.synchronous !== 2) {
    throw new Error(
      `SQLite refused the durability settings (journal_mode=${settings.journalMode}, synchronous=${settings.synchronous})`,
    );
  }
  const writer = await startWriterThread(file, { cacheMb: writerCacheMb });
  const exportDb = openDatabase(file, { readonly: true, cacheMb: EXPORT_CACHE_MB });
  const checkpointer = startCheckpointer(file);
  const pool = createAnalyticsPool(file, analyticsWorkers);
  let spent = 0;
  const replica: Replica | null = columnar
    ? startReplica(
        { kind: 'sqlite', file },
        {
          replicaFile: join(dataDir, 'usage.columnar.duckdb'),
          log,
          onConsumed(del) {
            if (del - spent < 10_000) return;
            spent = del;
            try {
              dropDeletions.run(del);
            } catch {
              /* busy: dropped with a later report */
            }
          },
        },
      )
    : null;
  const analytics: AnalyticsRunner & { close(): Promise<void> } = {
    close: () => pool.close(),
    dialect: pool.dialect,
    all: (sql, params) => pool.all(sql, params),
    pending: () => (pool.pending?.() ?? 0) + (replica?.runner()?.pending?.() ?? 0),
    columnar: () => replica?.runner() ?? null,
  };
  const sweep = setInterval(
    () => void writer.expireIdempotency(Date.now() - IDEMPOTENCY_TTL_MS).catch(() => {}),
    10 * 60_000,
  );
  sweep.unref();
  return {
    events: createEventStore(db, writer, exportDb),
    accounts: createAccountStore(db, keyCacheSize),
    analytics,
    async describe() {
      return { engine: 'sqlite', file, ...durabilitySettings(db) };
    },
    async hasRoom() {
      const fs = await statfs(dirname(file));
      return fs.bavail * fs.bsize >= MIN_FREE_BYTES;
    },
    whenColumnarReady: replica ? () => replica.whenReady() : undefined,
    async close() {
      clearInterval(sweep);
      await replica?.close();
      await analytics.close();
      await writer.close();
      await checkpointer.close();
      exportDb.close();
      db.close();
    },
  };
}
