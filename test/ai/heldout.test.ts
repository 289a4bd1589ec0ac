// Held-out questions (not the kit's) over seven other products, scored with the kit's scorer:
// at least 90% must pass and no wrong answer may be `high`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';
import type { Dataset } from './heldout-cases.js';
import { heldoutData, runHeldout, summarizeHeldout } from './heldout-runner.js';

const KEYS: Record<Dataset, number> = {
  shop: 1,
  music: 2,
  b2b: 3,
  game: 4,
  rides: 5,
  social: 6,
  helpdesk: 7,
};

test('held-out questions over seven other products', async () => {
  const fixture = createSqliteFixture();
  try {
    const data = heldoutData();
    for (const [ds, events] of data) fixture.insert(KEYS[ds], events);
    const verdicts = await runHeldout(createAnswerEngine({ analytics: fixture.runner }), data, KEYS);
    console.log(summarizeHeldout(verdicts));
    const wrongHigh = verdicts.filter((v) => v.wrongHigh);
    assert.equal(
      wrongHigh.length,
      0,
      `wrong answers with high confidence: ${wrongHigh.map((v) => v.id).join(', ')}`,
    );
    const passed = verdicts.filter((v) => v.pass).length;
    // every case, as the kit: a held-out case that stops passing is a regression
    const failed = verdicts.filter((v) => !v.pass).map((v) => v.id);
    assert.equal(
      passed,
      verdicts.length,
      `${passed}/${verdicts.length} passed; failed: ${failed.join(', ')}`,
    );
  } finally {
    fixture.close();
  }
});
