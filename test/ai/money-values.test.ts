// "Revenue" and "top spenders" with no event named: which events carry the money is told by the
// names and, where the names leave it open, by what their newest values look like.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';
import type { SqliteFixture } from './fixture.js';
import { MONEY_ACCOUNTS, MONEY_NOW, totalOf } from './money-fixture.js';

let fixture: SqliteFixture;
const keys = new Map<string, number>();
before(() => {
  fixture = createSqliteFixture();
  Object.entries(MONEY_ACCOUNTS).forEach(([name, events], i) => {
    keys.set(name, i + 1);
    fixture.insert(i + 1, events);
  });
});
after(() => fixture.close());

async function ask(account: string, question: string) {
  const engine = createAnswerEngine({ analytics: fixture.runner });
  return engine.answer({ accountKey: keys.get(account) ?? 0, question, now: MONEY_NOW });
}

const money = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 2 });

const EXPECTED: [string, string[], string[]][] = [
  // where nothing is paid or purchased by name, the booking with prices for values is the money
  ['airline', ['booking.confirmed', 'upgrade.bid_placed'], ['app_open']],
  // seats (whole numbers, median 2) are counted, not paid
  ['cinema', ['Concession Ordered'], ['ticket.purchased']],
  // a renewal recorded with 0 carries no amount: it adds no events to the answer
  ['marina', ['fuel.purchased'], ['Membership Renewed']],
  // a subscription paused, or a subscriber signed up, is no payment
  ['boxes', ['PaymentCharged'], ['subscription.paused', 'subscriber_signed_up', 'payment_refunded']],
  // a booking beside a payment of its own stays out, whatever its values
  ['venues', ['deposit-paid'], ['booking_confirmed']],
];

for (const [account, names, not] of EXPECTED)
  test(`"what was our revenue" on the ${account} account sums ${names.join(' and ')}`, async () => {
    const a = await ask(account, 'what was our total revenue?');
    const { total, n } = totalOf(account, names);
    assert.equal(a.confidence, 'medium', a.answer);
    assert.equal(a.dataPoints, n, a.answer);
    assert.ok(a.answer.includes(money(total)), `${a.answer} should give ${money(total)}`);
    for (const name of names) assert.ok(a.answer.includes(`\`${name}\``), a.answer);
    for (const name of not) assert.ok(!a.answer.includes(`\`${name}\``), a.answer);
  });

test('the top spenders of an airline rank by fares and bids together', async () => {
  const a = await ask('airline', 'who are our top 3 spenders?');
  const totals = new Map<string, number>();
  for (const e of MONEY_ACCOUNTS.airline ?? [])
    if (e.eventName !== 'app_open') totals.set(e.userId, (totals.get(e.userId) ?? 0) + e.eventValue);
  const top = [...totals].sort((x, y) => y[1] - x[1])[0];
  assert.ok(top && a.answer.includes(top[0]) && a.answer.includes(money(top[1])), a.answer);
});

test('net revenue after refunds takes the refunds from the charges alone', async () => {
  const a = await ask('boxes', 'what is our net revenue after refunds?');
  assert.match(a.answer, /from 60 `PaymentCharged` events, less .* by 6 `payment_refunded` events/, a.answer);
});
