// Schema migrations of the PostgreSQL store, applied in order at start-up under an advisory
// lock. Append only. Table and column names match the embedded store: the AI engine's SQL
// runs unchanged on both. account_key leads every account-owned key (Citus distribution column).
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    key BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT,
    plan TEXT NOT NULL,
    ai_questions_used INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
  );
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_key BIGINT NOT NULL REFERENCES accounts(key),
    key_hash BYTEA NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    revoked_at BIGINT
  );
  -- Arrival order across the whole table (ties of equal timestamps list newest first).
  CREATE SEQUENCE events_seq AS BIGINT;
  -- Range-partitioned by month on ts (epoch ms); partitions are created ahead by the store
  -- (partitions.ts). The DEFAULT partition catches anything outside them (old backfills).
  CREATE TABLE events (
    account_key BIGINT NOT NULL,
    seq BIGINT NOT NULL DEFAULT nextval('events_seq'),
    event_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    event_name TEXT NOT NULL,
    event_value DOUBLE PRECISION NOT NULL,
    ts BIGINT NOT NULL
  ) PARTITION BY RANGE (ts);
  ALTER SEQUENCE events_seq OWNED BY events.seq;
  CREATE TABLE events_default PARTITION OF events DEFAULT;
  -- GET /usage, newest first, with and without userId. Unique: the row identity
  -- (a partitioned table's unique index must contain the partition key, ts).
  CREATE UNIQUE INDEX events_by_time ON events (account_key, ts DESC, seq DESC);
  CREATE INDEX events_by_user ON events (account_key, user_id, ts DESC, seq DESC);
  -- Analytics filtered by event name.
  CREATE INDEX events_by_name ON events (account_key, event_name, ts);
  -- The catalogue of names an account uses, kept by the writer for name resolution.
  CREATE TABLE event_names (
    account_key BIGINT NOT NULL,
    event_name TEXT NOT NULL,
    PRIMARY KEY (account_key, event_name)
  );
  CREATE TABLE idempotency_keys (
    account_key BIGINT NOT NULL,
    idem_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    event_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_key, idem_key)
  );
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
];
