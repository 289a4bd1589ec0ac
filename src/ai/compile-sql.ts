// Plan pieces → parameterised SQL. Every identifier or function placed in SQL text comes from
// an allowlist checked here; every value from the question is a parameter.
import type { Bucket, CompareMeasure, Measure, Scope, TimeRange, ValueAgg, ValueFilter } from './plan.js';
import type { SqlDialect } from './dialect.js';

export interface Query {
  sql: string;
  params: unknown[];
}

const AGGREGATES: Readonly<Record<Exclude<ValueAgg, 'median'>, string>> = {
  sum: 'SUM',
  avg: 'AVG',
  min: 'MIN',
  max: 'MAX',
};
const GROUP_COLUMNS: Readonly<Record<'event' | 'user', string>> = { event: 'event_name', user: 'user_id' };
const METRICS: Readonly<Record<'count' | 'sum' | 'max', string>> = {
  count: 'COUNT(*)',
  sum: 'SUM(event_value)',
  max: 'MAX(event_value)',
};
const ORDERS: Readonly<Record<'asc' | 'desc', string>> = { asc: 'ASC', desc: 'DESC' };

function allowed<K extends string, V = string>(table: Readonly<Record<K, V>>, key: K): V {
  if (!Object.hasOwn(table, key)) throw new Error(`not allowed in SQL: ${String(key)}`);
  return table[key];
}

class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(readonly dialect: SqlDialect) {}
  p(value: unknown): string {
    this.params.push(value);
    return this.dialect.placeholder(this.params.length);
  }
  list(values: readonly unknown[]): string {
    return values.map((v) => this.p(v)).join(', ');
  }
  done(sql: string): Query {
    return { sql: sql.replace(/\s+/g, ' ').trim(), params: this.params };
  }
}

interface Filter {
  range?: TimeRange;
  names?: readonly string[];
  userId?: string | undefined;
  value?: ValueFilter | undefined;
}

const VALUE_OPS: Readonly<Record<Exclude<ValueFilter['op'], 'between'>, string>> = {
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/** A value column (event_value, or a per-user total) against the filter's numbers, each a parameter; the operator from VALUE_OPS. */
function valueCondition(b: SqlBuilder, f: ValueFilter, prefix: string, column = 'event_value'): string {
  const number = (x: unknown): number => {
    if (typeof x !== 'number' || !Number.isFinite(x))
      throw new Error(`not allowed in SQL: value ${String(x)}`);
    return x;
  };
  if (f.op === 'between')
    return `${prefix}${column} >= ${b.p(number(f.value))} AND ${prefix}${column} <= ${b.p(number(f.to))}`;
  return `${prefix}${column} ${allowed(VALUE_OPS, f.op)} ${b.p(number(f.value))}`;
}

/** The tenant filter first, then range, names, user and value; column names may take a table prefix. */
function where(b: SqlBuilder, accountKey: number, f: Filter, prefix = ''): string {
  const parts = [`${prefix}account_key = ${b.p(accountKey)}`];
  if (f.range?.from !== null && f.range?.from !== undefined)
    parts.push(`${prefix}ts >= ${b.p(f.range.from)}`);
  if (f.range?.to !== null && f.range?.to !== undefined) parts.push(`${prefix}ts < ${b.p(f.range.to)}`);
  if (f.names?.length) parts.push(`${prefix}event_name IN (${b.list(f.names)})`);
  if (f.userId !== undefined) parts.push(`${prefix}user_id = ${b.p(f.userId)}`);
  if (f.value !== undefined) parts.push(valueCondition(b, f.value, prefix));
  return parts.join(' AND ');
}

const scopeFilter = (s: Scope): Filter => ({
  range: s.range,
  names: s.eventNames,
  userId: s.userId,
  value: s.valueFilter,
});

export function compileCatalogueNames(d: SqlDialect, accountKey: number): Query {
  const b = new SqlBuilder(d);
  return b.done(`SELECT event_name AS name, n FROM event_names WHERE account_key = ${b.p(accountKey)}`);
}

export function compileNamesFromEvents(d: SqlDialect, accountKey: number): Query {
  const b = new SqlBuilder(d);
  return b.done(`SELECT DISTINCT event_name AS name FROM events WHERE account_key = ${b.p(accountKey)}`);
}

/** The first and last user ids of the account in id order (their letters tell the roles ids are written with). */
export function compileUserIdEdges(d: SqlDialect, accountKey: number): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  return b.done(`SELECT id FROM (SELECT user_id AS id FROM user_stats WHERE account_key = ${b.p(accountKey)} ORDER BY user_id LIMIT 20) AS first_ids
    UNION ALL SELECT id FROM (SELECT user_id AS id FROM user_stats WHERE account_key = ${b.p(accountKey)} ORDER BY user_id DESC LIMIT 20) AS last_ids`);
}

export function compileUsersExist(d: SqlDialect, accountKey: number, ids: readonly string[]): Query {
  const b = new SqlBuilder(d);
  return b.done(
    `SELECT DISTINCT user_id AS id FROM events WHERE account_key = ${b.p(accountKey)} AND user_id IN (${b.list(ids)})`,
  );
}

/**
 * The newest values of each named event (at most `per` each, read along events_by_name): what the
 * values of a name look like (prices, counts, zeros) where a money word names no event.
 */
export function compileValueSamples(
  d: SqlDialect,
  accountKey: number,
  names: readonly string[],
  per: number,
): Query {
  const b = new SqlBuilder(d);
  const parts = names.map(
    (n, i) =>
      `SELECT name, v FROM (SELECT event_name AS name, event_value AS v FROM events WHERE account_key = ${b.p(accountKey)} AND event_name = ${b.p(n)} ORDER BY ts DESC LIMIT ${b.p(per)}) AS s${i}`,
  );
  return b.done(parts.join('\n    UNION ALL '));
}

/** Events, distinct users, first and last time, and optionally one aggregate of the value. */
export function compileSummary(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  agg?: Exclude<ValueAgg, 'median'>,
): Query {
  const b = new SqlBuilder(d);
  const value = agg ? `, ${allowed(AGGREGATES, agg)}(event_value) AS value` : '';
  const users = scope.userId === undefined ? `, COUNT(DISTINCT ${d.userKey}) AS users` : '';
  return b.done(`SELECT COUNT(*) AS n${users}, MIN(ts) AS first, MAX(ts) AS last${value}
    FROM events WHERE ${where(b, accountKey, scopeFilter(scope))}`);
}

/** Just the count: served by an index alone. */
export function compileCount(d: SqlDialect, accountKey: number, scope: Scope): Query {
  const b = new SqlBuilder(d);
  return b.done(`SELECT COUNT(*) AS n FROM events WHERE ${where(b, accountKey, scopeFilter(scope))}`);
}

// What is measured per user: events, distinct UTC calendar days with an event (the day bucket), or summed value
const PER_USER: Readonly<Record<'events' | 'days' | 'value', (d: SqlDialect) => string>> = {
  events: () => 'COUNT(*)',
  days: (d) => `COUNT(DISTINCT ${d.bucket('day')})`,
  value: () => 'SUM(event_value)',
};

/** Users whose figure (`per`) in scope meets `condition`, the users with any, and the events. */
function compileUsersWhere(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  per: keyof typeof PER_USER,
  condition: ValueFilter,
): Query {
  if (!Object.hasOwn(PER_USER, per)) throw new Error(`not allowed in SQL: ${String(per)}`);
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const passes = valueCondition(b, condition, '', 'c');
  const filter = where(b, accountKey, scopeFilter(scope));
  return b.done(`SELECT SUM(CASE WHEN ${passes} THEN 1 ELSE 0 END) AS repeat_users, COUNT(*) AS users, SUM(n) AS n
    FROM (SELECT ${d.userKey}, ${PER_USER[per](d)} AS c, COUNT(*) AS n FROM events WHERE ${filter} GROUP BY ${d.userKey}) AS per_user`);
}

/** Users with at least `min` (and at most `max`) events or active days in scope, the users with any, and the events. */
export const compileRepeatUsers = (
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  min: number,
  per: 'events' | 'days' = 'events',
  max?: number,
): Query =>
  compileUsersWhere(
    d,
    accountKey,
    scope,
    per,
    max === undefined ? { op: 'gte', value: min } : { op: 'between', value: min, to: max },
  );

/** Users whose summed value in scope passes `total` ("spent over $100"), the users with any, and the events. */
export const compileTotalUsers = (
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  total: ValueFilter,
): Query => compileUsersWhere(d, accountKey, scope, 'value', total);

/** The middle value(s) of a sorted scope: `take` rows from `skip`. */
export function compileMiddleValues(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  skip: number,
  take: number,
): Query {
  const b = new SqlBuilder(d);
  return b.done(`SELECT event_value AS v FROM events WHERE ${where(b, accountKey, scopeFilter(scope))}
    ORDER BY event_value LIMIT ${b.p(take)} OFFSET ${b.p(skip)}`);
}

export function compileRanking(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  by: 'event' | 'user',
  metric: 'count' | 'sum' | 'max',
  order: 'asc' | 'desc',
  n: number | null,
): Query {
  const b = new SqlBuilder(d);
  const column = allowed(GROUP_COLUMNS, by);
  const measure = allowed(METRICS, metric);
  const filter = where(b, accountKey, scopeFilter(scope));
  const limit = n === null ? '' : ` LIMIT ${b.p(n)}`;
  if (by === 'user' && d.userNames) {
    // grouped by the integer key, named after: the same rows, ties by user id as below
    return b.done(`SELECT u.user_id AS k, g.v, g.total FROM (SELECT ${d.userKey}, ${measure} AS v, SUM(COUNT(*)) OVER () AS total
      FROM events WHERE ${filter} GROUP BY ${d.userKey}) AS g JOIN ${d.userNames} u ON u.${d.userKey} = g.${d.userKey}
      ORDER BY g.v ${allowed(ORDERS, order)}, ${d.textOrder('u.user_id')} ASC${limit}`);
  }
  return b.done(`SELECT ${column} AS k, ${measure} AS v, SUM(COUNT(*)) OVER () AS total FROM events WHERE ${filter}
    GROUP BY ${column} ORDER BY v ${allowed(ORDERS, order)}, ${d.textOrder(column)} ASC${limit}`);
}

const BUCKET_MEASURES: Readonly<Record<Measure, (d: SqlDialect) => string>> = {
  count: () => 'COUNT(*)',
  users: (d) => `COUNT(DISTINCT ${d.userKey})`,
  sum: () => 'SUM(event_value)',
};

export function compileBuckets(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  bucket: Bucket,
  measure: Measure = 'count',
): Query {
  const b = new SqlBuilder(d);
  const key = d.bucket(bucket);
  return b.done(`SELECT ${key} AS k, ${allowed(BUCKET_MEASURES, measure)(d)} AS v, COUNT(*) AS n FROM events
    WHERE ${where(b, accountKey, scopeFilter(scope))} GROUP BY ${key}`);
}

const COMPARE_MEASURES: Readonly<Record<CompareMeasure, (inRange: string, d: SqlDialect) => string>> = {
  count: (r) => `SUM(CASE WHEN ${r} THEN 1 ELSE 0 END)`,
  // NULL when the period has no event: no average, rather than 0
  avg: (r) => `AVG(CASE WHEN ${r} THEN event_value END)`,
  users: (r, d) => `COUNT(DISTINCT CASE WHEN ${r} THEN ${d.userKey} END)`,
  // each user once a UTC day (SQLite's || binds tighter than *, hence the parentheses)
  'user-days': (r, d) => `COUNT(DISTINCT CASE WHEN ${r} THEN user_id || ':' || (${d.bucket('day')}) END)`,
  sum: (r) => `SUM(CASE WHEN ${r} THEN event_value ELSE 0 END)`,
};

function rangeCondition(b: SqlBuilder, r: TimeRange): string {
  const parts = [];
  if (r.from !== null) parts.push(`ts >= ${b.p(r.from)}`);
  if (r.to !== null) parts.push(`ts < ${b.p(r.to)}`);
  return parts.length ? parts.join(' AND ') : '1 = 1';
}

/** Two periods in one pass: the measure and the number of events of each. */
export function compileComparison(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  measure: CompareMeasure,
  earlier: TimeRange,
  later: TimeRange,
): Query {
  const b = new SqlBuilder(d);
  if (!Object.hasOwn(COMPARE_MEASURES, measure)) throw new Error(`not allowed in SQL: ${String(measure)}`);
  const ra = rangeCondition(b, earlier);
  const rb = rangeCondition(b, later);
  const m = COMPARE_MEASURES[measure];
  const sql = `SELECT ${m(ra, d)} AS a, ${m(rb, d)} AS b,`;
  const ra2 = rangeCondition(b, earlier);
  const rb2 = rangeCondition(b, later);
  const outer: TimeRange = {
    from: earlier.from === null || later.from === null ? null : Math.min(earlier.from, later.from),
    to: earlier.to === null || later.to === null ? null : Math.max(earlier.to, later.to),
    label: '',
    grain: 'fixed',
  };
  return b.done(`${sql} SUM(CASE WHEN ${ra2} THEN 1 ELSE 0 END) AS na, SUM(CASE WHEN ${rb2} THEN 1 ELSE 0 END) AS nb
    FROM events WHERE ${where(b, accountKey, { ...scopeFilter(scope), range: outer })}`);
}

/**
 * All events in scope and the part that has one of `names`, by events and by users. Four
 * scalar subqueries, so that each one can use its own covering index; one scan on a columnar engine.
 */
export function compileShare(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  names: readonly string[],
): Query {
  const b = new SqlBuilder(d);
  const base = { range: scope.range, userId: scope.userId };
  if (d.columnar) {
    const isPart = `event_name IN (${b.list(names)})`;
    const isPart2 = `event_name IN (${b.list(names)})`;
    return b.done(`SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN ${isPart} THEN 1 ELSE 0 END), 0) AS part,
      COUNT(DISTINCT ${d.userKey}) AS users, COUNT(DISTINCT CASE WHEN ${isPart2} THEN ${d.userKey} END) AS part_users
      FROM events WHERE ${where(b, accountKey, base)}`);
  }
  const total = where(b, accountKey, base);
  const part = where(b, accountKey, { ...base, names });
  const users = where(b, accountKey, base);
  const partUsers = where(b, accountKey, { ...base, names });
  // PostgreSQL's COUNT(DISTINCT) sorts in one process: a DISTINCT subquery (hashed or read in
  // index order) counted 10M events' users in 1.7-2.1 s against 8.2-11.4 s (docs/benchmarks.md)
  const distinctUsers = (filter: string): string =>
    d.name === 'postgres'
      ? `(SELECT COUNT(*) FROM (SELECT DISTINCT ${d.userKey} FROM events WHERE ${filter}) AS distinct_users)`
      : `(SELECT COUNT(DISTINCT ${d.userKey}) FROM events WHERE ${filter})`;
  return b.done(`SELECT (SELECT COUNT(*) FROM events WHERE ${total}) AS total, (SELECT COUNT(*) FROM events WHERE ${part}) AS part,
    ${distinctUsers(users)} AS users, ${distinctUsers(partUsers)} AS part_users`);
}

/**
 * Users with a first step in range; of them, those with a later step strictly after it. One
 * pass per user: a user converted when their last later-step is after their first first-step.
 */
export function compileConversion(
  d: SqlDialect,
  accountKey: number,
  range: TimeRange,
  first: readonly string[],
  then: readonly string[],
): Query {
  const b = new SqlBuilder(d);
  const isFirst = `event_name IN (${b.list(first)})`;
  const isThen = `event_name IN (${b.list(then)})`;
  const all = where(b, accountKey, { range, names: [...new Set([...first, ...then])] });
  return b.done(`SELECT SUM(CASE WHEN fa IS NOT NULL THEN 1 ELSE 0 END) AS did,
      SUM(CASE WHEN fa IS NOT NULL AND lb > fa THEN 1 ELSE 0 END) AS converted,
      SUM(CASE WHEN fa IS NOT NULL AND lb IS NULL THEN 1 ELSE 0 END) AS never, SUM(n) AS n
    FROM (SELECT ${d.userKey}, MIN(CASE WHEN ${isFirst} THEN ts END) AS fa, MAX(CASE WHEN ${isThen} THEN ts END) AS lb, COUNT(*) AS n
      FROM events WHERE ${all} GROUP BY ${d.userKey}) AS per_user`);
}

/** Users with an event of every group in range, the users with any of them, and their events. */
export function compileBothUsers(
  d: SqlDialect,
  accountKey: number,
  range: TimeRange,
  groups: readonly (readonly string[])[],
): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const counts = groups.map(
    (g, i) => `SUM(CASE WHEN event_name IN (${b.list(g)}) THEN 1 ELSE 0 END) AS c${i}`,
  );
  const all = where(b, accountKey, { range, names: [...new Set(groups.flat())] });
  return b.done(`SELECT SUM(CASE WHEN ${groups.map((_, i) => `c${i} > 0`).join(' AND ')} THEN 1 ELSE 0 END) AS both_users, COUNT(*) AS users, SUM(n) AS n
    FROM (SELECT ${d.userKey}, ${counts.join(', ')}, COUNT(*) AS n FROM events WHERE ${all} GROUP BY ${d.userKey}) AS per_user`);
}

/** The value paid and the amount taken back (each refund's absolute value), with the events of each. */
export function compileNet(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  paid: readonly string[],
  back: readonly string[],
): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const isPaid = `event_name IN (${b.list(paid)})`;
  const isBack = `event_name IN (${b.list(back)})`;
  const isPaid2 = `event_name IN (${b.list(paid)})`;
  const isBack2 = `event_name IN (${b.list(back)})`;
  const all = where(b, accountKey, { ...scopeFilter(scope), names: [...new Set([...paid, ...back])] });
  return b.done(`SELECT SUM(CASE WHEN ${isPaid} THEN event_value ELSE 0 END) AS paid, SUM(CASE WHEN ${isBack} THEN ABS(event_value) ELSE 0 END) AS back,
    SUM(CASE WHEN ${isPaid2} THEN 1 ELSE 0 END) AS n_paid, SUM(CASE WHEN ${isBack2} THEN 1 ELSE 0 END) AS n_back FROM events WHERE ${all}`);
}

/** Users active in `active` with no event in `inactive`. */
export function compileChurn(
  d: SqlDialect,
  accountKey: number,
  active: TimeRange,
  inactive: TimeRange,
): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const key = b.p(accountKey);
  const later = rangeCondition(b, inactive).replace(/\bts\b/g, 'l.ts');
  const n = where(b, accountKey, { range: active });
  const inActive = where(b, accountKey, { range: active });
  return b.done(`SELECT COUNT(*) AS active,
      SUM(CASE WHEN NOT EXISTS (SELECT 1 FROM events l WHERE l.account_key = ${key} AND l.user_id = u.user_id AND ${later}) THEN 1 ELSE 0 END) AS churned,
      (SELECT COUNT(*) FROM events WHERE ${n}) AS n
    FROM (SELECT DISTINCT user_id FROM events WHERE ${inActive}) u`);
}

/**
 * compileChurn in one pass grouped by user, for a columnar engine (which scans faster than it
 * seeks): the users with an event in `active`, and of them those with none in `inactive`.
 */
export function compileChurnByUser(
  d: SqlDialect,
  accountKey: number,
  active: TimeRange,
  inactive: TimeRange,
  names: readonly string[] = [],
): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const inA = rangeCondition(b, active);
  const inB = rangeCondition(b, inactive);
  const key = b.p(accountKey);
  const eitherA = rangeCondition(b, active);
  const eitherB = rangeCondition(b, inactive);
  // "users with a payment in September and none in October": only those events count, in both periods
  const named = names.length ? ` AND event_name IN (${b.list(names)})` : '';
  return b.done(`SELECT COUNT(*) AS active, SUM(CASE WHEN in_b = 0 THEN 1 ELSE 0 END) AS churned
    FROM (SELECT ${d.userKey}, MAX(CASE WHEN ${inA} THEN 1 ELSE 0 END) AS in_a, MAX(CASE WHEN ${inB} THEN 1 ELSE 0 END) AS in_b
      FROM events WHERE account_key = ${key} AND ((${eitherA}) OR (${eitherB}))${named} GROUP BY ${d.userKey}) AS per_user WHERE in_a = 1`);
}

/** Users whose first event ever falls in range. */
export function compileNewUsers(d: SqlDialect, accountKey: number, range: TimeRange): Query {
  const b = new SqlBuilder(d);
  const key = b.p(accountKey);
  const before = range.from === null ? '1 = 0' : `p.ts < ${b.p(range.from)}`;
  const n = where(b, accountKey, { range });
  const inRange = where(b, accountKey, { range });
  return b.done(`SELECT COUNT(*) AS active,
      SUM(CASE WHEN NOT EXISTS (SELECT 1 FROM events p WHERE p.account_key = ${key} AND p.user_id = u.user_id AND ${before}) THEN 1 ELSE 0 END) AS fresh,
      (SELECT COUNT(*) FROM events WHERE ${n}) AS n
    FROM (SELECT DISTINCT user_id FROM events WHERE ${inRange}) u`);
}

/** The newest events of a scope, newest first, with the scope's size. */
export function compileRecentEvents(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  n: number,
  oldest = false,
): Query {
  const b = new SqlBuilder(d);
  const order = oldest ? 'ts ASC, seq ASC' : 'ts DESC, seq DESC';
  return b.done(`SELECT event_name AS name, user_id AS user_id, ts, event_value AS value, COUNT(*) OVER () AS total
    FROM events WHERE ${where(b, accountKey, scopeFilter(scope))} ORDER BY ${order} LIMIT ${b.p(n)}`);
}

// ---- Rollups (event_names.n, user_stats, event_hours), kept by the writers in the same
// transaction as the events. Used only where the answer equals the raw query's exactly:
// event counts (never value sums: a float sum depends on the order of addition) and
// distinct users derived from each user's first and last time. Never with a user filter.

const HOUR_MS = 3_600_000;

/** Whole hours of a range for event_hours, and the partial edges that must come from events. */
interface HourSplit {
  hours: TimeRange;
  edges: TimeRange[];
}

function splitHours(r: TimeRange): HourSplit | null {
  const a = r.from === null ? null : Math.ceil(r.from / HOUR_MS) * HOUR_MS;
  const z = r.to === null ? null : Math.floor(r.to / HOUR_MS) * HOUR_MS;
  if (a !== null && z !== null && a >= z) return null; // less than one whole hour: the events are few
  const edges: TimeRange[] = [];
  if (r.from !== null && a !== null && r.from < a)
    edges.push({ from: r.from, to: a, label: '', grain: 'fixed' });
  if (r.to !== null && z !== null && z < r.to) edges.push({ from: z, to: r.to, label: '', grain: 'fixed' });
  return { hours: { from: a, to: z, label: '', grain: 'fixed' }, edges };
}

/**
 * Rows (k, event_name, n) counting the events of a range and names: whole hours from
 * event_hours, the partial first and last hour from events. null: the range has no whole hour.
 */
function countRows(
  b: SqlBuilder,
  accountKey: number,
  range: TimeRange,
  names: readonly string[],
  bucket: Bucket | null,
): string | null {
  const split = splitHours(range);
  if (!split) return null;
  const d = b.dialect;
  const parts = [
    `SELECT ${bucket ? d.bucket(bucket, 'hour') : '0'} AS k, event_name, n FROM event_hours
    WHERE ${where(b, accountKey, { range: split.hours, names }).replace(/\bts\b/g, 'hour')}`,
  ];
  for (const edge of split.edges) {
    parts.push(
      `SELECT ${bucket ? d.bucket(bucket) : '0'} AS k, event_name, 1 AS n FROM events WHERE ${where(b, accountKey, { range: edge, names })}`,
    );
  }
  return `(${parts.join(' UNION ALL ')}) AS rolled`;
}

// the rollups count events by name and hour only: a user or a value condition needs the events
const rollable = (scope: Scope): boolean => scope.userId === undefined && scope.valueFilter === undefined;

/** compileCount from the rollup, or null when it does not apply. */
export function compileRolledCount(d: SqlDialect, accountKey: number, scope: Scope): Query | null {
  if (!rollable(scope)) return null;
  const b = new SqlBuilder(d);
  const rows = countRows(b, accountKey, scope.range, scope.eventNames, null);
  return rows === null ? null : b.done(`SELECT COALESCE(SUM(n), 0) AS n FROM ${rows}`);
}

/** compileBuckets (measure count) from the rollup, or null. */
export function compileRolledBuckets(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  bucket: Bucket,
  measure: Measure,
): Query | null {
  if (!rollable(scope) || measure !== 'count') return null;
  const b = new SqlBuilder(d);
  const rows = countRows(b, accountKey, scope.range, scope.eventNames, bucket);
  return rows === null ? null : b.done(`SELECT k, SUM(n) AS v, SUM(n) AS n FROM ${rows} GROUP BY k`);
}

/** compileRanking of event names by count from the rollup (event_names when all time), or null. */
export function compileRolledRanking(
  d: SqlDialect,
  accountKey: number,
  scope: Scope,
  by: 'event' | 'user',
  metric: 'count' | 'sum' | 'max',
  order: 'asc' | 'desc',
  n: number | null,
): Query | null {
  if (!rollable(scope) || by !== 'event' || metric !== 'count') return null;
  const b = new SqlBuilder(d);
  const direction = allowed(ORDERS, order);
  const allTime = scope.range.from === null && scope.range.to === null;
  const rows = allTime ? null : countRows(b, accountKey, scope.range, scope.eventNames, null);
  if (!allTime && !rows) return null;
  const limit = (): string => (n === null ? '' : ` LIMIT ${b.p(n)}`);
  if (allTime) {
    const filter = where(b, accountKey, { names: scope.eventNames });
    return b.done(`SELECT event_name AS k, n AS v, SUM(n) OVER () AS total FROM event_names WHERE ${filter} AND n > 0
      ORDER BY v ${direction}, ${d.textOrder('event_name')} ASC${limit()}`);
  }
  return b.done(`SELECT event_name AS k, SUM(n) AS v, SUM(SUM(n)) OVER () AS total FROM ${rows as string}
    GROUP BY event_name ORDER BY v ${direction}, ${d.textOrder('event_name')} ASC${limit()}`);
}

/** Events and distinct users of the whole account: the catalogue's totals. */
/**
 * The account's events and users; with `span`, also its first and latest event's times, in the
 * same pass over user_stats (the two extra columns cost a catalogue question nothing unless asked).
 */
export function compileAccountTotals(d: SqlDialect, accountKey: number, span = false): Query {
  const b = new SqlBuilder(d);
  const [first, last] = span ? ['MIN(first_ts)', 'MAX(last_ts)'] : ['NULL', 'NULL'];
  return b.done(`SELECT (SELECT COALESCE(SUM(n), 0) FROM event_names WHERE account_key = ${b.p(accountKey)}) AS n,
    u.users, u.first, u.last
    FROM (SELECT COUNT(*) AS users, ${first} AS first, ${last} AS last
      FROM user_stats WHERE account_key = ${b.p(accountKey)}) u`);
}

/**
 * 1 when user `u` has an event in range, else 0, from user_stats: a first or last time in the
 * range settles it; only a user seen both before and after the range needs an index seek.
 */
function activeIn(b: SqlBuilder, accountKey: number, r: TimeRange): string {
  const outside = [
    r.to === null ? null : `u.first_ts >= ${b.p(r.to)}`,
    r.from === null ? null : `u.last_ts < ${b.p(r.from)}`,
  ].filter(Boolean);
  // open on one side: every user not outside the range has an event in it
  if (r.from === null || r.to === null)
    return outside.length ? `CASE WHEN ${outside.join(' OR ')} THEN 0 ELSE 1 END` : '1';
  const inside = [`u.first_ts >= ${b.p(r.from)}`, `u.last_ts < ${b.p(r.to)}`];
  // parameters are numbered in the order they appear in the text
  const key = b.p(accountKey);
  const range = rangeCondition(b, r).replace(/\bts\b/g, 'e.ts');
  return `CASE WHEN ${outside.length ? outside.join(' OR ') : '1 = 0'} THEN 0 WHEN ${inside.join(' OR ')} THEN 1
    WHEN EXISTS (SELECT 1 FROM events e WHERE e.account_key = ${key} AND e.user_id = u.user_id AND ${range}) THEN 1 ELSE 0 END`;
}

/** Users whose first event ever falls in range, and the active users of the range (n comes from a count). */
export function compileRolledNewUsers(d: SqlDialect, accountKey: number, range: TimeRange): Query {
  const b = new SqlBuilder(d);
  const active = activeIn(b, accountKey, range);
  const fresh =
    [
      range.from === null ? null : `u.first_ts >= ${b.p(range.from)}`,
      range.to === null ? null : `u.first_ts < ${b.p(range.to)}`,
    ]
      .filter(Boolean)
      .join(' AND ') || '1 = 1';
  return b.done(`SELECT SUM(${active}) AS active, SUM(CASE WHEN ${fresh} THEN 1 ELSE 0 END) AS fresh
    FROM user_stats u WHERE u.account_key = ${b.p(accountKey)}`);
}

/** The ids of the users whose first event ever falls in `range`, earliest first. */
export function compileNewUserIds(d: SqlDialect, accountKey: number, range: TimeRange, n: number): Query {
  const b = new SqlBuilder(d);
  const key = b.p(accountKey);
  const bounds = [
    range.from === null ? null : `first_ts >= ${b.p(range.from)}`,
    range.to === null ? null : `first_ts < ${b.p(range.to)}`,
  ].filter(Boolean);
  return b.done(`SELECT user_id AS id FROM user_stats WHERE account_key = ${key}${bounds.map((x) => ` AND ${x}`).join('')}
    ORDER BY first_ts, user_id LIMIT ${b.p(n)}`);
}

/** One user's first event ever (from user_stats): whether they are new in a period. */
export function compileUserFirstTs(d: SqlDialect, accountKey: number, userId: string): Query {
  const b = new SqlBuilder(d);
  return b.done(
    `SELECT first_ts AS t FROM user_stats WHERE account_key = ${b.p(accountKey)} AND user_id = ${b.p(userId)}`,
  );
}

/** The first `n` ids (in order) of the users with events (of `names`) in `active` and none in `inactive`. */
export function compileChurnedIds(
  d: SqlDialect,
  accountKey: number,
  active: TimeRange,
  inactive: TimeRange,
  names: readonly string[],
  n: number,
): Query {
  const b = new SqlBuilder(d);
  // parameters are numbered in the order they appear in the text
  const key = b.p(accountKey);
  const eitherA = rangeCondition(b, active);
  const eitherB = rangeCondition(b, inactive);
  const named = names.length ? ` AND event_name IN (${b.list(names)})` : '';
  const inA = rangeCondition(b, active);
  const inB = rangeCondition(b, inactive);
  return b.done(`SELECT user_id AS id FROM events WHERE account_key = ${key} AND ((${eitherA}) OR (${eitherB}))${named}
    GROUP BY user_id HAVING MAX(CASE WHEN ${inA} THEN 1 ELSE 0 END) = 1 AND MAX(CASE WHEN ${inB} THEN 1 ELSE 0 END) = 0
    ORDER BY user_id LIMIT ${b.p(n)}`);
}

/** Users active in `active` with no event in `inactive` (n comes from a count). */
export function compileRolledChurn(
  d: SqlDialect,
  accountKey: number,
  active: TimeRange,
  inactive: TimeRange,
): Query {
  const b = new SqlBuilder(d);
  const inA = activeIn(b, accountKey, active);
  const inB = activeIn(b, accountKey, inactive);
  const key = b.p(accountKey);
  return b.done(`SELECT COUNT(*) AS active, SUM(1 - in_b) AS churned
    FROM (SELECT ${inA} AS in_a, ${inB} AS in_b FROM user_stats u WHERE u.account_key = ${key}) AS per_user WHERE in_a = 1`);
}
