// The rollup forms of the AI engine's queries (compile-sql.ts) give exactly what the raw
// queries over the events give, for random ranges: hour-aligned or not, open on either side,
// shorter than an hour, and for new users and churn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import * as q from '../../src/ai/compile-sql.js';
import { dialectFor } from '../../src/ai/dialect.js';
import type { Bucket, Scope, TimeRange } from '../../src/ai/plan.js';
import { createSqliteFixture } from './fixture.js';
import { dataset } from './kit-runner.js';

const NOW = Date.parse('2026-11-18T14:37:12.345Z');
const HOUR = 3_600_000;
const fixture = createSqliteFixture();
const d = dialectFor('sqlite');
const names = ['login', 'task_created', 'upgrade_plan', 'signup'];

before(() => {
  fixture.insert(1, dataset.generateEvents(new Date(NOW)));
  fixture.insert(2, dataset.generateEvents(new Date(NOW), 7).slice(0, 3000));
});
after(() => fixture.close());

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const SPAN = 130 * 24 * HOUR;

function randomRange(): TimeRange {
  const kind = Math.floor(rnd() * 6);
  const at = () => NOW - Math.floor(rnd() * SPAN);
  const aligned = (t: number) => t - (t % HOUR);
  const start = at();
  const end = start + Math.floor(rnd() * 40 * 24 * HOUR);
  if (kind === 1) return { from: aligned(start), to: aligned(end), label: '', grain: 'fixed' };
  if (kind === 2) return { from: null, to: end, label: '', grain: 'fixed' };
  if (kind === 3) return { from: start, to: null, label: '', grain: 'fixed' };
  if (kind === 4) return { from: start, to: start + Math.floor(rnd() * HOUR), label: '', grain: 'fixed' }; // no whole hour
  if (kind === 5) return { from: null, to: null, label: '', grain: 'all' };
  return { from: start, to: end, label: '', grain: 'fixed' };
}

const rows = (query: q.Query | null) => {
  assert.ok(query);
  return fixture.runner.all<Record<string, unknown>>(query.sql, query.params);
};
const sorted = (rs: Record<string, unknown>[]) =>
  [...rs].sort((a, b) => String(a.k).localeCompare(String(b.k)));

test('rolled counts, buckets and rankings equal the raw queries', async () => {
  for (let i = 0; i < 60; i++) {
    const scope: Scope = {
      range: randomRange(),
      eventNames: rnd() < 0.5 ? [] : names.filter(() => rnd() < 0.5),
    };
    const account = rnd() < 0.8 ? 1 : 2;
    const rolled = q.compileRolledCount(d, account, scope);
    if (!rolled) continue; // less than one whole hour: the raw query is used
    assert.deepEqual(
      await rows(rolled),
      await rows(q.compileCount(d, account, scope)),
      JSON.stringify(scope),
    );
    for (const bucket of ['day', 'week', 'month', 'hour', 'weekday'] as Bucket[]) {
      assert.deepEqual(
        sorted(await rows(q.compileRolledBuckets(d, account, scope, bucket, 'count'))),
        sorted(await rows(q.compileBuckets(d, account, scope, bucket, 'count'))),
        `${bucket} ${JSON.stringify(scope)}`,
      );
    }
    for (const order of ['asc', 'desc'] as const) {
      assert.deepEqual(
        await rows(q.compileRolledRanking(d, account, scope, 'event', 'count', order, 3)),
        await rows(q.compileRanking(d, account, scope, 'event', 'count', order, 3)),
      );
    }
  }
  const all: Scope = { range: { from: null, to: null, label: '', grain: 'all' }, eventNames: [] };
  assert.deepEqual(
    await rows(q.compileRolledRanking(d, 1, all, 'event', 'count', 'desc', null)),
    await rows(q.compileRanking(d, 1, all, 'event', 'count', 'desc', null)),
  );
  assert.equal(q.compileRolledCount(d, 1, { ...all, userId: 'u1' }), null, 'never with a user filter');
  assert.equal(
    q.compileRolledCount(d, 1, { ...all, valueFilter: { op: 'gt', value: 5 } }),
    null,
    'never with a value condition',
  );
});

test('a value condition is a parameter against an allowlisted operator', () => {
  const all: Scope = { range: { from: null, to: null, label: '', grain: 'all' }, eventNames: [] };
  const query = q.compileCount(d, 1, { ...all, valueFilter: { op: 'between', value: 2, to: 9 } });
  assert.match(query.sql, /event_value >= \? AND event_value <= \?/);
  assert.deepEqual(query.params, [1, 2, 9]);
  const bad = { op: '> 0 OR 1 =', value: 1 } as unknown as Scope['valueFilter'];
  assert.throws(() => q.compileCount(d, 1, { ...all, valueFilter: bad }), /not allowed in SQL/);
  assert.throws(
    () => q.compileCount(d, 1, { ...all, valueFilter: { op: 'lt', value: Number.NaN } }),
    /not allowed in SQL/,
  );
});

test("a per-user total threshold is a parameter against an allowlisted operator, before the scope's", () => {
  const all: Scope = { range: { from: null, to: null, label: '', grain: 'all' }, eventNames: ['order'] };
  const query = q.compileTotalUsers(d, 1, all, { op: 'gt', value: 100 });
  assert.match(query.sql, /WHEN c > \? THEN/);
  assert.deepEqual(query.params, [100, 1, 'order']);
  const bad = { op: '> 0 OR 1 =', value: 1 } as unknown as NonNullable<Scope['valueFilter']>;
  assert.throws(() => q.compileTotalUsers(d, 1, all, bad), /not allowed in SQL/);
  assert.throws(
    () => q.compileTotalUsers(d, 1, all, { op: 'gte', value: Number.POSITIVE_INFINITY }),
    /not allowed in SQL/,
  );
});

test('new users and churn from user_stats equal the raw queries', async () => {
  for (let i = 0; i < 40; i++) {
    const range = randomRange();
    const [rolled] = await rows(q.compileRolledNewUsers(d, 1, range));
    const [raw] = await rows(q.compileNewUsers(d, 1, range));
    assert.deepEqual(
      { active: Number(rolled?.active ?? 0), fresh: Number(rolled?.fresh ?? 0) },
      { active: Number(raw?.active ?? 0), fresh: Number(raw?.fresh ?? 0) },
      JSON.stringify(range),
    );
    const other = randomRange();
    const [churn] = await rows(q.compileRolledChurn(d, 1, range, other));
    const [rawChurn] = await rows(q.compileChurn(d, 1, range, other));
    assert.deepEqual(
      { active: Number(churn?.active ?? 0), churned: Number(churn?.churned ?? 0) },
      { active: Number(rawChurn?.active ?? 0), churned: Number(rawChurn?.churned ?? 0) },
      JSON.stringify([range, other]),
    );
  }
});
