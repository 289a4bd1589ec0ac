// `result` (CONTRACT.md section 6): answers that rest on a table carry its rows, the figures
// the answer states; counts and refusals carry none. Real SQLite file, known events.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';

const NOW = Date.parse('2026-11-20T12:00:00Z'); // a Friday
const DAY = 86_400_000;
const fixture = createSqliteFixture();
const engine = createAnswerEngine({ analytics: fixture.runner });
const ask = (question: string) => engine.answer({ accountKey: 3, question, now: new Date(NOW) });

// Per day of this week (Mon 16th .. Fri 20th): 1, 2, 3, 4, 5 logins; 3 purchases by two users.
const events = [
  ...[1, 2, 3, 4, 5].flatMap((n, d) =>
    Array.from({ length: n }, (_, i) => ({
      userId: `u${i}`,
      eventName: 'login',
      eventValue: 1,
      timestamp: Date.parse('2026-11-16T08:00:00Z') + d * DAY + i * 60_000,
    })),
  ),
  { userId: 'u0', eventName: 'purchase', eventValue: 30, timestamp: Date.parse('2026-11-17T09:00:00Z') },
  { userId: 'u1', eventName: 'purchase', eventValue: 20, timestamp: Date.parse('2026-11-18T09:00:00Z') },
  { userId: 'u1', eventName: 'purchase', eventValue: 25, timestamp: Date.parse('2026-11-19T09:00:00Z') },
];

before(() => fixture.insert(3, events));
after(() => fixture.close());

test('a per-day breakdown carries the series in time order', async () => {
  const a = await ask('logins per day this week');
  assert.deepEqual(a.result, {
    columns: ['day', 'events'],
    rows: [
      ['2026-11-16', 1],
      ['2026-11-17', 2],
      ['2026-11-18', 3],
      ['2026-11-19', 4],
      ['2026-11-20', 5],
    ],
  });
});

test('the busiest day answer carries the series it was picked from', async () => {
  const a = await ask('which day this week had the most logins');
  assert.equal(a.result?.rows.length, 5);
  assert.match(a.answer, /2026-11-20/);
});

test('a ranking carries its rows in rank order', async () => {
  const a = await ask('top 2 users by total purchase value');
  assert.deepEqual(a.result, {
    columns: ['user', 'total value'],
    rows: [
      ['u1', 45],
      ['u0', 30],
    ],
  });
});

test('a comparison carries both periods', async () => {
  const a = await ask('logins today vs yesterday');
  assert.deepEqual(a.result?.columns, ['period', '`login` events']);
  assert.deepEqual(
    a.result?.rows.map((r) => r[1]),
    [4, 5],
  );
});

test('a list of recent events carries one row per event', async () => {
  const a = await ask('what were the 3 most recent events');
  assert.deepEqual(a.result?.columns, ['timestamp', 'user', 'event', 'value']);
  assert.deepEqual(
    a.result?.rows.map((r) => r[0]),
    ['2026-11-20T08:04:00.000Z', '2026-11-20T08:03:00.000Z', '2026-11-20T08:02:00.000Z'],
  );
});

test('a single figure and a refusal carry no result', async () => {
  assert.equal((await ask('how many logins this week')).result, undefined);
  const refused = await ask('what is the weather in Paris');
  assert.equal(refused.confidence, 'low');
  assert.equal(refused.result, undefined);
});
