// Robustness: every case's expectation at 60 different `now`s (not part of the selfcheck).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = new Map();
const base = Date.UTC(2026, 10, 29, 0, 0, 0);
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 2 * 86_400_000 + (8 + ((i * 7) % 16)) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let bad = '';
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else {
      if (x.confidence === 'low') bad = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        bad = 'zero';
      else if (c.expect.tieAtCut?.(events, now)) bad = 'tie';
    }
    if (bad) {
      const k = `${c.id}: ${bad}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : 'robust at 60 nows');
