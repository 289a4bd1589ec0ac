// Robustness: every case at 60 different `now`s (varied days and hours). Run under nice -n 19.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse('2026-11-29T00:00:00Z');
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 2.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + 17 * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    let p = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) p = 'not low';
    } else if (x.confidence === 'low') p = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) p = 'dp 0';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => !Number.isFinite(v) || v === 0))
      p = 'zero/bad figure';
    else if (!x.names?.length && !x.numbers?.length && !x.percents?.length && x.confidence !== 'high')
      p = 'nothing';
    else if (c.expect.tieAtCut?.(ev, now)) p = 'tie';
    if (p) {
      const k = `${c.id}: ${p}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} robustness problem(s)` : 'robust at 60 nows');
