// Misspelt ordinary words (issue 15): a question refused as not understood is read again with
// them corrected from the English dictionary, by the likeliest slip of typing; a word near a
// stored name, a tie, or a substituted letter is left alone. Real SQLite file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { correctSpelling, slipKind } from '../../src/ai/reading/spelling.js';
import { createSqliteFixture } from './fixture.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const NAMES = ['catalog_search', 'Pallet Received', 'door_ajar', 'putaway_completed'];
const fixture = createSqliteFixture();
const engine = createAnswerEngine({ analytics: fixture.runner });
const ask = (question: string) => engine.answer({ accountKey: 5, question, now: new Date(NOW) });

before(() =>
  fixture.insert(
    5,
    Array.from({ length: 400 }, (_, i) => ({
      userId: `u${i % 23}`,
      eventName: NAMES[i % NAMES.length]!,
      eventValue: (i % 5) + 1,
      timestamp: NOW - (i + 1) * 3_600_000,
    })),
  ),
);
after(() => fixture.close());

test('slips of typing by kind: swap 1, left out 2, struck twice 3, anything else 0', () => {
  assert.equal(slipKind('receive', 'recieve'), 1);
  assert.equal(slipKind('since', 'snce'), 2);
  assert.equal(slipKind('until', 'untill'), 3);
  assert.equal(slipKind('once', 'snce'), 0); // a substituted letter
  assert.equal(slipKind('open', 'open'), 0);
});

test('corrections: the likeliest slip, the common word; stored names, ids and ties left alone', async () => {
  const fix = async (q: string) => (await correctSpelling(q, NAMES))?.question ?? null;
  assert.equal(await fix('pallets we recieve snce Monday'), 'pallets we receive since Monday');
  assert.equal(await fix('doors propped opne'), 'doors propped open'); // not "pone"
  assert.equal(await fix('how many putawya events'), null); // near the stored name putaway_completed
  assert.equal(await fix('events of usr_hapened and `Recieve Thing`'), null); // ids, names in backticks
  assert.equal(await fix('how many pallets were received'), null); // nothing misspelt
});

test('a question refused for a misspelt word is answered, stating the correction', async () => {
  const a = await ask('how many catalog searches hapened yesterday?');
  assert.equal(a.confidence, 'high', a.answer);
  assert.match(a.answer, /I read "hapened" as "happened"/);
  const exact = await ask('how many catalog searches happened yesterday?');
  assert.equal(a.dataPoints, exact.dataPoints);
  assert.ok(a.dataPoints > 0);
  assert.deepEqual((a.interpretation as { spellingCorrected?: object }).spellingCorrected, {
    hapened: 'happened',
  });
  // a word that no correction makes understood stays a refusal
  const nonsense = await ask('how many catalog searches glorped yesterday?');
  assert.equal(nonsense.confidence, 'low', nonsense.answer);
  assert.equal(nonsense.dataPoints, 0);
});
