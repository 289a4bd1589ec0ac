// Robustness: every case's expectation at 60 different nows (days ahead, varied hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = new Map();
const base = Date.parse('2026-11-25T14:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero';
    else if (c.expect.tieAtCut?.(events, now)) why = 'tie';
    if (why) bad.set(c.id, [...(bad.get(c.id) ?? []), `${why}@${now.toISOString().slice(0, 13)}`]);
  }
}
for (const [id, w] of bad) console.log(id, w.length, w.slice(0, 3).join(' '));
console.log(bad.size ? `${bad.size} fragile case(s)` : 'robust at 60 nows');
