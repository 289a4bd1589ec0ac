// Robustness: evaluates every case at 60 different `now`s; reports empty, zero, low or tied results.
// Run with: nice -n 19 node robust.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const start = Date.parse('2026-11-25T14:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 2.3 * 86_400_000 + (((i * 7) % 23) + 1) * 3_600_000 + i * 611_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    const x = c.expect(ev, now);
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: not low`);
      continue;
    }
    if (x.confidence === 'low') problems.push(`${where}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${where}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${where}: tie at cut`);
  }
}
console.log(problems.length ? problems.join('\n') : 'robust: clean at 60 nows');
