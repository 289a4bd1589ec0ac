// Robustness sweep: the cases' expectations at 60 different `now`s (run under nice -n 19).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 2.6 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13 + 29) % 60) * 60_000,
  );
  const events = data.generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const lowIntended = c.type === 'other' || c.low;
    let bad = null;
    if (lowIntended) {
      if (x.confidence !== 'low') bad = 'not low';
    } else if (x.confidence === 'low' || x.dataPoints === 0) bad = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero/bad figure';
    else if (c.expect.tieAtCut?.(events, now)) bad = 'tie at cut';
    if (bad) problems.set(c.id, [...(problems.get(c.id) ?? []), `${now.toISOString()} ${bad}`]);
  }
}
for (const [id, l] of problems) console.log(id, l.length, l.slice(0, 3).join(' | '));
console.log(problems.size ? `${problems.size} unstable case(s)` : 'robust at 60 nows');
