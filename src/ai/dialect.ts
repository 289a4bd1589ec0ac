// Every SQL difference between SQLite, PostgreSQL and DuckDB (the embedded store's columnar
// copy of the events, storage/sqlite/replica-worker.ts) lives here.
import type { Dialect } from '../storage/types.js';
import type { Bucket } from './plan.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * DAY_MS;
// 1970-01-01 was a Thursday: Monday 1970-01-05 anchors ISO weeks.
const MONDAY_MS = 4 * DAY_MS;

export interface SqlDialect {
  readonly name: Dialect;
  /** Placeholder for the n-th parameter (1-based). */
  placeholder(n: number): string;
  /**
   * Bucket key of `ts` (or of the rollup column `hour`, an hour start: every bucket is whole
   * hours, so it has the same key): epoch ms of the bucket start, hour 0-23, weekday 0 (Mon)-6, or 'YYYY-MM'.
   */
  bucket(bucket: Bucket, column?: TimeColumn): string;
  /** Text ordering by code point, as ties are broken by name. */
  textOrder(expr: string): string;
  /** The column that tells users apart in counts and groups: user_id, or an integer key of it. */
  readonly userKey: 'user_id' | 'user_key';
  /** The table of (user_key, user_id) where userKey is an integer key, else null. */
  readonly userNames: 'users' | null;
  /** A columnar engine: one scan with conditional aggregates beats several index reads. */
  readonly columnar: boolean;
}

export type TimeColumn = 'ts' | 'hour';
const TIME_COLUMNS: ReadonlySet<string> = new Set<TimeColumn>(['ts', 'hour']);

function onColumn(sql: string, column: TimeColumn): string {
  if (!TIME_COLUMNS.has(column)) throw new Error(`column not allowed: ${String(column)}`);
  return sql.replace(/\bts\b/g, column);
}

// Integer division of BIGINT/INTEGER columns truncates in both engines; ts is never negative.
const SHARED_BUCKETS: Record<Exclude<Bucket, 'month'>, string> = {
  day: `(ts / ${DAY_MS}) * ${DAY_MS}`,
  week: `((ts - ${MONDAY_MS}) / ${WEEK_MS}) * ${WEEK_MS} + ${MONDAY_MS}`,
  hour: `(ts / ${HOUR_MS}) % 24`,
  weekday: `(ts / ${DAY_MS} + 3) % 7`,
};

function bucketSql(bucket: Bucket, month: string): string {
  if (bucket === 'month') return month;
  const sql = SHARED_BUCKETS[bucket];
  if (!sql) throw new Error(`bucket not allowed: ${String(bucket)}`);
  return sql;
}

const SQLITE: SqlDialect = {
  name: 'sqlite',
  placeholder: () => '?',
  bucket: (b, column = 'ts') => onColumn(bucketSql(b, `strftime('%Y-%m', ts / 1000, 'unixepoch')`), column),
  textOrder: (expr) => expr,
  userKey: 'user_id',
  userNames: null,
  columnar: false,
};

const POSTGRES: SqlDialect = {
  name: 'postgres',
  placeholder: (n) => `$${n}`,
  bucket: (b, column = 'ts') =>
    onColumn(bucketSql(b, `to_char(to_timestamp(ts / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM')`), column),
  textOrder: (expr) => `${expr} COLLATE "C"`,
  userKey: 'user_id',
  userNames: null,
  columnar: false,
};

// DuckDB's `/` divides as floating point; `//` is the integer division the buckets need.
const DUCKDB_BUCKETS: Record<Exclude<Bucket, 'month'>, string> = Object.fromEntries(
  Object.entries(SHARED_BUCKETS).map(([k, sql]) => [k, sql.replace(/ \/ /g, ' // ')]),
) as Record<Exclude<Bucket, 'month'>, string>;

const DUCKDB: SqlDialect = {
  name: 'duckdb',
  placeholder: (n) => `$${n}`,
  bucket: (b, column = 'ts') => {
    if (b === 'month') return onColumn(`strftime(make_timestamp(ts * 1000), '%Y-%m')`, column);
    const sql = DUCKDB_BUCKETS[b];
    if (!sql) throw new Error(`bucket not allowed: ${String(b)}`);
    return onColumn(sql, column);
  },
  // DuckDB's default collation compares bytes: UTF-8 byte order is code-point order
  textOrder: (expr) => expr,
  // an integer per user id (replica-worker.ts): hashing it is about twice as fast as the text
  userKey: 'user_key',
  userNames: 'users',
  columnar: true,
};

export function dialectFor(name: Dialect): SqlDialect {
  if (name === 'sqlite') return SQLITE;
  if (name === 'postgres') return POSTGRES;
  if (name === 'duckdb') return DUCKDB;
  throw new Error(`unknown dialect: ${String(name)}`);
}
