// Runs the evaluation kit's cases against an engine in-process and tallies verdicts per type.
import type { AnswerEngine } from '../../src/ai/engine.js';
import type { Answer } from '../../src/domain/types.js';

const kit = '../../../shared/ai/eval/';
export const dataset = (await import(new URL(`${kit}dataset.mjs`, import.meta.url).href)) as {
  generateEvents(
    now: Date,
    seed?: number,
  ): { userId: string; eventName: string; eventValue: number; timestamp: string }[];
};
const questions = (await import(new URL(`${kit}questions.mjs`, import.meta.url).href)) as {
  cases: KitCase[];
  TYPES: [string, string][];
  questionText(c: KitCase, now: Date): string;
};
const scorer = (await import(new URL(`${kit}score.mjs`, import.meta.url).href)) as {
  scoreAnswer(expected: Expectation, response: Answer): { pass: boolean; reasons: string[] };
};

interface Expectation {
  confidence: string;
  numbers?: number[];
  names?: string[];
}
interface KitCase {
  id: string;
  type: string;
  question: unknown;
  expect(events: unknown[], now: Date): Expectation;
}

export interface Verdict {
  id: string;
  type: string;
  question: string;
  pass: boolean;
  wrongHigh: boolean;
  reasons: string[];
  answer: Answer;
}

export async function runKit(
  engine: AnswerEngine,
  accountKey: number,
  now: Date,
  events: unknown[],
): Promise<Verdict[]> {
  const out: Verdict[] = [];
  for (const c of questions.cases) {
    const question = questions.questionText(c, now);
    const expected = c.expect(events, now);
    const answer = await engine.answer({ accountKey, question, now });
    const { pass, reasons } = scorer.scoreAnswer(expected, answer);
    out.push({
      id: c.id,
      type: c.type,
      question,
      pass,
      wrongHigh: !pass && answer.confidence === 'high',
      reasons,
      answer,
    });
  }
  return out;
}

export function summarize(verdicts: Verdict[]): string {
  const lines = questions.TYPES.map(([type]) => {
    const of = verdicts.filter((v) => v.type === type);
    return `${type.padEnd(12)} ${of.filter((v) => v.pass).length}/${of.length}`;
  });
  const passed = verdicts.filter((v) => v.pass).length;
  const failures = verdicts
    .filter((v) => !v.pass)
    .map(
      (v) =>
        `FAIL ${v.id}: ${v.question}\n  -> [${v.answer.confidence}, dp ${v.answer.dataPoints}] ${v.answer.answer}\n  reasons: ${v.reasons.join('; ')}`,
    );
  return [
    ...lines,
    `total ${passed}/${verdicts.length}, wrong-with-high ${verdicts.filter((v) => v.wrongHigh).length}`,
    ...failures,
  ].join('\n');
}

/** Every kit question as asked at `now`. */
export const kitQuestions = (now: Date): string[] =>
  questions.cases.map((c) => questions.questionText(c, now));
