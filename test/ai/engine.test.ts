// Every question type over a product unlike the kit's (PascalCase, kebab and spaced names;
// emails, UUIDs and numeric ids; cents and negative values), checked with the kit's oracle
// and scorer, in a real SQLite file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createAnswerEngine } from '../../src/ai/index.js';
import type { Answer } from '../../src/domain/types.js';
import { createSqliteFixture } from './fixture.js';
import { GENERIC_NOW, USERS, genericEvents } from './generic-fixture.js';

interface Ev {
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: string;
}
interface Range {
  from: number;
  to: number;
}
const kit = '../../../shared/ai/eval/';
const o = (await import(new URL(`${kit}oracle.mjs`, import.meta.url).href)) as {
  ranges: Record<string, (...a: number[]) => Range>;
  select(e: Ev[], f: { range?: Range; names?: string[]; user?: string }): Ev[];
  users(e: Ev[]): Set<string>;
  sum(e: Ev[]): number;
  avg(e: Ev[]): number;
  min(e: Ev[]): number;
  max(e: Ev[]): number;
  percent(a: number, b: number): number;
  monthStart(t: number, add?: number): number;
  conversion(e: Ev[], r: Range, a: string, b: string): { did: number; converted: number; pct: number };
  churned(e: Ev[], a: Range, b: Range): string[];
  newUsers(e: Ev[], r: Range): string[];
  isoDay(t: number): string;
  newestFirst(e: Ev[]): Ev[];
  time(e: Ev): number;
};
const { scoreAnswer } = (await import(new URL(`${kit}score.mjs`, import.meta.url).href)) as {
  scoreAnswer(expected: object, response: Answer): { pass: boolean; reasons: string[] };
};

const fixture = createSqliteFixture();
const engine = createAnswerEngine({ analytics: fixture.runner });
const now = new Date(GENERIC_NOW);
const events: Ev[] = genericEvents().map((e) => ({ ...e, timestamp: new Date(e.timestamp).toISOString() }));
const R = o.ranges as Record<string, (now: number, n?: number) => Range>;
const all = (): Range => ({ from: -Infinity, to: Infinity });

before(() => {
  fixture.insert(7, genericEvents());
  // another tenant with the same names and users: its events must never be counted
  fixture.insert(
    8,
    genericEvents().map((e) => ({ ...e, userId: `${e.userId}x` })),
  );
});
after(() => fixture.close());

const ask = (question: string) => engine.answer({ accountKey: 7, question, now });

async function scored(question: string, expected: object): Promise<Answer> {
  const answer = await ask(question);
  const { pass, reasons } = scoreAnswer(expected, answer);
  assert.ok(
    pass,
    `${question}\n${answer.answer}\n[${answer.confidence}, ${answer.dataPoints}] ${reasons.join('; ')}`,
  );
  return answer;
}

async function expectScore(question: string, expected: object): Promise<void> {
  await scored(question, expected);
}

const count = (f: Parameters<typeof o.select>[1]) => {
  const s = o.select(events, f);
  return { numbers: [s.length], dataPoints: s.length };
};

test('1 count: PascalCase name in words, rolling window', () =>
  expectScore('How many SongPlayed events in the last 7 days?', {
    ...count({ range: R.lastDays!(GENERIC_NOW, 7), names: ['SongPlayed'] }),
    confidence: 'high',
  }));

test('1 count: spaced name with plural, calendar month', () =>
  expectScore('how many page views were there this month', {
    ...count({ range: R.thisMonth!(GENERIC_NOW), names: ['Page View'] }),
    confidence: 'high',
  }));

test('1 count: kebab name written with spaces', () =>
  expectScore('Number of checkout started events last week?', {
    ...count({ range: R.lastWeek!(GENERIC_NOW), names: ['checkout-started'] }),
    confidence: 'high',
  }));

test('1 count: a partial name is medium and names the stored event', async () => {
  const a = await scored('How many orders were there in the last 3 months?', {
    ...count({ range: R.lastMonths!(GENERIC_NOW, 3), names: ['order_completed'] }),
    names: ['order_completed'],
    confidence: 'not-high',
  });
  assert.equal(a.confidence, 'medium');
});

test('1 count: an unknown event is low with the closest names', async () => {
  const a = await ask('How many refund_issued events were there last month?');
  assert.deepEqual([a.confidence, a.dataPoints], ['low', 0]);
  assert.match(a.answer, /order_refunded/);
});

test('2 distinct users by email, UUID and numeric ids', () =>
  expectScore('How many unique users were active in the past 30 days?', {
    numbers: [o.users(o.select(events, { range: R.lastDays!(GENERIC_NOW, 30) })).size],
    confidence: 'high',
  }));

test('3 sum with cents and negative values', () =>
  expectScore('What is the total value of balance_adjusted events?', {
    numbers: [o.sum(o.select(events, { names: ['balance_adjusted'] }))],
    confidence: 'high',
  }));

test('3 average and minimum with cents', async () => {
  const orders = o.select(events, { names: ['order_completed'] });
  await expectScore('What is the average value of order_completed?', {
    numbers: [o.avg(orders)],
    confidence: 'high',
    dataPoints: orders.length,
  });
  await expectScore('What was the minimum order_refunded value?', { numbers: [-5.5], confidence: 'high' });
});

test('3 median of an even count is the mean of the middle two', () =>
  expectScore('What is the median value of order_completed events?', {
    numbers: [(19.99 + 42) / 2],
    confidence: 'high',
  }));

test('3 revenue without an event name is medium and names its events', () =>
  expectScore('How much revenue did we make this month?', {
    names: ['order_completed'],
    confidence: 'not-high',
  }));

test('3 money words where no stored name carries money are low, not a sum of every value', async () => {
  // a ride app whose names say nothing of money: summing opens and ratings as "fares" would be made up
  fixture.insert(9, [
    { userId: 'r1', eventName: 'app_opened', eventValue: 1, timestamp: GENERIC_NOW - 3_600_000 },
    { userId: 'r1', eventName: 'ride_completed', eventValue: 23.5, timestamp: GENERIC_NOW - 3_000_000 },
    { userId: 'r2', eventName: 'driver_rated', eventValue: 5, timestamp: GENERIC_NOW - 2_000_000 },
  ]);
  for (const question of ['How much revenue did we make today?', 'How much did we earn?']) {
    const a = await engine.answer({ accountKey: 9, question, now });
    assert.deepEqual([a.confidence, a.dataPoints], ['low', 0], `${question}: ${a.answer}`);
  }
  // a fare is the price of a ride: the completed rides' values, stated, and nothing else
  const fares = await engine.answer({ accountKey: 9, question: 'total fares this week', now });
  assert.deepEqual([fares.confidence, fares.dataPoints], ['medium', 1], fares.answer);
  assert.match(fares.answer, /\b23\.50?\b.*`ride_completed`|`ride_completed`.*\b23\.50?\b/);
});

test('4 most common events, ties by name', () =>
  expectScore('What are the top 3 events?', {
    names: ['SongPlayed', 'Page View', 'order_completed'],
    numbers: [7, 4, 4],
    confidence: 'high',
  }));

test('5 top spenders by summed value of one event', () =>
  expectScore('Which users have the highest total order_completed value? Top 2.', {
    names: ['1042', 'carol@shop.io'],
    numbers: [120.25, 42],
    confidence: 'high',
  }));

test('6 one user by email: count, first and last seen', async () => {
  const mine = o.newestFirst(o.select(events, { user: 'alice@example.com' }));
  await expectScore('How many events does alice@example.com have?', {
    numbers: [mine.length],
    confidence: 'high',
    dataPoints: mine.length,
  });
  const last = mine[0];
  const first = mine.at(-1);
  assert.ok(first && last);
  await expectScore('When was alice@example.com first seen and last seen?', {
    names: [o.isoDay(o.time(first)), o.isoDay(o.time(last))],
    confidence: 'high',
  });
});

test('6 an unknown user is low', async () => {
  const a = await ask('How many events does nobody@example.com have?');
  assert.deepEqual([a.confidence, a.dataPoints], ['low', 0]);
});

test('7 busiest weekday of one event', async () => {
  await expectScore('Which day of the week had the most songs played?', {
    names: ['Saturday'],
    numbers: [3],
    confidence: 'high',
  });
  // SEMANTICS.md: "song plays" for SongPlayed is a verb form, a looser name: at most medium
  await expectScore('Which day of the week had the most song plays?', {
    names: ['Saturday', 'SongPlayed'],
    numbers: [3],
    confidence: 'not-high',
  });
});

test('8 comparison of two named months', () => {
  const a = o.select(events, { range: R.lastMonth!(GENERIC_NOW), names: ['SongPlayed'] }).length;
  const b = o.select(events, { range: R.thisMonth!(GENERIC_NOW), names: ['SongPlayed'] }).length;
  return expectScore('Compare SongPlayed this month vs last month', {
    numbers: [a, b, b - a],
    percents: [o.percent(b - a, a)],
    confidence: 'high',
    dataPoints: a + b,
  });
});

test('9 share of users', () => {
  const u = o.users(o.select(events, { names: ['order_completed'] })).size;
  return expectScore('What percentage of users have an order_completed event?', {
    percents: [o.percent(u, o.users(events).size)],
    confidence: 'high',
  });
});

test('10 conversion from checkout-started to order_completed', () => {
  const c = o.conversion(events, all(), 'checkout-started', 'order_completed');
  return expectScore('Of the users who did checkout-started, how many later did order_completed?', {
    numbers: [c.converted],
    percents: [c.pct],
    confidence: 'high',
  });
});

test('11 new users and churn between named months', async () => {
  const r = R.thisMonth!(GENERIC_NOW);
  await expectScore('How many new users this month?', {
    numbers: [o.newUsers(events, r).length],
    confidence: 'high',
  });
  const feb = { from: Date.parse('2026-02-01'), to: Date.parse('2026-03-01') };
  const mar = { from: Date.parse('2026-03-01'), to: Date.parse('2026-04-01') };
  await expectScore('How many users were active in February 2026 but not in March 2026?', {
    numbers: [o.churned(events, feb, mar).length],
    confidence: 'high',
  });
});

test('12 recency of a negative-value event', () => {
  const last = o.newestFirst(o.select(events, { names: ['balance_adjusted'] }))[0];
  assert.ok(last);
  return expectScore('When was the last balance_adjusted?', {
    names: [o.isoDay(o.time(last))],
    confidence: 'high',
  });
});

test('13 catalogue of names, across tenants never mixed', () =>
  expectScore('Which event names exist?', {
    names: [
      'Page View',
      'SongPlayed',
      'balance_adjusted',
      'checkout-started',
      'order_completed',
      'order_refunded',
    ],
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  }));

test('13 users and events overall', () =>
  expectScore('How many users and events are there overall?', {
    numbers: [USERS.length, events.length],
    confidence: 'high',
    dataPoints: events.length,
  }));

test('14 out of scope and vague questions', async () => {
  for (const q of [
    'Which browser do most users use?',
    'What will the weather be like tomorrow?',
    "Predict next month's orders",
  ]) {
    const a = await ask(q);
    assert.deepEqual([a.confidence, a.dataPoints], ['low', 0], q);
  }
  assert.equal((await ask('How are we doing?')).confidence, 'medium');
  assert.equal((await ask('Is usage growing?')).confidence, 'medium');
});

test('a future period is refused as not having happened yet, not as beyond the stored fields', async () => {
  for (const q of ['How many orders next month?', 'order_completed events tomorrow']) {
    const a = await ask(q);
    assert.deepEqual([a.confidence, a.dataPoints], ['low', 0], q);
    assert.match(a.answer, /has not happened yet/, q);
    assert.doesNotMatch(a.answer, /only carry/, q);
  }
});

test('an empty scope is low with dataPoints 0', async () => {
  const a = await ask('How many SongPlayed events in 2020?');
  assert.deepEqual([a.confidence, a.dataPoints], ['low', 0]);
});

test('the interpretation carries the plan and ISO range', async () => {
  const a = await ask('How many page views yesterday?');
  const i = a.interpretation as {
    kind: string;
    scope: { range: { from: string; to: string }; eventNames: string[] };
  };
  assert.equal(i.kind, 'count');
  assert.deepEqual(i.scope.eventNames, ['Page View']);
  assert.deepEqual(
    [i.scope.range.from, i.scope.range.to],
    ['2026-03-30T00:00:00.000Z', '2026-03-31T00:00:00.000Z'],
  );
});

test('"how many times did users …" counts events, not users', async () => {
  const a = await ask('How many times did users view a page yesterday?');
  const i = a.interpretation as { kind: string; scope: { eventNames: string[] } };
  assert.deepEqual([i.kind, i.scope.eventNames], ['count', ['Page View']]);
});

test('"how many <event> events did <people> have" counts events, not users', async () => {
  for (const q of [
    'How many order_completed events did customers have yesterday?',
    'How many orders did customers place last week?',
  ]) {
    const a = await ask(q);
    assert.equal((a.interpretation as { kind: string }).kind, 'count', q);
  }
});

test('a comparison of periods of unequal length says so; one of equal periods does not', async () => {
  const partial = await ask('Page View events this week vs last week');
  assert.match(partial.answer, /Note: this week and last week are not the same length of time/);
  const full = await ask('Page View events last week vs the week before');
  assert.doesNotMatch(full.answer, /shorter/);
});

test('the events of several names are worded as either name ("A or B"), not as both', async () => {
  for (const q of [
    'How many users had SongPlayed or Page View events?',
    'how many SongPlayed or Page View events in the last 30 days',
  ]) {
    const a = await ask(q);
    assert.match(a.answer, /`(SongPlayed|Page View)` or `(SongPlayed|Page View)`/, q);
    assert.doesNotMatch(a.answer, /` and `/, q);
  }
});

test('a plain name after "user"/"customer" is that user when the account has one by that id, and ordinary words otherwise', async () => {
  const day = (d: number) => GENERIC_NOW - d * 86_400_000;
  fixture.insert(9, [
    { userId: 'alice', eventName: 'login', eventValue: 1, timestamp: day(1) },
    { userId: 'alice', eventName: 'login', eventValue: 1, timestamp: day(2) },
    { userId: 'bob', eventName: 'login', eventValue: 1, timestamp: day(3) },
  ]);
  const ask9 = (question: string) => engine.answer({ accountKey: 9, question, now });
  const alice = await ask9('How many times did user alice log in?');
  assert.match(alice.answer, /\b2\b/, alice.answer);
  assert.equal(alice.dataPoints, 2, alice.answer);
  assert.equal(alice.confidence, 'high', alice.answer);
  // "customer engagement" names no user of the account: the words are read as words, and
  // "engagement" matches nothing, so the question is not answered (issue 15: no word left out)
  const words = await ask9('How many logins were there, customer engagement included?');
  assert.equal(words.confidence, 'low', words.answer);
  assert.equal(words.dataPoints, 0, words.answer);
  assert.match(words.answer, /engagement/, words.answer);
});

test('property: any question of up to 500 characters gets a well-formed answer', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 500 }), async (q) => {
      const a = await ask(q);
      assert.ok(a.answer.length > 0);
      assert.ok(Number.isInteger(a.dataPoints) && a.dataPoints >= 0);
      assert.ok(['high', 'medium', 'low'].includes(a.confidence));
    }),
    { numRuns: 150 },
  );
});
