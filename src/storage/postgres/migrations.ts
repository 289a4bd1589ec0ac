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
  // 2. Per-account rollups kept by WRITE_BATCH in the same statement as the events (exact,
  // visible at once), backfilled here: event counts per name (the catalogue), first/last
  // time and count per user, counts and value sums per UTC hour (start, epoch ms) and name.
  // Writes are blocked while the backfill runs, so no event is missed by it.
  `
  LOCK TABLE events IN SHARE MODE;
  ALTER TABLE event_names ADD COLUMN n BIGINT NOT NULL DEFAULT 0;
  INSERT INTO event_names (account_key, event_name, n)
    SELECT account_key, event_name, COUNT(*) FROM events GROUP BY account_key, event_name
    ON CONFLICT (account_key, event_name) DO UPDATE SET n = excluded.n;
  CREATE TABLE user_stats (
    account_key BIGINT NOT NULL,
    user_id TEXT NOT NULL,
    first_ts BIGINT NOT NULL,
    last_ts BIGINT NOT NULL,
    n BIGINT NOT NULL,
    PRIMARY KEY (account_key, user_id)
  );
  INSERT INTO user_stats (account_key, user_id, first_ts, last_ts, n)
    SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*) FROM events GROUP BY account_key, user_id;
  CREATE TABLE event_hours (
    account_key BIGINT NOT NULL,
    hour BIGINT NOT NULL,
    event_name TEXT NOT NULL,
    n BIGINT NOT NULL,
    value_sum DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account_key, hour, event_name)
  );
  INSERT INTO event_hours (account_key, hour, event_name, n, value_sum)
    SELECT account_key, (ts / 3600000) * 3600000, event_name, COUNT(*), SUM(event_value) FROM events
    GROUP BY account_key, (ts / 3600000) * 3600000, event_name;
  ANALYZE event_names, user_stats, event_hours;
  `,
  // 3. The rollup rows that every batch updates (a name's count, the current hour) stay hot:
  // room on their pages keeps those updates HOT (no index entry per update, pruned in place),
  // and autovacuum visits the tables after every 1,000 dead rows instead of 20% of the table.
  `
  ALTER TABLE event_names SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
  ALTER TABLE event_hours SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
  ALTER TABLE user_stats SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
  `,
  // 4. The change feed of the columnar copy (change-feed.ts): the rows by seq; a writer's
  // transaction id taken before its seq (so a seq not yet visible belongs to a transaction whose
  // id is below the xmax of any snapshot that sees a later seq); and every deleted row's seq
  // logged with its transaction's id by a statement trigger. The index is built here once, on
  // an upgraded store in one pass over the events.
  `
  CREATE INDEX events_by_seq ON events (seq);
  ALTER TABLE events ALTER COLUMN seq SET DEFAULT
    (CASE WHEN pg_current_xact_id() IS NOT NULL THEN nextval('events_seq') END);
  CREATE TABLE deleted_events (
    seq BIGINT NOT NULL,
    xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
    at TIMESTAMPTZ NOT NULL DEFAULT now()
  );
  CREATE INDEX deleted_events_by_xid ON deleted_events (xid, seq);
  CREATE INDEX deleted_events_by_age ON deleted_events (at);
  CREATE FUNCTION log_deleted_events() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO deleted_events (seq) SELECT seq FROM gone;
      RETURN NULL;
    END $$;
  CREATE TRIGGER events_deleted AFTER DELETE ON events
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION log_deleted_events();
  `,
];
