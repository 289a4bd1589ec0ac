// Robustness: evaluate every case at 60 different nows; report empty, zero, tied or failing cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 22, 0, 0);
const bad = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    let why = '';
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(ev, now);
      const low = c.type === 'other' || c.low;
      if (low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
      } else {
        if (x.confidence === 'low') why = 'empty';
        else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) why = 'dp';
        else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
          why = 'zero';
        else if (c.expect.tieAtCut?.(ev, now)) why = 'tie';
      }
      if (!q) why = 'no question';
    } catch (e) {
      why = 'throw ' + e.message;
    }
    if (why) {
      if (!bad.has(c.id)) bad.set(c.id, []);
      bad.get(c.id).push(`${why}@${now.toISOString()}`);
    }
  }
}
for (const [id, w] of bad) console.log(id, w.length, w.slice(0, 3).join(' '));
console.log(bad.size ? `${bad.size} fragile case(s)` : 'robust at 60 nows');
