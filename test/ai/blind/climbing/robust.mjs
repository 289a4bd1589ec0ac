// Robustness: every case's expectation at 60 different nows (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-25T14:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  // spread over ~8 months, with varying hours and minutes
  const now = new Date(base + i * 4.1 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const where = `${c.id} @ ${now.toISOString()}`;
    const low = c.type === 'other' || c.low === true;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: not low`);
      continue;
    }
    if (x.confidence === 'low') problems.push(`${where}: empty`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${where}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) problems.push(`${where}: nothing`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${where}: tie at cut`);
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s) over 60 nows`);
