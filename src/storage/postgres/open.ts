// Connection pools and start-up migration of the PostgreSQL store.
import pg from 'pg';
import { MIGRATIONS } from './migrations.js';
import { ensurePartitions } from './partitions.js';

/** One advisory lock key for schema changes, so instances starting together take turns. */
const SCHEMA_LOCK = 0x75736167; // 'usag'

// BIGINT (COUNT, ids, epoch ms) and NUMERIC (SUM of integers) come back as JS numbers, as
// from SQLite: every value this service stores is far below 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
export const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * Adds `-c name=value` settings to the URL's own `options` (pg lets the connection string
 * win over a separate `options` field, so they must go into the URL).
 */
export function withSessionSettings(url: string, settings: Record<string, string>): string {
  const parsed = new URL(url);
  const extra = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const current = parsed.searchParams.get('options');
  parsed.searchParams.set('options', current ? `${current} ${extra}` : extra);
  return parsed.toString();
}

export function createPool(url: string, max: number, settings: Record<string, string> = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: Object.keys(settings).length ? withSessionSettings(url, settings) : url,
    max,
    types,
    // A server that does not accept a connection within 3 s is unavailable: the request gets a
    // 503 (with Retry-After) rather than waiting on, and the group commit retries what it can.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server (restart, failover) is replaced on next use;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}

export interface MigrationLog {
  info(fields: Record<string, unknown>, msg: string): void;
}

/**
 * Applies missing migrations and creates the partitions ahead, holding the schema lock. Each
 * migration is logged before and after: on an upgraded store with many events one may take a
 * while (migration 4 builds an index over every event).
 */
export async function migrate(
  pool: pg.Pool,
  now = Date.now(),
  log: MigrationLog = { info: () => {} },
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
          (r) => r.version,
        ),
      );
      for (const [i, sql] of MIGRATIONS.entries()) {
        if (done.has(i + 1)) continue;
        const started = Date.now();
        log.info({ version: i + 1 }, 'applying a schema migration');
        await client.query('BEGIN');
        try {
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
            i + 1,
            Date.now(),
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
        log.info({ version: i + 1, ms: Date.now() - started }, 'schema migration applied');
      }
      return await maintainPartitions(client, now);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Creates the partitions ahead in one transaction; gives up quickly rather than queue writers. */
export async function maintainPartitions(client: pg.ClientBase, now = Date.now()): Promise<string[]> {
  await client.query('BEGIN');
  try {
    await client.query("SET LOCAL lock_timeout = '2s'");
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK + 1]);
    const skipped = await ensurePartitions(client, now);
    await client.query('COMMIT');
    return skipped;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}
