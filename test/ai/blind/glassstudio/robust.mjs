// Robustness: evaluate every case at 60 different nows; report empty/zero/low/tied expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 0, 0, 0);
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.3 * 86_400_000 + (((i * 7) % 21) + 3) * 3_600_000 + i * 131_000);
  const events = generateEvents(now);
  for (const c of cases.filter((c) => !process.argv[2] || process.argv[2].split(',').includes(c.id))) {
    const x = c.expect(events, now);
    const intendedLow = c.type === 'other' || c.low;
    let bad = null;
    if (intendedLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else if (x.confidence === 'low') bad = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dp';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => !Number.isFinite(v) || v === 0))
      bad = 'zero/NaN';
    else if (c.expect.tieAtCut?.(events, now)) bad = 'tie';
    if (bad) problems.set(c.id, [...(problems.get(c.id) ?? []), `${bad}@${now.toISOString().slice(0, 13)}`]);
  }
}
for (const [id, p] of problems) console.log(id, p.length, p.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} unstable case(s)` : 'robust at 60 nows');
