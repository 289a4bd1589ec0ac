// Evaluates every case at 60 different `now`s and reports empty scopes, zero figures and ties at a cut.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 25, 14);
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * (2.3 * 86_400_000) + (((i * 7) % 22) + 1) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const q = typeof c.question === 'function' ? c.question(now) : c.question;
    const bad = [];
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push('not low');
    } else {
      if (x.confidence === 'low') bad.push('empty');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!(v !== 0 && Number.isFinite(v))) bad.push('zero/bad ' + v);
      if (x.percents && x.percents.length === 0 && c.type === 'compare') bad.push('no pct');
      if (c.expect.tieAtCut?.(events, now)) bad.push('tie');
      if (!q) bad.push('no question');
    }
    if (bad.length)
      problems.set(c.id, [...(problems.get(c.id) ?? []), `${now.toISOString()} ${bad.join(',')}`]);
  }
}
for (const [id, l] of problems) console.log(id, l.length, l.slice(0, 3));
console.log(problems.size ? `${problems.size} fragile case(s)` : 'robust at 60 nows');
