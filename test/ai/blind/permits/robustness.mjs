// Evaluates every case at 60 different `now`s (next ~5 months, hours 03–23 UTC) and reports
// empty scopes, zero figures and ties at a cut. Run with: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 25, 14);
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.6 * 86_400_000 + (((i * 7) % 21) + 3 - 14) * 3_600_000 + i * 61_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    const where = `${c.id} @ ${now.toISOString()}`;
    if (low) {
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
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s)`);
