// Held-out questions (not the kit's) over seven other products, scored with the kit's scorer:
// at least 90% must pass and no wrong answer may be `high`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import type { Answer } from '../../src/domain/types.js';
import { createSqliteFixture } from './fixture.js';
import { b2bEvents, gameEvents, helpdeskEvents, musicEvents, rideEvents, shopEvents, socialEvents } from './heldout-data.js';
import type { Ev } from './heldout-data.js';
import { CASES } from './heldout-cases.js';
import type { Dataset, Expectation } from './heldout-cases.js';

const { scoreAnswer } = await import(new URL('../../../shared/ai/eval/score.mjs', import.meta.url).href) as {
  scoreAnswer(expected: Expectation, response: Answer): { pass: boolean; reasons: string[] };
};

const NOWS: Record<Dataset, string> = {
  shop: '2026-12-09T15:20:00Z', music: '2027-02-03T08:45:00Z', b2b: '2026-10-14T11:05:00Z', game: '2026-11-21T09:10:00Z', rides: '2027-04-02T18:30:00Z',
  social: '2026-08-19T21:40:00Z', helpdesk: '2026-11-11T16:25:00Z',
};
const MAKE: Record<Dataset, (now: number) => Ev[]> = { shop: shopEvents, music: musicEvents, b2b: b2bEvents, game: gameEvents, rides: rideEvents, social: socialEvents, helpdesk: helpdeskEvents };
const KEYS: Record<Dataset, number> = { shop: 1, music: 2, b2b: 3, game: 4, rides: 5, social: 6, helpdesk: 7 };

interface Verdict { id: string; type: string; pass: boolean; wrongHigh: boolean; text: string }

test('held-out questions over seven other products', async () => {
  const fixture = createSqliteFixture();
  try {
    const data = new Map<Dataset, Ev[]>();
    for (const ds of Object.keys(NOWS) as Dataset[]) {
      const events = MAKE[ds](Date.parse(NOWS[ds]));
      data.set(ds, events);
      fixture.insert(KEYS[ds], events);
    }
    const engine = createAnswerEngine({ analytics: fixture.runner });
    const verdicts: Verdict[] = [];
    for (const c of CASES) {
      const now = Date.parse(NOWS[c.ds]);
      const question = typeof c.question === 'function' ? c.question(now) : c.question;
      const expected = c.expect(data.get(c.ds) ?? [], now);
      const answer = await engine.answer({ accountKey: KEYS[c.ds], question, now: new Date(now) });
      const { pass, reasons } = scoreAnswer(expected, answer);
      verdicts.push({
        id: c.id, type: c.type, pass, wrongHigh: !pass && answer.confidence === 'high',
        text: `${pass ? 'ok  ' : 'FAIL'} ${c.id}: ${question}\n  -> [${answer.confidence}, dp ${answer.dataPoints}] ${answer.answer}\n  expected ${JSON.stringify(expected)}\n  ${reasons.join('; ')}`,
      });
    }
    const types = [...new Set(CASES.map(c => c.type))];
    const passed = verdicts.filter(v => v.pass).length;
    const wrongHigh = verdicts.filter(v => v.wrongHigh);
    console.log([...types.map(t => `${t.padEnd(12)} ${verdicts.filter(v => v.type === t && v.pass).length}/${verdicts.filter(v => v.type === t).length}`),
      `held-out total ${passed}/${verdicts.length}, wrong-with-high ${wrongHigh.length}`,
      ...verdicts.filter(v => !v.pass || process.env.HELDOUT_VERBOSE).map(v => v.text)].join('\n'));
    assert.equal(wrongHigh.length, 0, `wrong answers with high confidence: ${wrongHigh.map(v => v.id).join(', ')}`);
    assert.ok(passed / verdicts.length >= 0.9, `${passed}/${verdicts.length} passed`);
  } finally {
    fixture.close();
  }
});
