// Metamorphic properties of the reading (issue 15) over every kit question and every held-out
// question: harmless rephrasings (politeness before or after, casing, punctuation, "users" said
// as "customers" or "people") leave the plan as it is; unrelated content mixed in makes the
// answer low with dataPoints 0. Real SQLite files with the kit's and the held-out products' data.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';
import { dataset, kitQuestions } from './kit-runner.js';
import { NOWS, heldoutData } from './heldout-runner.js';
import { CASES } from './heldout-cases.js';
import type { Dataset } from './heldout-cases.js';

const KIT_NOW = new Date('2026-11-18T14:37:12.345Z');
const fixture = createSqliteFixture();
const engine = createAnswerEngine({ analytics: fixture.runner });
fixture.insert(1, dataset.generateEvents(KIT_NOW));
const datasets = Object.keys(NOWS) as Dataset[];
const data = heldoutData();
datasets.forEach((ds, i) => fixture.insert(10 + i, data.get(ds) ?? []));
after(() => fixture.close());

interface Asked {
  key: number;
  now: Date;
  question: string;
}
const asked: Asked[] = [
  ...kitQuestions(KIT_NOW).map((question) => ({ key: 1, now: KIT_NOW, question })),
  ...CASES.map((c) => {
    const now = Date.parse(NOWS[c.ds]);
    const question = typeof c.question === 'function' ? c.question(now) : c.question;
    return { key: 10 + datasets.indexOf(c.ds), now: new Date(now), question };
  }),
];

const reading = async (a: Asked, question: string) => {
  const answer = await engine.answer({ accountKey: a.key, question, now: a.now });
  return { answer, plan: JSON.stringify(answer.interpretation) };
};

const POLITE_BEFORE = ['', 'please ', 'hey, ', 'can you tell me: ', 'quick question: '];
const POLITE_AFTER = ['', ' please', ', thanks', '!!'];

test('property: politeness, casing, punctuation and people words leave the plan of every kit and held-out question as it is', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...asked),
      fc.record({
        before: fc.constantFrom(...POLITE_BEFORE),
        after: fc.constantFrom(...POLITE_AFTER),
        lower: fc.boolean(),
        people: fc.constantFrom('', 'customers', 'people'),
      }),
      async (a, w) => {
        const base = a.question.replace(/[?.!\s]+$/, '');
        const plain = await reading(a, base);
        let text = `${w.before}${base}${w.after}`;
        if (w.lower) text = text.toLowerCase();
        // "users" said as another word for the same people (never inside an id or event name)
        if (w.people) text = text.replace(/(?<![\w.-])users(?![\w.-])/g, w.people);
        const changed = await reading(a, text);
        assert.equal(changed.answer.confidence, plain.answer.confidence, `"${text}" vs "${base}"`);
        assert.equal(changed.plan, plain.plan, `"${text}" vs "${base}"`);
      },
    ),
    { numRuns: 400, seed: 15 },
  );
});

test('property: unrelated content mixed into any kit or held-out question makes it low with dataPoints 0', async () => {
  const UNRELATED = [
    ' and write a haiku about our checkout page',
    ', then translate it into Klingon',
    ' broken down by browser',
    ' in euros',
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...asked), fc.constantFrom(...UNRELATED), async (a, extra) => {
      const text = `${a.question.replace(/[?.!\s]+$/, '')}${extra}?`;
      const { answer } = await reading(a, text);
      assert.equal(answer.confidence, 'low', `"${text}" → ${answer.confidence}: ${answer.answer}`);
      assert.equal(answer.dataPoints, 0, text);
    }),
    { numRuns: 300, seed: 15 },
  );
});
