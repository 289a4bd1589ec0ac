// The embedded store: one SQLite file in DATA_DIR (WAL, synchronous=FULL). Writes run on the
// main thread in one transaction per group-committed batch; analytics run in worker threads.
import { join } from 'node:path';
import type { Account, UsageEvent } from '../../domain/types.js';
import { newAccountId } from '../../domain/secrets.js';
import type { AccountStore, EventStore, Store, WriteOutcome } from '../types.js';
import { IDEMPOTENCY_TTL_MS } from '../types.js';
import { createAnalyticsPool } from './analytics.js';
import { durabilitySettings, migrate, openDatabase, type Db } from './open.js';

interface AccountRow { key: number; id: string; name: string | null; plan: string; ai_questions_used: number; created_at: number }
interface EventRow { event_id: string; user_id: string; event_name: string; event_value: number; ts: number }

const toAccount = (r: AccountRow): Account =>
  ({ id: r.id, key: r.key, name: r.name, plan: r.plan, aiQuestionsUsed: r.ai_questions_used, createdAt: r.created_at });
const toEvent = (r: EventRow): UsageEvent =>
  ({ eventId: r.event_id, userId: r.user_id, eventName: r.event_name, eventValue: r.event_value, timestamp: r.ts });

function createEventStore(db: Db): EventStore {
  const insertEvent = db.prepare('INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES (?, ?, ?, ?, ?, ?)');
  const insertName = db.prepare('INSERT OR IGNORE INTO event_names (account_key, event_name) VALUES (?, ?)');
  // A record older than the TTL may be taken over by a new request with the same key.
  const claimKey = db.prepare(`INSERT INTO idempotency_keys (account_key, idem_key, fingerprint, event_id, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_key, idem_key) DO UPDATE SET
    fingerprint = excluded.fingerprint, event_id = excluded.event_id, created_at = excluded.created_at
    WHERE idempotency_keys.created_at <= excluded.created_at - ${IDEMPOTENCY_TTL_MS}`);
  const findKey = db.prepare('SELECT event_id, fingerprint FROM idempotency_keys WHERE account_key = ? AND idem_key = ? AND created_at > ?');
  const listAll = db.prepare('SELECT event_id, user_id, event_name, event_value, ts FROM events WHERE account_key = ? ORDER BY ts DESC, seq DESC LIMIT ?');
  const listUser = db.prepare('SELECT event_id, user_id, event_name, event_value, ts FROM events WHERE account_key = ? AND user_id = ? ORDER BY ts DESC, seq DESC LIMIT ?');
  const knownNames = new Set<string>();

  const writeBatch = db.transaction((writes: Parameters<EventStore['insertEvents']>[0]) => {
    const now = Date.now();
    return writes.map((w): WriteOutcome => {
      const e = w.event;
      if (w.idempotency) {
        const claimed = claimKey.run(w.accountKey, w.idempotency.key, w.idempotency.fingerprint, e.eventId, now).changes === 1;
        if (!claimed) {
          const prior = findKey.get(w.accountKey, w.idempotency.key, now - IDEMPOTENCY_TTL_MS) as { event_id: string; fingerprint: string };
          return { kind: 'duplicate', eventId: prior.event_id, fingerprint: prior.fingerprint };
        }
      }
      insertEvent.run(w.accountKey, e.eventId, e.userId, e.eventName, e.eventValue, e.timestamp);
      const nameKey = `${w.accountKey}\u0000${e.eventName}`;
      if (!knownNames.has(nameKey)) {
        insertName.run(w.accountKey, e.eventName);
        knownNames.add(nameKey);
      }
      return { kind: 'stored' };
    });
  });

  return {
    async insertEvents(writes) {
      try {
        return writeBatch(writes);
      } catch (err) {
        knownNames.clear(); // a rolled-back batch may have added names that were not stored
        throw err;
      }
    },
    async listEvents(accountKey, { limit, userId }) {
      const rows = (userId === undefined ? listAll.all(accountKey, limit) : listUser.all(accountKey, userId, limit)) as EventRow[];
      return rows.map(toEvent);
    },
    async findIdempotency(accountKey, key) {
      const row = findKey.get(accountKey, key, Date.now() - IDEMPOTENCY_TTL_MS) as { event_id: string; fingerprint: string } | undefined;
      return row ? { eventId: row.event_id, fingerprint: row.fingerprint } : null;
    },
  };
}

function createAccountStore(db: Db): AccountStore {
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const insertAccount = db.prepare('INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?) RETURNING *');
  const updatePlan = db.prepare('UPDATE accounts SET plan = ? WHERE id = ? RETURNING *');
  const insertKey = db.prepare('INSERT INTO api_keys (id, account_key, key_hash, created_at) SELECT ?, key, ?, ? FROM accounts WHERE id = ?');
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const byHash = db.prepare(`SELECT k.id AS key_id, a.* FROM api_keys k JOIN accounts a ON a.key = k.account_key
    WHERE k.key_hash = ? AND k.revoked_at IS NULL`);
  // One statement: the check and the increment cannot interleave with another request's.
  const reserve = db.prepare('UPDATE accounts SET ai_questions_used = ai_questions_used + 1 WHERE key = ? AND (? IS NULL OR ai_questions_used < ?)');
  const release = db.prepare('UPDATE accounts SET ai_questions_used = ai_questions_used - 1 WHERE key = ? AND ai_questions_used > 0');

  return {
    async createAccount({ name, plan }) {
      return toAccount(insertAccount.get(newAccountId(), name, plan, Date.now()) as AccountRow);
    },
    async getAccount(accountId) {
      const row = byId.get(accountId) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async setPlan(accountId, plan) {
      const row = updatePlan.get(plan, accountId) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async createKey(accountId, keyId, keyHash) {
      return insertKey.run(keyId, keyHash, Date.now(), accountId).changes === 1;
    },
    async revokeKey(keyId) {
      return revoke.run(Date.now(), keyId).changes === 1;
    },
    async findKeyByHash(keyHash) {
      const row = byHash.get(keyHash) as (AccountRow & { key_id: string }) | undefined;
      return row ? { keyId: row.key_id, account: toAccount(row) } : null;
    },
    async reserveQuestion(accountKey, limit) {
      return reserve.run(accountKey, limit, limit).changes === 1;
    },
    async releaseQuestion(accountKey) {
      release.run(accountKey);
    },
  };
}

export async function createSqliteStore(dataDir: string, { analyticsWorkers = 2 } = {}): Promise<Store> {
  const file = join(dataDir, 'usage.db');
  const db = openDatabase(file);
  migrate(db);
  const settings = durabilitySettings(db);
  if (settings.journalMode !== 'wal' || settings.synchronous !== 2) {
    throw new Error(`SQLite refused the durability settings (journal_mode=${settings.journalMode}, synchronous=${settings.synchronous})`);
  }
  const analytics = createAnalyticsPool(file, analyticsWorkers);
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');
  const sweep = setInterval(() => expire.run(Date.now() - IDEMPOTENCY_TTL_MS), 10 * 60_000);
  sweep.unref();
  return {
    events: createEventStore(db),
    accounts: createAccountStore(db),
    analytics,
    async describe() {
      return { engine: 'sqlite', file, ...durabilitySettings(db) };
    },
    async close() {
      clearInterval(sweep);
      await analytics.close();
      db.close();
    },
  };
}
