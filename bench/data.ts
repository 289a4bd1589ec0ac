// Benchmark data: the AI kit's dataset scaled up, a large synthetic history for GET /usage,
// loaded either through the store's own insert path (insertEvents) or by the fast loaders below.
import Database from 'better-sqlite3';
import pg from 'pg';
import { eventIdFactory } from '../src/domain/secrets.js';
import { BatchRollup, createRollupWriter } from '../src/storage/sqlite/rollups.js';
import type { EventWrite, Store } from '../src/storage/types.js';

const KIT = new URL('../../shared/ai/eval/', import.meta.url);

export interface KitEvent {
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: string;
}
interface KitCase {
  id: string;
  type: string;
  question: unknown;
}
export const kit = {
  dataset: (await import(new URL('dataset.mjs', KIT).href)) as {
    generateEvents(now: Date, seed?: number): KitEvent[];
  },
  questions: (await import(new URL('questions.mjs', KIT).href)) as {
    cases: KitCase[];
    questionText(c: KitCase, now: Date): string;
  },
  plansFile: new URL('plans.json', KIT).pathname,
};

/**
 * The kit's product (about 40,000 events of 800 users over 120 days per seed) repeated with
 * further seeds until `count` events: seed 1 keeps the kit's user ids (the personas the
 * questions name); later seeds get their own users (u<seed>_NNNN). Sorted by time.
 */
export function scaledKitEvents(now: Date, count: number): KitEvent[] {
  const all: KitEvent[] = [];
  for (let seed = 1; all.length < count; seed++) {
    for (const e of kit.dataset.generateEvents(now, seed)) {
      all.push(seed === 1 ? e : { ...e, userId: e.userId.replace(/^u_/, `u${seed}_`) });
    }
  }
  all.length = count;
  return all.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

export const toNdjson = (events: readonly KitEvent[]) =>
  events.map((e) => JSON.stringify(e)).join('\n') + '\n';

const NAMES = [
  'login',
  'page_view',
  'task_created',
  'task_completed',
  'comment_added',
  'file_uploaded',
  'invite_sent',
  'report_exported',
  'search',
  'api_call',
  'export_csv',
  'upgrade_plan',
];
export const LIST_USERS = 100_000;
export const listUserId = (n: number) => `user_${String(n).padStart(6, '0')}`;
const LIST_SPAN_MS = 365 * 86_400_000;

/**
 * A year of history for one account: `count` events of LIST_USERS users (skewed: user
 * floor(r² × LIST_USERS)), 12 names, values 0-99, arriving roughly in time order (as live traffic
 * does), each with an event id minted at its own time. Calls `row` once per event, in order.
 */
export function historyRows(
  count: number,
  now: number,
  row: (eventId: string, userId: string, eventName: string, eventValue: number, ts: number) => void,
): void {
  const start = now - LIST_SPAN_MS;
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  let ts = 0;
  const newId = eventIdFactory(() => ts);
  for (let k = 0; k < count; k++) {
    const userId = listUserId(Math.floor(rnd() ** 2 * LIST_USERS));
    const eventName = NAMES[Math.floor(rnd() * NAMES.length)] as string;
    const eventValue = Math.floor(rnd() * 100);
    ts = Math.floor(start + (k / count) * LIST_SPAN_MS + rnd() * 60_000);
    row(newId(), userId, eventName, eventValue, ts);
  }
}

/** historyRows as EventWrite batches of `batch` events (for the store's insertEvents). */
export function* listHistory(
  accountKey: number,
  count: number,
  batch: number,
  now = Date.now(),
): Generator<EventWrite[]> {
  let writes: EventWrite[] = [];
  const all: EventWrite[][] = [];
  historyRows(count, now, (eventId, userId, eventName, eventValue, timestamp) => {
    writes.push({ accountKey, event: { eventId, userId, eventName, eventValue, timestamp } });
    if (writes.length === batch) {
      all.push(writes);
      writes = [];
    }
  });
  if (writes.length) all.push(writes);
  yield* all;
}

/** Opens the store of a service's DATA_DIR / DATABASE_URL in this process (to bulk load). */
export async function openStore(kind: 'sqlite' | 'postgres', target: string): Promise<Store> {
  if (kind === 'sqlite') {
    const { createSqliteStore } = await import('../src/storage/sqlite/store.js');
    // A large writer cache keeps the user index in memory while 10M events go in.
    return createSqliteStore(target, { analyticsWorkers: 1, writerCacheMb: 2048 });
  }
  const path = '../src/storage/postgres/store.js';
  const { createPostgresStore } = (await import(path)) as {
    createPostgresStore(url: string): Promise<Store>;
  };
  return createPostgresStore(target);
}

/** Loads `count` events into an account through insertEvents; returns events per second. */
export async function bulkLoad(
  store: Store,
  accountId: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const account = await store.accounts.getAccount(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const started = performance.now();
  let done = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  // The next batch is generated while the writer commits the previous one.
  for (const batch of listHistory(account.key, count, 50_000)) {
    await inFlight;
    inFlight = store.events.insertEvents(batch);
    done += batch.length;
    if (done % 1_000_000 === 0) onProgress?.(done);
  }
  await inFlight;
  return count / ((performance.now() - started) / 1000);
}

// ---- fast bulk loads (the service is stopped meanwhile) ---------------------------------------

/**
 * Tables the fast loaders fill consistently (events and the name catalogue) or leave alone.
 * Any other table (a rollup kept by the writer, say) makes them refuse, and the bench falls
 * back to insertEvents, which maintains it.
 */
const KNOWN_TABLES = new Set([
  'accounts',
  'deleted_events', // the columnar copy's log of deletions: a load deletes nothing
  'api_keys',
  'events',
  'event_names',
  'idempotency_keys',
  'schema_migrations',
  'user_stats',
  'event_hours',
]);

export type FastLoad = { perSecond: number } | { refused: string };

/**
 * SQLite: one connection in this process (synchronous=OFF and a 1 GiB cache: setup data, not
 * a durability claim), the indexes of `events` dropped, the rows inserted in 1M-row
 * transactions together with their rollups (the writer's own rollups.ts: name counts, user_stats,
 * event_hours), then the indexes re-created from their own stored `CREATE INDEX` text (and their
 * planner statistics restored), so the schema ends byte-for-byte as the migrations left it.
 */
export function fastLoadSqlite(
  file: string,
  accountKey: number,
  count: number,
  onProgress?: (done: number) => void,
): FastLoad {
  const db = new Database(file);
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const unknown = tables.filter((t) => !KNOWN_TABLES.has(t));
    if (unknown.length) return { refused: `tables the fast loader does not fill: ${unknown.join(', ')}` };
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1048576');
    db.pragma('temp_store = MEMORY');
    db.pragma('threads = 2'); // CREATE INDEX may sort with a helper thread
    const schemaOf = () =>
      JSON.stringify(
        db
          .prepare(
            'SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name',
          )
          .all(),
      );
    const before = schemaOf();
    const indexes = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' AND sql IS NOT NULL",
      )
      .all() as { name: string; sql: string }[];
    const hasStats =
      db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'").pluck().get() === 1;
    const stats = hasStats
      ? (db.prepare("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl = 'events'").all() as {
          tbl: string;
          idx: string | null;
          stat: string;
        }[])
      : [];
    const started = performance.now();
    db.transaction(() => {
      for (const i of indexes) db.exec(`DROP INDEX "${i.name}"`);
    })();
    const insert = db.prepare(
      'INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const writeRollup = createRollupWriter(db);
    let rollup = new BatchRollup();
    let done = 0;
    db.exec('BEGIN');
    historyRows(count, Date.now(), (eventId, userId, eventName, eventValue, ts) => {
      insert.run(accountKey, eventId, userId, eventName, eventValue, ts);
      rollup.add(accountKey, userId, eventName, eventValue, ts);
      if (++done % 1_000_000 === 0) {
        writeRollup(rollup);
        rollup = new BatchRollup();
        db.exec('COMMIT');
        onProgress?.(done);
        db.exec('BEGIN');
      }
    });
    writeRollup(rollup);
    db.exec('COMMIT');
    const loaded = performance.now();
    db.transaction(() => {
      for (const i of indexes) db.exec(i.sql);
      if (hasStats) {
        db.prepare("DELETE FROM sqlite_stat1 WHERE tbl = 'events'").run();
        const put = db.prepare('INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)');
        for (const s of stats) put.run(s.tbl, s.idx, s.stat);
      }
    })();
    if (schemaOf() !== before)
      throw new Error("fast load: the schema after the load differs from the migrations' one");
    db.pragma('wal_checkpoint(TRUNCATE)');
    const seconds = (performance.now() - started) / 1000;
    console.error(
      `  rows ${((loaded - started) / 1000).toFixed(1)} s, indexes ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
    );
    return { perSecond: count / seconds };
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: rows generated by the server (INSERT … SELECT … FROM generate_series, 1M per
 * statement, synchronous_commit off for this session) with the distribution of historyRows
 * (same user skew, names, values, one year in arrival order; ids `evt_` + 26 characters,
 * time-ordered), with the indexes of events dropped and re-created from their own definitions
 * (checked identical, partition by partition); then the name
 * rollups (name counts, user_stats, event_hours) by the GROUP BYs WRITE_BATCH upserts, and VACUUM ANALYZE (the steady state autovacuum reaches on a live table).
 */
export async function fastLoadPostgres(
  url: string,
  accountKey: number,
  count: number,
  onProgress?: (done: number) => void,
): Promise<FastLoad> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (
      await c.query<{ name: string }>(`SELECT relname AS name FROM pg_class
      WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace AND NOT relispartition`)
    ).rows.map((r) => r.name);
    const unknown = tables.filter((t) => !KNOWN_TABLES.has(t));
    if (unknown.length) return { refused: `tables the fast loader does not fill: ${unknown.join(', ')}` };
    const prior = Number(
      (await c.query('SELECT count(*) AS n FROM events WHERE account_key = $1', [accountKey])).rows[0].n,
    );
    if (prior) return { refused: `account ${accountKey} already has ${prior} events` };
    await c.query('SET synchronous_commit = off');
    await c.query("SET maintenance_work_mem = '512MB'");
    // The indexes of events (on the partitioned table; each partition has its own) are dropped
    // for the load and re-created from their own definitions; checked identical after.
    const indexesOf = async () =>
      (
        await c.query<{ name: string; def: string }>(`SELECT i.indexrelid::regclass::text AS name,
      pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = 'events' OR t.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'events'::regclass)
      ORDER BY 1`)
      ).rows;
    const before = await indexesOf();
    const parent = (
      await c.query<{
        name: string;
        def: string;
      }>(`SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def
      FROM pg_index WHERE indrelid = 'events'::regclass`)
    ).rows;
    const now = Date.now();
    const started = performance.now();
    for (const i of parent) await c.query(`DROP INDEX ${i.name}`);
    const CHUNK = 1_000_000;
    for (let from = 0; from < count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK) - 1;
      await c.query(
        `INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts)
        SELECT $1::bigint,
          'evt_' || lpad(upper(to_hex(ts)), 12, '0') || upper(substr(md5(g::text), 1, 14)),
          'user_' || lpad(floor(power(random(), 2) * ${LIST_USERS})::int::text, 6, '0'),
          ($2::text[])[1 + floor(random() * ${NAMES.length})::int],
          floor(random() * 100),
          ts
        FROM (SELECT g, floor($3::float8 + (g::float8 / $4) * ${LIST_SPAN_MS} + random() * 60000)::bigint AS ts
              FROM generate_series($5::bigint, $6::bigint) AS g) AS r`,
        [accountKey, NAMES, now - LIST_SPAN_MS, count, from, to],
      );
      onProgress?.(to + 1);
    }
    // The rollups WRITE_BATCH keeps (same upserts), from the loaded events (the account had none).
    await c.query(
      `INSERT INTO event_names AS t (account_key, event_name, n)
      SELECT account_key, event_name, COUNT(*) FROM events WHERE account_key = $1 GROUP BY account_key, event_name
      ON CONFLICT (account_key, event_name) DO UPDATE SET n = t.n + excluded.n`,
      [accountKey],
    );
    await c.query(
      `INSERT INTO user_stats AS t (account_key, user_id, first_ts, last_ts, n)
      SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*) FROM events WHERE account_key = $1 GROUP BY account_key, user_id
      ON CONFLICT (account_key, user_id) DO UPDATE SET first_ts = LEAST(t.first_ts, excluded.first_ts),
        last_ts = GREATEST(t.last_ts, excluded.last_ts), n = t.n + excluded.n`,
      [accountKey],
    );
    await c.query(
      `INSERT INTO event_hours AS t (account_key, hour, event_name, n, value_sum)
      SELECT account_key, (ts / 3600000) * 3600000 AS hour, event_name, COUNT(*), SUM(event_value) FROM events WHERE account_key = $1
      GROUP BY account_key, hour, event_name
      ON CONFLICT (account_key, hour, event_name) DO UPDATE SET n = t.n + excluded.n, value_sum = t.value_sum + excluded.value_sum`,
      [accountKey],
    );
    const loaded = performance.now();
    // pg_get_indexdef words a partitioned index "ON ONLY events" (its partitions' indexes are
    // attached separately); created without ONLY, it builds them all, named as before.
    for (const i of parent) await c.query(i.def.replace(' ON ONLY ', ' ON '));
    const after = await indexesOf();
    const missing = before.filter((x) => !after.some((y) => y.name === x.name && y.def === x.def));
    const added = after.filter((x) => !before.some((y) => y.name === x.name && y.def === x.def));
    if (missing.length || added.length) {
      throw new Error(
        `fast load: the indexes of events differ from the migrations' ones: missing ${JSON.stringify(missing.slice(0, 2))}, new ${JSON.stringify(added.slice(0, 2))}`,
      );
    }
    const indexed = performance.now();
    await c.query('VACUUM (ANALYZE) events');
    console.error(
      `  rows ${((loaded - started) / 1000).toFixed(1)} s, indexes ${((indexed - loaded) / 1000).toFixed(1)} s, vacuum analyze ${((performance.now() - indexed) / 1000).toFixed(1)} s`,
    );
    return { perSecond: count / ((performance.now() - started) / 1000) };
  } finally {
    await c.end();
  }
}
