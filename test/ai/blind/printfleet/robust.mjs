/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's check, kept as its author wrote it */
// Robustness check: every case's expectation at 60 different "now"s (run under nice -n 19).
import { generateEvents, PERSONAS } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-25T14:00:00Z');
const problems = [];
const N = Number(process.argv[2] || 60);
for (let i = 0; i < N; i++) {
  const now = new Date(base + i * (3.3 * 86_400_000) + ((i * 7) % 24) * 3_600_000 + i * 137_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const lowCase = c.type === 'other' || c.low;
    if (lowCase) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${c.id} ${now.toISOString()} not low`);
      continue;
    }
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${c.id} ${now.toISOString()} dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${c.id} ${now.toISOString()} figure ${v}`);
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length)
      problems.push(`${c.id} ${now.toISOString()} empty`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${c.id} ${now.toISOString()} tie`);
  }
}
const byCase = {};
for (const p of problems) {
  const id = p.split(' ')[0];
  byCase[id] = (byCase[id] || 0) + 1;
}
console.log(byCase);
console.log(problems.slice(0, 40).join('\n'));
console.log(`${problems.length} problem(s) over ${N} nows`);
