// The columnar copy (DuckDB, replica-worker.ts) answers exactly as its store does: every kit
// and held-out question gives the same answer with and without it, every query form it runs
// gives the same rows for random scopes, and the change feed keeps it exact through erasure,
// retention, the newest events deleted and new ones written (SQLite gives them the freed seqs
// again), and new events. Run for each store by columnar.test.ts and columnar-postgres.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { COPY_MIN_EVENTS } from '../../src/ai/run-plan.js';
import * as q from '../../src/ai/compile-sql.js';
import { dialectFor } from '../../src/ai/dialect.js';
import type { Bucket, CompareMeasure, Scope, TimeRange } from '../../src/ai/plan.js';
import type { AnalyticsRunner, Store } from '../../src/storage/types.js';
import { dataset, runKit } from './kit-runner.js';
import type { Dataset } from './heldout-cases.js';
import { heldoutData, runHeldout } from './heldout-runner.js';

const NOW = Date.parse('2026-11-18T14:37:12.345Z');
const DAY = 86_400_000;
const KEYS: Record<Dataset, number> = {
  shop: 2,
  music: 3,
  b2b: 4,
  game: 5,
  rides: 6,
  social: 7,
  helpdesk: 8,
};
export interface OpenedStore {
  store: Store;
  close(): Promise<void>;
}

let store: Store;
let seq = 0;

interface Ev {
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: string | number;
}
async function insert(accountKey: number, events: readonly Ev[]): Promise<void> {
  for (let i = 0; i < events.length; i += 2000) {
    await store.events.insertEvents(
      events.slice(i, i + 2000).map((e) => ({
        accountKey,
        event: {
          eventId: `ev_${++seq}`,
          userId: e.userId,
          eventName: e.eventName,
          eventValue: e.eventValue,
          timestamp: typeof e.timestamp === 'number' ? e.timestamp : Date.parse(e.timestamp),
        },
      })),
    );
  }
}

const kitEvents = dataset.generateEvents(new Date(NOW));
const heldout = heldoutData();

/** The tests below, on the store `open` gives (its copy on). */
export function columnarSuite(open: () => Promise<OpenedStore>): { store: () => Store } {
  let opened: OpenedStore;
  before(async () => {
    opened = await open();
    store = opened.store;
    await insert(1, kitEvents);
    for (const [ds, events] of heldout) await insert(KEYS[ds], events);
    await store.whenColumnarReady?.();
  });
  after(() => opened.close());
  defineTests();
  return { store: () => store };
}

/** The store's runner as it is (copy used), and the same without the copy (the store alone). */
function runners(): {
  withCopy: AnalyticsRunner;
  storeOnly: AnalyticsRunner;
  used: () => number;
  sent: string[];
} {
  const copy = store.analytics.columnar?.();
  assert.ok(copy, 'the columnar copy is ready');
  let used = 0;
  const sent: string[] = [];
  const counted: AnalyticsRunner = {
    dialect: copy.dialect,
    all: (sql, params) => {
      used++;
      sent.push(sql);
      return copy.all(sql, params);
    },
  };
  return {
    withCopy: { dialect: store.analytics.dialect, all: store.analytics.all, columnar: () => counted },
    storeOnly: { dialect: store.analytics.dialect, all: store.analytics.all },
    used: () => used,
    sent,
  };
}

async function sameAnswers(label: string): Promise<number> {
  const { withCopy, storeOnly, used } = runners();
  const a = await runKit(
    createAnswerEngine({ analytics: withCopy, copyMinEvents: 0 }),
    1,
    new Date(NOW),
    kitEvents,
  );
  const b = await runKit(createAnswerEngine({ analytics: storeOnly }), 1, new Date(NOW), kitEvents);
  for (let i = 0; i < a.length; i++) assert.deepEqual(a[i]?.answer, b[i]?.answer, `${label}: ${a[i]?.id}`);
  const c = await runHeldout(createAnswerEngine({ analytics: withCopy, copyMinEvents: 0 }), heldout, KEYS);
  const d = await runHeldout(createAnswerEngine({ analytics: storeOnly }), heldout, KEYS);
  for (let i = 0; i < c.length; i++) assert.deepEqual(c[i]?.answer, d[i]?.answer, `${label}: ${c[i]?.id}`);
  return used();
}

function defineTests(): void {
  test('every kit and held-out question is answered the same with the copy as on the store', async () => {
    const used = await sameAnswers('fresh copy');
    assert.ok(used > 100, `the copy answered ${used} queries`);
  });

  test('below COPY_MIN_EVENTS only the scans grouped by user go to the copy', async () => {
    const { withCopy, used, sent } = runners();
    assert.ok(kitEvents.length < COPY_MIN_EVENTS);
    await runKit(createAnswerEngine({ analytics: withCopy }), 1, new Date(NOW), kitEvents);
    assert.ok(used() > 0);
    for (const sql of sent) assert.match(sql, /GROUP BY user_key|COUNT\(DISTINCT CASE WHEN event_name/, sql);
  });

  // ---- every query form the copy runs, for random scopes ------------------------------------

  let rand = 11;
  const rnd = () => (rand = (rand * 1103515245 + 12345) % 2147483648) / 2147483648;
  function randomRange(): TimeRange {
    const kind = Math.floor(rnd() * 4);
    const start = NOW - Math.floor(rnd() * 120 * DAY);
    const end = start + Math.floor(rnd() * 40 * DAY);
    if (kind === 1) return { from: null, to: end, label: '', grain: 'fixed' };
    if (kind === 2) return { from: start, to: null, label: '', grain: 'fixed' };
    if (kind === 3) return { from: null, to: null, label: '', grain: 'all' };
    return { from: start, to: end, label: '', grain: 'fixed' };
  }
  const NAMES = ['login', 'task_created', 'upgrade_plan', 'signup', 'file_uploaded', 'task_completed'];
  const someNames = () => NAMES.filter(() => rnd() < 0.4);

  /** Rows in a fixed order, each figure to 12 significant digits (a sum of doubles depends on its order). */
  const canonical = (rows: Record<string, unknown>[], sort: boolean) => {
    const out = rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(12)) : v,
        ]),
      ),
    );
    return sort ? out.sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))) : out;
  };

  test('every query form gives the same rows on the copy as on the store', async () => {
    const { withCopy } = runners();
    const copy = withCopy.columnar?.() as AnalyticsRunner;
    const lite = dialectFor(store.analytics.dialect);
    const duck = dialectFor('duckdb');
    const same = async (label: string, build: (d: typeof lite) => q.Query, sort = false) => {
      const a = build(lite);
      const b = build(duck);
      assert.deepEqual(
        canonical(await copy.all(b.sql, b.params), sort),
        canonical(await store.analytics.all(a.sql, a.params), sort),
        label,
      );
    };
    for (let i = 0; i < 25; i++) {
      const account = rnd() < 0.7 ? 1 : 2 + Math.floor(rnd() * 7);
      const scope: Scope = {
        range: randomRange(),
        eventNames: rnd() < 0.5 ? [] : someNames(),
        ...(rnd() < 0.2 ? { valueFilter: { op: 'gt' as const, value: Math.floor(rnd() * 50) } } : {}),
      };
      const label = `${account} ${JSON.stringify(scope)}`;
      await same(`count ${label}`, (d) => q.compileCount(d, account, scope));
      for (const agg of ['sum', 'avg', 'min', 'max'] as const)
        await same(`summary ${agg} ${label}`, (d) => q.compileSummary(d, account, scope, agg));
      await same(`repeat ${label}`, (d) => q.compileRepeatUsers(d, account, scope, 3));
      await same(`repeat days ${label}`, (d) => q.compileRepeatUsers(d, account, scope, 2, 'days', 9));
      await same(`total ${label}`, (d) => q.compileTotalUsers(d, account, scope, { op: 'gte', value: 40 }));
      for (const by of ['event', 'user'] as const)
        for (const metric of ['count', 'sum'] as const)
          for (const order of ['asc', 'desc'] as const)
            await same(`ranking ${by} ${metric} ${order} ${label}`, (d) =>
              q.compileRanking(d, account, scope, by, metric, order, 5),
            );
      for (const bucket of ['day', 'week', 'month', 'hour', 'weekday'] as Bucket[])
        for (const measure of ['count', 'users', 'sum'] as const)
          await same(
            `buckets ${bucket} ${measure} ${label}`,
            (d) => q.compileBuckets(d, account, scope, bucket, measure),
            true,
          );
      const earlier = randomRange();
      const later = randomRange();
      for (const measure of ['count', 'avg', 'users', 'user-days', 'sum'] as CompareMeasure[])
        await same(`compare ${measure} ${label}`, (d) =>
          q.compileComparison(d, account, scope, measure, earlier, later),
        );
      const part = someNames();
      await same(`share ${label}`, (d) => q.compileShare(d, account, scope, part.length ? part : ['login']));
      await same(`conversion ${label}`, (d) =>
        q.compileConversion(d, account, scope.range, ['signup', 'login'], ['upgrade_plan', 'task_completed']),
      );
      await same(`both ${label}`, (d) =>
        q.compileBothUsers(d, account, scope.range, [['login'], ['task_created', 'file_uploaded']]),
      );
      await same(`net ${label}`, (d) =>
        q.compileNet(d, account, scope, ['upgrade_plan'], ['task_completed']),
      );
      await same(`recent ${label}`, (d) => q.compileRecentEvents(d, account, scope, 7));
      await same(`middle ${label}`, (d) => q.compileMiddleValues(d, account, scope, 3, 2));
      // churn: the copy's one-pass form against the store's rollup form
      const a = q.compileRolledChurn(lite, account, earlier, later);
      const b = q.compileChurnByUser(duck, account, earlier, later);
      assert.deepEqual(
        canonical(await copy.all(b.sql, b.params), false).map((r) => ({ ...r, churned: r.churned ?? 0 })),
        canonical(await store.analytics.all(a.sql, a.params), false).map((r) => ({
          ...r,
          churned: r.churned ?? 0,
        })),
        `churn ${label}`,
      );
    }
  });

  // ---- the change feed ------------------------------------------------------------------------

  test('the copy stays exact through erasure, retention, a seq used again and new events', async () => {
    const { withCopy } = runners();
    const copy = withCopy.columnar?.() as AnalyticsRunner;
    const named = async (userId: string) =>
      Number(
        (await copy.all<{ n: unknown }>('SELECT COUNT(*) AS n FROM users WHERE user_id = $1', [userId]))[0]
          ?.n,
      );

    // erasure: the user's events and their id leave the copy
    const someone = kitEvents[kitEvents.length >> 1]!.userId;
    assert.ok((await named(someone)) > 0);
    assert.ok((await store.events.eraseUser(1, someone)) > 0);
    assert.equal(await named(someone), 0, 'an erased user id is gone from the copy');

    // retention: everything before a time
    assert.ok((await store.events.eraseOlder(1, NOW - 60 * DAY)) > 0);

    // the newest events deleted, then new ones: SQLite gives them the freed seqs again
    const late = Array.from({ length: 50 }, (_, i) => ({
      userId: 'late_user',
      eventName: 'login',
      eventValue: i,
      timestamp: NOW - 1000 - i,
    }));
    await insert(1, late);
    assert.equal(await store.events.eraseUser(1, 'late_user'), 50);
    await insert(
      1,
      late.map((e) => ({ ...e, userId: 'later_user', eventName: 'task_created' })),
    );
    assert.equal(await named('late_user'), 0);

    // a new event is seen by the very next question
    await insert(1, [
      { userId: 'fresh_user', eventName: 'upgrade_plan', eventValue: 99, timestamp: NOW - 500 },
    ]);
    const fresh = q.compileCount(dialectFor('duckdb'), 1, {
      range: { from: NOW - 1000, to: NOW, label: '', grain: 'fixed' },
      eventNames: ['upgrade_plan'],
    });
    assert.equal(Number((await copy.all<{ n: unknown }>(fresh.sql, fresh.params))[0]?.n), 1);

    const used = await sameAnswers('after the changes');
    assert.ok(used > 100);
  });
}
