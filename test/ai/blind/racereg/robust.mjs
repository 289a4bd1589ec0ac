// Robustness: evaluate every case at many `now`s (run under nice -n 19); reports empty, zero or tied cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 11, 1, 0, 0, 0);
const problems = {};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.3 * 86_400_000 + (((i * 7) % 15) + 6) * 3_600_000 + i * 61_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let bad = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else if (x.confidence === 'low') bad = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dp 0';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero/bad figure ' + JSON.stringify(x.numbers) + JSON.stringify(x.percents);
    else if (c.expect.tieAtCut?.(events, now)) bad = 'tie';
    if (bad) (problems[c.id] ??= []).push(`${now.toISOString()} ${bad}`);
  }
}
for (const [id, p] of Object.entries(problems)) console.log(id, p.length, p.slice(0, 3));
console.log(Object.keys(problems).length ? 'robustness problems' : 'robust at 60 nows');
