// The engine never throws on a question, however odd: words that name Object.prototype members
// ("constructor", "__proto__") once reached a lookup table and made POST /ai answer 500.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';

const fixture = createSqliteFixture();
after(() => fixture.close());
fixture.insert(1, [
  { userId: 'u1', eventName: 'login', eventValue: 1, timestamp: Date.now() - 60_000 },
  { userId: 'u2', eventName: 'order_completed', eventValue: 19.99, timestamp: Date.now() - 120_000 },
]);
const engine = createAnswerEngine({ analytics: fixture.runner });
const PROTO_WORDS = Object.getOwnPropertyNames(Object.prototype);

test('words naming Object.prototype members are ordinary unknown words', async () => {
  for (const word of [...PROTO_WORDS, 'prototype']) {
    for (const question of [
      word,
      `How many ${word} events last week?`,
      `top ${word} users`,
      `${word} per day`,
    ]) {
      const a = await engine.answer({ accountKey: 1, question, now: new Date() });
      assert.ok(['low', 'medium'].includes(a.confidence), `${question}: ${a.confidence}`);
    }
  }
});

test('property: any question of up to 500 characters gets a well-formed answer', async () => {
  const word = fc.constantFrom(
    ...PROTO_WORDS,
    'how',
    'many',
    'users',
    'login',
    'orders',
    'last',
    'week',
    'since',
    'between',
    'top',
    '5',
    'per',
    'day',
    'u1',
    'revenue',
    'vs',
    '2026-11-03',
    'October',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ maxLength: 500 }),
        fc.array(word, { maxLength: 30 }).map((w) => w.join(' ')),
      ),
      async (question) => {
        const a = await engine.answer({ accountKey: 1, question, now: new Date() });
        assert.equal(typeof a.answer, 'string');
        assert.ok(['high', 'medium', 'low'].includes(a.confidence));
        assert.ok(Number.isInteger(a.dataPoints) && a.dataPoints >= 0);
      },
    ),
    { numRuns: 300 },
  );
});
