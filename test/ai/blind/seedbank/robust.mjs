// Robustness: every case's expectation at 60 different `now`s (run under nice -n 19).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 25, 14, 0, 0);
const nows = [];
for (let i = 0; i < 60; i++) nows.push(new Date(base + i * 3.37 * 86_400_000 + ((i * 7919) % 86_400) * 1000));
nows.push(
  new Date(Date.UTC(2026, 11, 1, 0, 3)),
  new Date(Date.UTC(2027, 0, 1, 0, 4)),
  new Date(Date.UTC(2027, 1, 1, 0, 10)),
  new Date(Date.UTC(2026, 10, 30, 0, 5)),
  new Date(Date.UTC(2027, 2, 31, 23, 58)),
  new Date(Date.UTC(2027, 4, 3, 0, 2, 30)),
);
let bad = 0;
for (const now of nows) {
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    let x;
    try {
      x = c.expect(ev, now);
    } catch (e) {
      console.log(where, e.message);
      bad++;
      continue;
    }
    if (c.type === 'other' || c.low) continue;
    const probs = [];
    if (x.confidence === 'low') probs.push('low');
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) probs.push('dp ' + x.dataPoints);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) probs.push('fig ' + v);
    if (c.expect.tieAtCut?.(ev, now)) probs.push('tie');
    if (probs.length) {
      bad++;
      console.log(where, probs.join(', '));
    }
  }
}
console.log(`${nows.length} nows, ${bad} problems`);
