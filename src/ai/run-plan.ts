// Runs a plan's queries (one or two per question) and returns typed figures.
import type { AnalyticsRunner } from '../storage/types.js';
import { CopyDownError } from '../storage/errors.js';
import type { Plan, Scope, TimeRange } from './plan.js';
import { dialectFor, type SqlDialect } from './dialect.js';
import * as q from './compile-sql.js';
import { previousPeriod } from './time-range.js';

export interface Row {
  key: string | number;
  value: number;
}

export type Outcome =
  | { kind: 'count'; n: number; byName?: Row[] }
  | {
      kind: 'users';
      n: number;
      users: number;
      value?: number;
      repeatUsers?: number;
      active?: { users: number; n: number };
    }
  | { kind: 'value'; n: number; value: number | null }
  | { kind: 'ranking'; n: number; rows: Row[] }
  | { kind: 'compare'; n: number; earlier: number; later: number; earlierEvents: number; laterEvents: number }
  | { kind: 'share'; n: number; part: number; users: number; partUsers: number }
  | { kind: 'ratio'; n: number; part: number; base: number; partEvents?: number }
  | { kind: 'both'; n: number; users: number; both: number }
  | { kind: 'net'; n: number; paid: number; back: number; paidEvents: number; backEvents: number }
  | { kind: 'conversion'; n: number; did: number; converted: number; never: number }
  | {
      kind: 'churn';
      n: number;
      active: number;
      churned: number;
      ids?: string[];
      /** "is crew_33 one of them": that user's events in the active and the inactive period. */
      member?: { id: string; active: number; inactive: number };
    }
  | {
      kind: 'new-users';
      n: number;
      active: number;
      fresh: number;
      ids?: string[];
      /** "is rider_0488 one of them": that user's first event ever (null: none). */
      member?: { id: string; first: number | null };
    }
  | { kind: 'recency'; n: number; t: number | null; first: number | null }
  | {
      kind: 'profile';
      n: number;
      first: number | null;
      last: number | null;
      /** The names of the first and the last event. */
      firstName?: string;
      lastName?: string;
      /** Each name's events ("what did they do and when"). */
      rows?: Row[];
    }
  | { kind: 'recent'; n: number; events: { name: string; userId: string; ts: number; value: number }[] }
  | { kind: 'catalogue'; n: number; users: number; rows: Row[]; first: number | null; last: number | null }
  | {
      kind: 'overview';
      n: number;
      users: number;
      previousEvents: number;
      previousUsers: number;
      previous: TimeRange;
    };

const isAllTime = (r: TimeRange): boolean => r.from === null && r.to === null;

/** PostgreSQL returns BIGINT and NUMERIC as strings; both engines end up as JS numbers. */
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

type R = Record<string, unknown>;

/**
 * What a scan reads: one user's events, or those of some names (none: every name); `perUser`
 * when it groups the events by user (always on the copy: SQLite may walk the user index for it).
 */
interface ScanScope {
  userId?: string | undefined;
  eventNames: readonly string[];
  perUser?: boolean;
}

/**
 * Below this many events (all time, of the names asked) a scan stays on SQLite, whose name
 * index reads them in a few milliseconds: the copy's fixed cost per query is about as much
 * (measured at 1M events: an average over 3,700 upgrades took 4 ms on SQLite, 16 ms on the copy).
 */
export const COPY_MIN_EVENTS = 50_000;
/** "Who are the new users": at most this many ids in the answer, the earliest first. */
// as many as a result may carry (CONTRACT.md section 6: at most 100 rows): "list them" asks for all
export const NEW_USERS_LISTED = 100;

/** `sizes`: events per name of the account (event_names.n), for choosing where a scan runs. */
export async function runPlan(
  runner: AnalyticsRunner,
  accountKey: number,
  plan: Plan,
  now: number,
  sizes?: ReadonlyMap<string, number>,
  copyMinEvents = COPY_MIN_EVENTS,
): Promise<Outcome> {
  const d = dialectFor(runner.dialect);
  const one = async (query: q.Query): Promise<R> => (await runner.all<R>(query.sql, query.params))[0] ?? {};
  const many = (query: q.Query): Promise<R[]> => runner.all<R>(query.sql, query.params);
  // A query that reads only `events` runs on the columnar copy when the store keeps one, unless
  // it is one user's (that user's own index answers it at once) or its names have few events
  // (their index reads them in milliseconds, under the copy's fixed cost). The rollups stay where they are.
  const copy = runner.columnar?.() ?? null;
  const eventsOf = (names: readonly string[]): number =>
    !sizes
      ? Infinity
      : names.length
        ? names.reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0)
        : [...sizes.values()].reduce((a, b) => a + b, 0);
  const onCopy = (on: ScanScope): boolean =>
    copy !== null &&
    on.userId === undefined &&
    (on.perUser === true || eventsOf(on.eventNames) >= copyMinEvents);
  const scanMany = async (on: ScanScope, build: (d: SqlDialect) => q.Query): Promise<R[]> => {
    const onStore = () => {
      const query = build(d);
      return runner.all<R>(query.sql, query.params);
    };
    if (!copy || !onCopy(on)) return onStore();
    const query = build(dialectFor(copy.dialect));
    // a copy that went away under the query (it is being rebuilt): the store answers
    return copy.all<R>(query.sql, query.params).catch((err: unknown) => {
      if (err instanceof CopyDownError) return onStore();
      throw err;
    });
  };
  const scanOne = async (on: ScanScope, build: (d: SqlDialect) => q.Query): Promise<R> =>
    (await scanMany(on, build))[0] ?? {};
  const rowsOf = (rs: R[]): Row[] =>
    rs.map((r) => ({ key: typeof r.k === 'string' ? r.k : num(r.k), value: num(r.v) }));
  // The rollup form of a query where it gives the same answer (compile-sql.ts), else the raw one.
  const count = (scope: Scope): Promise<R> => {
    const rolled = q.compileRolledCount(d, accountKey, scope);
    return rolled ? one(rolled) : scanOne(scope, (e) => q.compileCount(e, accountKey, scope));
  };
  const ranking = (
    scope: Scope,
    by: 'event' | 'user',
    metric: 'count' | 'sum' | 'max',
    order: 'asc' | 'desc',
    n: number | null,
  ): Promise<R[]> => {
    const rolled = q.compileRolledRanking(d, accountKey, scope, by, metric, order, n);
    return rolled
      ? many(rolled)
      : scanMany({ ...scope, perUser: by === 'user' }, (e) =>
          q.compileRanking(e, accountKey, scope, by, metric, order, n),
        );
  };
  const noNames = (range: TimeRange): Scope => ({ range, eventNames: [] });

  switch (plan.kind) {
    case 'count': {
      const n = num((await count(plan.scope)).n);
      // "logins and forum posts": the total and each name's part, so both readings are answered
      if (plan.scope.eventNames.length < 2 || !n) return { kind: 'count', n };
      const parts = rowsOf(await ranking(plan.scope, 'event', 'count', 'desc', null));
      const none = plan.scope.eventNames.filter((x) => !parts.some((r) => r.key === x));
      return { kind: 'count', n, byName: [...parts, ...none.map((key) => ({ key, value: 0 }))] };
    }
    case 'users': {
      if (plan.total !== undefined || plan.minEvents !== undefined) {
        const r = await scanOne({ ...plan.scope, perUser: true }, (e) =>
          plan.total !== undefined
            ? q.compileTotalUsers(e, accountKey, plan.scope, plan.total)
            : q.compileRepeatUsers(e, accountKey, plan.scope, plan.minEvents ?? 1, plan.per, plan.maxEvents),
        );
        // a share is of the active users in range: every event's user, as in a share of users
        const all = plan.share
          ? await scanOne(noNames(plan.scope.range), (e) =>
              q.compileSummary(e, accountKey, noNames(plan.scope.range)),
            )
          : null;
        return {
          kind: 'users',
          n: num(r.n),
          users: num(r.users),
          repeatUsers: num(r.repeat_users),
          ...(all ? { active: { users: num(all.users), n: num(all.n) } } : {}),
        };
      }
      if (
        isAllTime(plan.scope.range) &&
        !plan.scope.eventNames.length &&
        plan.scope.userId === undefined &&
        !plan.scope.valueFilter &&
        plan.perUser !== 'value'
      ) {
        const r = await one(q.compileAccountTotals(d, accountKey));
        return { kind: 'users', n: num(r.n), users: num(r.users) };
      }
      const r = await scanOne(plan.scope, (e) =>
        q.compileSummary(e, accountKey, plan.scope, plan.perUser === 'value' ? 'sum' : undefined),
      );
      return {
        kind: 'users',
        n: num(r.n),
        users: plan.scope.userId ? (num(r.n) ? 1 : 0) : num(r.users),
        ...(plan.perUser === 'value' ? { value: num(r.value) } : {}),
      };
    }
    case 'value': {
      const agg = plan.agg;
      if (agg !== 'median') {
        const r = await scanOne(plan.scope, (e) => q.compileSummary(e, accountKey, plan.scope, agg));
        return { kind: 'value', n: num(r.n), value: numOrNull(r.value) };
      }
      const n = num((await count(plan.scope)).n);
      if (!n) return { kind: 'value', n, value: null };
      const mid = await scanMany(plan.scope, (e) =>
        q.compileMiddleValues(e, accountKey, plan.scope, Math.floor((n - 1) / 2), n % 2 ? 1 : 2),
      );
      return { kind: 'value', n, value: mid.reduce((s, r) => s + num(r.v), 0) / Math.max(mid.length, 1) };
    }
    case 'top': {
      const rs = await ranking(plan.scope, plan.by, plan.metric, plan.order, plan.n);
      return { kind: 'ranking', n: num(rs[0]?.total), rows: rowsOf(rs) };
    }
    case 'breakdown': {
      const rolled = q.compileRolledBuckets(d, accountKey, plan.scope, plan.bucket, plan.measure);
      const rs = rolled
        ? await many(rolled)
        : await scanMany(plan.scope, (e) =>
            q.compileBuckets(e, accountKey, plan.scope, plan.bucket, plan.measure),
          );
      return { kind: 'ranking', n: rs.reduce((s, r) => s + num(r.n), 0), rows: rowsOf(rs) };
    }
    case 'compare': {
      if (plan.measure === 'count' && plan.scope.userId === undefined) {
        const [a, b] = await Promise.all([
          count({ ...plan.scope, range: plan.earlier }),
          count({ ...plan.scope, range: plan.later }),
        ]);
        return {
          kind: 'compare',
          n: num(a.n) + num(b.n),
          earlier: num(a.n),
          later: num(b.n),
          earlierEvents: num(a.n),
          laterEvents: num(b.n),
        };
      }
      const r = await scanOne(plan.scope, (e) =>
        q.compileComparison(e, accountKey, plan.scope, plan.measure, plan.earlier, plan.later),
      );
      return {
        kind: 'compare',
        n: num(r.na) + num(r.nb),
        earlier: num(r.a),
        later: num(r.b),
        earlierEvents: num(r.na),
        laterEvents: num(r.nb),
      };
    }
    case 'active-days': {
      const rs = await scanMany(plan.scope, (e) =>
        q.compileBuckets(e, accountKey, plan.scope, 'day', 'count'),
      );
      return { kind: 'ranking', n: rs.reduce((s, r) => s + num(r.n), 0), rows: rowsOf(rs) };
    }
    case 'user-share': {
      const { userId: _everyone, ...all } = plan.scope;
      const [total, part] = await Promise.all([count(all), count(plan.scope)]);
      return { kind: 'share', n: num(total.n), part: num(part.n), users: 0, partUsers: 0 };
    }
    case 'share': {
      if (plan.of === 'events') {
        const [total, part] = await Promise.all([
          count({ ...plan.scope, eventNames: [] }),
          count({ ...plan.scope, eventNames: plan.names }),
        ]);
        return { kind: 'share', n: num(total.n), part: num(part.n), users: 0, partUsers: 0 };
      }
      // every event in scope is read (the part is counted among them)
      const r = await scanOne({ userId: plan.scope.userId, eventNames: [], perUser: true }, (e) =>
        q.compileShare(e, accountKey, plan.scope, plan.names),
      );
      return {
        kind: 'share',
        n: num(r.total),
        part: num(r.part),
        users: num(r.users),
        partUsers: num(r.part_users),
      };
    }
    case 'ratio': {
      if (plan.sumPart) {
        const [part, base] = await Promise.all([
          scanOne({ ...plan.scope, eventNames: plan.part }, (e) =>
            q.compileSummary(e, accountKey, { ...plan.scope, eventNames: plan.part }, 'sum'),
          ),
          count({ ...plan.scope, eventNames: plan.base }),
        ]);
        return {
          kind: 'ratio',
          n: num(part.n) + num(base.n),
          part: num(part.value),
          base: num(base.n),
          partEvents: num(part.n),
        };
      }
      const [part, base] = await Promise.all([
        count({ ...plan.scope, eventNames: plan.part }),
        count({ ...plan.scope, eventNames: plan.base }),
      ]);
      // events read: all events in range for a share of all events, else both named sets (the base may hold the part)
      const overlap = plan.base.length > 0 && plan.part.every((x) => plan.base.includes(x));
      const n = !plan.base.length || overlap ? num(base.n) : num(part.n) + num(base.n);
      return { kind: 'ratio', n, part: num(part.n), base: num(base.n) };
    }
    case 'both': {
      const r = await scanOne({ eventNames: plan.groups.flat(), perUser: true }, (e) =>
        q.compileBothUsers(e, accountKey, plan.scope.range, plan.groups),
      );
      return { kind: 'both', n: num(r.n), users: num(r.users), both: num(r.both_users) };
    }
    case 'net': {
      const r = await scanOne({ ...plan.scope, eventNames: [...plan.paid, ...plan.back] }, (e) =>
        q.compileNet(e, accountKey, plan.scope, plan.paid, plan.back),
      );
      return {
        kind: 'net',
        n: num(r.n_paid) + num(r.n_back),
        paid: num(r.paid),
        back: num(r.back),
        paidEvents: num(r.n_paid),
        backEvents: num(r.n_back),
      };
    }
    case 'conversion': {
      const r = await scanOne({ eventNames: [...plan.first, ...plan.then], perUser: true }, (e) =>
        q.compileConversion(e, accountKey, plan.scope.range, plan.first, plan.then),
      );
      return {
        kind: 'conversion',
        n: num(r.n),
        did: num(r.did),
        converted: num(r.converted),
        never: num(r.never),
      };
    }
    case 'churn': {
      // the events of both periods are read: who was active, and who still is
      const names = plan.scope.eventNames;
      const who = plan.scope.userId;
      // periods that overlap are one stretch, whose events are read once ("active last week, none
      // in the last 3 days"); apart, each period's events
      const { active, inactive } = plan;
      const start = (r: TimeRange) => r.from ?? -Infinity;
      const end = (r: TimeRange) => r.to ?? Infinity;
      const finite = (x: number) => (Number.isFinite(x) ? x : null);
      const overlap = Math.max(start(active), start(inactive)) < Math.min(end(active), end(inactive));
      const read = (range: TimeRange) => count({ range, eventNames: names }).then((x) => num(x.n));
      const [r, events, listed, mine] = await Promise.all([
        names.length || onCopy({ eventNames: [], perUser: true })
          ? scanOne({ eventNames: names, perUser: true }, (e) =>
              q.compileChurnByUser(e, accountKey, plan.active, plan.inactive, names),
            )
          : one(q.compileRolledChurn(d, accountKey, plan.active, plan.inactive)),
        overlap
          ? read({
              from: finite(Math.min(start(active), start(inactive))),
              to: finite(Math.max(end(active), end(inactive))),
              label: '',
              grain: 'fixed',
            })
          : Promise.all([read(active), read(inactive)]).then(([a, b]) => a + b),
        plan.list
          ? many(q.compileChurnedIds(d, accountKey, plan.active, plan.inactive, names, NEW_USERS_LISTED))
          : null,
        who
          ? Promise.all([
              count({ range: plan.active, eventNames: names, userId: who }),
              count({ range: plan.inactive, eventNames: names, userId: who }),
            ])
          : null,
      ]);
      return {
        kind: 'churn',
        n: events,
        active: num(r.active),
        churned: num(r.churned),
        ...(listed ? { ids: listed.map((x) => String(x.id)) } : {}),
        ...(who && mine ? { member: { id: who, active: num(mine[0].n), inactive: num(mine[1].n) } } : {}),
      };
    }
    case 'new-users': {
      const who = plan.scope.userId;
      const [r, n, listed, first] = await Promise.all([
        one(q.compileRolledNewUsers(d, accountKey, plan.scope.range)),
        count(noNames(plan.scope.range)),
        plan.list ? many(q.compileNewUserIds(d, accountKey, plan.scope.range, NEW_USERS_LISTED)) : null,
        who ? many(q.compileUserFirstTs(d, accountKey, who)) : null,
      ]);
      const ids = listed?.map((x) => String(x.id));
      const member = who ? { id: who, first: first?.[0] ? num(first[0].t) : null } : undefined;
      return {
        kind: 'new-users',
        n: num(n.n),
        active: num(r.active),
        fresh: num(r.fresh),
        ids,
        ...(member ? { member } : {}),
      };
    }
    case 'recency': {
      const r = await scanOne(plan.scope, (e) => q.compileSummary(e, accountKey, plan.scope));
      return {
        kind: 'recency',
        n: num(r.n),
        t: numOrNull(plan.which === 'first' ? r.first : r.last),
        first: numOrNull(r.first),
      };
    }
    case 'user-profile': {
      const names = () =>
        scanMany(plan.scope, (e) =>
          q.compileRanking(e, accountKey, plan.scope, 'event', 'count', 'desc', null),
        );
      if (plan.facet === 'names') {
        const rs = await names();
        return { kind: 'ranking', n: num(rs[0]?.total), rows: rowsOf(rs) };
      }
      // the first and the last event, with their names ("first seen, and what was their first
      // event?"); each row also carries the number of events in scope
      const [[oldest], [newest], byName] = await Promise.all([
        scanMany(plan.scope, (e) => q.compileRecentEvents(e, accountKey, plan.scope, 1, true)),
        scanMany(plan.scope, (e) => q.compileRecentEvents(e, accountKey, plan.scope, 1, false)),
        plan.facet === 'both' ? names() : [],
      ]);
      if (!oldest || !newest) return { kind: 'profile', n: 0, first: null, last: null };
      return {
        kind: 'profile',
        n: num(oldest.total),
        first: num(oldest.ts),
        last: num(newest.ts),
        firstName: String(oldest.name),
        lastName: String(newest.name),
        ...(plan.facet === 'both' ? { rows: rowsOf(byName) } : {}),
      };
    }
    case 'recent-events': {
      const rs = await scanMany(plan.scope, (e) =>
        q.compileRecentEvents(e, accountKey, plan.scope, plan.n, plan.oldest),
      );
      return {
        kind: 'recent',
        n: num(rs[0]?.total),
        events: rs.map((r) => ({
          name: String(r.name),
          userId: String(r.user_id),
          ts: num(r.ts),
          value: num(r.value),
        })),
      };
    }
    case 'catalogue': {
      const all = noNames({ from: null, to: null, label: '', grain: 'all' });
      const [totals, rs] = await Promise.all([
        one(q.compileAccountTotals(d, accountKey, plan.span === true)),
        plan.facet === 'totals' ? Promise.resolve([]) : ranking(all, 'event', 'count', 'desc', null),
      ]);
      return {
        kind: 'catalogue',
        n: num(totals.n),
        users: num(totals.users),
        rows: rowsOf(rs),
        first: numOrNull(totals.first),
        last: numOrNull(totals.last),
      };
    }
    case 'overview': {
      const previous = previousPeriod(plan.scope.range, undefined, now) ?? plan.scope.range;
      const [a, b] = await Promise.all([
        scanOne(plan.scope, (e) => q.compileSummary(e, accountKey, plan.scope)),
        scanOne(plan.scope, (e) => q.compileSummary(e, accountKey, { ...plan.scope, range: previous })),
      ]);
      return {
        kind: 'overview',
        n: num(a.n),
        users: num(a.users),
        previousEvents: num(b.n),
        previousUsers: num(b.users),
        previous,
      };
    }
  }
}
