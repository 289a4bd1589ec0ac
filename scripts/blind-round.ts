// Runs a blind round's cases (a folder with data.mjs and cases.mjs, written by someone who
// never saw the engine) once against the engine over an embedded store, and prints the score:
//   node --import tsx scripts/blind-round.ts DIR [--now ISO] [--verbose]
// Quote the first run's score before fixing anything (docs/ai.md, "Blind rounds").
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAnswerEngine } from '../src/ai/index.js';
import type { Answer } from '../src/domain/types.js';
import { createSqliteFixture } from '../test/ai/fixture.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { now: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
const dir = pathToFileURL(resolve(positionals[0] ?? '.') + '/').href;
const now = new Date(values.now ?? new Date().toISOString());
const { scoreAnswer } = (await import(new URL('../../shared/ai/eval/score.mjs', import.meta.url).href)) as {
  scoreAnswer(expected: object, response: Answer): { pass: boolean; reasons: string[] };
};
interface BlindCase {
  id: string;
  type: string;
  question: string | ((now: Date) => string);
  expect(events: unknown[], now: Date): { confidence?: string };
}
const data = (await import(new URL('data.mjs', dir).href)) as {
  generateEvents(now: Date): { userId: string; eventName: string; eventValue: number; timestamp: string }[];
};
const { cases } = (await import(new URL('cases.mjs', dir).href)) as { cases: BlindCase[] };
const fixture = createSqliteFixture();
const engine = createAnswerEngine({ analytics: fixture.runner });
const events = data.generateEvents(now);
fixture.insert(1, events);
let passed = 0;
const wrongHigh: string[] = [];
const byType = new Map<string, [number, number]>();
for (const c of cases) {
  const question = typeof c.question === 'function' ? c.question(now) : c.question;
  const answer = await engine.answer({ accountKey: 1, question, now });
  const expected = c.expect(events, now);
  const { pass, reasons } = scoreAnswer(expected, answer);
  const t = byType.get(c.type) ?? [0, 0];
  t[1]++;
  if (pass) {
    passed++;
    t[0]++;
  } else {
    if (answer.confidence === 'high') wrongHigh.push(c.id);
    console.log(
      `✗ ${c.id} [${c.type}] ${question}\n   → [${answer.confidence}, dp ${answer.dataPoints}] ${answer.answer.slice(0, values.verbose ? 400 : 200)}\n   ${reasons.slice(0, 3).join('; ')}`,
    );
  }
  byType.set(c.type, t);
}
console.log([...byType].map(([k, [p, n]]) => `${k} ${p}/${n}`).join(', '));
console.log(
  `${passed}/${cases.length} (${((100 * passed) / cases.length).toFixed(1)}%), wrong at high ${wrongHigh.length}: ${wrongHigh.join(', ')}`,
);
fixture.close();
