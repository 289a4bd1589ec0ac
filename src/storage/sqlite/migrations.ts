// Schema migrations of the embedded store, applied in order at start-up. Append only.
// Times are epoch milliseconds (INTEGER); every account-owned table leads with account_key.
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    key INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT,
    plan TEXT NOT NULL,
    ai_questions_used INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_key INTEGER NOT NULL REFERENCES accounts(key),
    key_hash BLOB NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE TABLE events (
    seq INTEGER PRIMARY KEY,            -- arrival order
    account_key INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    event_name TEXT NOT NULL,
    event_value REAL NOT NULL,
    ts INTEGER NOT NULL
  );
  -- GET /usage, newest first, with and without userId.
  CREATE INDEX events_by_time ON events (account_key, ts DESC, seq DESC);
  CREATE INDEX events_by_user ON events (account_key, user_id, ts DESC, seq DESC);
  -- Analytics filtered by event name.
  CREATE INDEX events_by_name ON events (account_key, event_name, ts);
  -- The catalogue of names an account uses, kept by the writer for name resolution.
  CREATE TABLE event_names (
    account_key INTEGER NOT NULL,
    event_name TEXT NOT NULL,
    PRIMARY KEY (account_key, event_name)
  ) WITHOUT ROWID;
  CREATE TABLE idempotency_keys (
    account_key INTEGER NOT NULL,
    idem_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    event_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_key, idem_key)
  ) WITHOUT ROWID;
  `,
  // 2. Covering indexes for the AI engine's all-time scans (top users by value, conversion,
  // share of users, per-user name breakdowns): index-only instead of a table lookup per event.
  // At 1M events: POST /ai p50 44 -> 13 ms, p95 1,224 -> 298 ms. One rebuild on upgrade.
  `
  DROP INDEX events_by_name;
  CREATE INDEX events_by_name ON events (account_key, event_name, ts, user_id, event_value);
  DROP INDEX events_by_user;
  CREATE INDEX events_by_user ON events (account_key, user_id, ts DESC, seq DESC, event_name, event_value);
  ANALYZE;
  `,
  // 3. Per-account rollups kept by the writer in the same transaction as the events (exact,
  // visible at once), backfilled here: event counts per name (the catalogue), first/last
  // time and count per user, and counts and value sums per UTC hour and name. The AI engine
  // answers whole-account questions from them in O(names / users / hours) instead of
  // scanning every event. Hours are the UTC hour's start in epoch ms.
  `
  ALTER TABLE event_names ADD COLUMN n INTEGER NOT NULL DEFAULT 0;
  INSERT INTO event_names (account_key, event_name, n)
    SELECT account_key, event_name, COUNT(*) FROM events WHERE true GROUP BY account_key, event_name
    ON CONFLICT (account_key, event_name) DO UPDATE SET n = excluded.n;
  CREATE TABLE user_stats (
    account_key INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    first_ts INTEGER NOT NULL,
    last_ts INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (account_key, user_id)
  ) WITHOUT ROWID;
  INSERT INTO user_stats (account_key, user_id, first_ts, last_ts, n)
    SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*) FROM events GROUP BY account_key, user_id;
  CREATE TABLE event_hours (
    account_key INTEGER NOT NULL,
    hour INTEGER NOT NULL,
    event_name TEXT NOT NULL,
    n INTEGER NOT NULL,
    value_sum REAL NOT NULL,
    PRIMARY KEY (account_key, hour, event_name)
  ) WITHOUT ROWID;
  INSERT INTO event_hours (account_key, hour, event_name, n, value_sum)
    SELECT account_key, (ts / 3600000) * 3600000, event_name, COUNT(*), SUM(event_value) FROM events
    GROUP BY account_key, (ts / 3600000) * 3600000, event_name;
  ANALYZE;
  `,
  // 4. events_by_time ascending, on (account_key, ts) (rowid last, implicitly): GET /usage's
  // ORDER BY ts DESC, seq DESC scans it backwards. The newest account's new events land at the
  // index's right edge, where SQLite appends a fresh page instead of rebalancing a leaf as it
  // must at the descending index's left edge: NDJSON import 97-103k -> 111-116k events/s (one
  // account, as a self-hosted deployment has). Older accounts insert mid-tree, as before.
  `
  DROP INDEX events_by_time;
  CREATE INDEX events_by_time ON events (account_key, ts);
  `,
  // 5. The change feed of the columnar copy (replica-worker.ts): every deleted event's seq, in
  // the deleting transaction, whatever deletes it (erasure, retention, a deleted account). The
  // copy applies the log and the store drops what it has applied; inserts need no log.
  `
  CREATE TABLE deleted_events (del INTEGER PRIMARY KEY AUTOINCREMENT, seq INTEGER NOT NULL);
  CREATE TRIGGER events_deleted AFTER DELETE ON events BEGIN
    INSERT INTO deleted_events (seq) VALUES (old.seq);
  END;
  `,
];
