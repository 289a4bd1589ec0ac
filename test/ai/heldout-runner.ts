// Runs the held-out questions (heldout-cases.ts) over their seven datasets with any answer engine,
// scored with the kit's scorer. The caller stores each dataset under its own account key.
import type { AnswerEngine } from '../../src/ai/index.js';
import type { Answer } from '../../src/domain/types.js';
import {
  b2bEvents,
  gameEvents,
  helpdeskEvents,
  musicEvents,
  rideEvents,
  shopEvents,
  socialEvents,
} from './heldout-data.js';
import type { Ev } from './heldout-data.js';
import { CASES } from './heldout-cases.js';
import type { Dataset, Expectation } from './heldout-cases.js';

const { scoreAnswer } = (await import(
  new URL('../../../shared/ai/eval/score.mjs', import.meta.url).href
)) as {
  scoreAnswer(expected: Expectation, response: Answer): { pass: boolean; reasons: string[] };
};

export const NOWS: Record<Dataset, string> = {
  shop: '2026-12-09T15:20:00Z',
  music: '2027-02-03T08:45:00Z',
  b2b: '2026-10-14T11:05:00Z',
  game: '2026-11-21T09:10:00Z',
  rides: '2027-04-02T18:30:00Z',
  social: '2026-08-19T21:40:00Z',
  helpdesk: '2026-11-11T16:25:00Z',
};
const MAKE: Record<Dataset, (now: number) => Ev[]> = {
  shop: shopEvents,
  music: musicEvents,
  b2b: b2bEvents,
  game: gameEvents,
  rides: rideEvents,
  social: socialEvents,
  helpdesk: helpdeskEvents,
};

export interface Verdict {
  id: string;
  type: string;
  pass: boolean;
  wrongHigh: boolean;
  answer: Answer;
  text: string;
}

/** Each dataset's events, generated at its own "now". */
export function heldoutData(): Map<Dataset, Ev[]> {
  return new Map((Object.keys(NOWS) as Dataset[]).map((ds) => [ds, MAKE[ds](Date.parse(NOWS[ds]))]));
}

/** Every held-out case asked of `engine`; `keys` gives each dataset's account key. */
export async function runHeldout(
  engine: AnswerEngine,
  data: Map<Dataset, Ev[]>,
  keys: Record<Dataset, number>,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const c of CASES) {
    const now = Date.parse(NOWS[c.ds]);
    const question = typeof c.question === 'function' ? c.question(now) : c.question;
    const expected = c.expect(data.get(c.ds) ?? [], now);
    const answer = await engine.answer({ accountKey: keys[c.ds], question, now: new Date(now) });
    const { pass, reasons } = scoreAnswer(expected, answer);
    verdicts.push({
      id: c.id,
      type: c.type,
      pass,
      wrongHigh: !pass && answer.confidence === 'high',
      answer,
      text: `${pass ? 'ok  ' : 'FAIL'} ${c.id}: ${question}\n  -> [${answer.confidence}, dp ${answer.dataPoints}] ${answer.answer}\n  expected ${JSON.stringify(expected)}\n  ${reasons.join('; ')}`,
    });
  }
  return verdicts;
}

/** Passes per question type, the total, and the failures (every case with HELDOUT_VERBOSE). */
export function summarizeHeldout(verdicts: readonly Verdict[]): string {
  const types = [...new Set(CASES.map((c) => c.type))];
  const passed = verdicts.filter((v) => v.pass).length;
  return [
    ...types.map(
      (t) =>
        `${t.padEnd(12)} ${verdicts.filter((v) => v.type === t && v.pass).length}/${verdicts.filter((v) => v.type === t).length}`,
    ),
    `held-out total ${passed}/${verdicts.length}, wrong-with-high ${verdicts.filter((v) => v.wrongHigh).length}`,
    ...verdicts.filter((v) => !v.pass || process.env.HELDOUT_VERBOSE).map((v) => v.text),
  ].join('\n');
}
