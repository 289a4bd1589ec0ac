// The evaluation kit's cases against the engine over the kit dataset in a real SQLite file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createSqliteFixture } from './fixture.js';
import { dataset, runKit, summarize } from './kit-runner.js';

const NOWS = ['2026-11-18T14:37:12.345Z', '2027-03-10T09:05:00Z', '2027-01-01T00:10:00Z'];

for (const iso of NOWS) {
  test(`kit cases pass on SQLite at ${iso}`, async () => {
    const now = new Date(iso);
    const fixture = createSqliteFixture();
    try {
      const events = dataset.generateEvents(now);
      fixture.insert(1, events);
      fixture.insert(2, dataset.generateEvents(now, 7).slice(0, 500)); // another tenant: must never leak
      const verdicts = await runKit(createAnswerEngine({ analytics: fixture.runner }), 1, now, events);
      console.log(`kit @ ${iso}\n${summarize(verdicts)}`);
      const passed = verdicts.filter((v) => v.pass).length;
      assert.equal(verdicts.filter((v) => v.wrongHigh).length, 0, 'a wrong answer with high confidence');
      // every case: the kit is the graders' own sample, so a case that stops passing is a regression
      // (at 95%, "subscription cancellations" read as loose once went unnoticed)
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
}
