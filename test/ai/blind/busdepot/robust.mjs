// Robustness: every case's expectation at 60 different `now`s (different days and hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-30T00:00:00Z');
const nows = [];
for (let i = 0; i < 60; i++)
  nows.push(new Date(base + i * 2.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + (i % 3) * 300_000));
nows.push(
  new Date('2027-01-01T00:05:00Z'),
  new Date('2027-02-01T00:03:00Z'),
  new Date('2026-12-07T00:04:00Z'),
);
let bad = 0;
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    const probs = [];
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) probs.push('not low');
    } else {
      if (x.confidence === 'low') probs.push('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) probs.push('dp ' + x.dataPoints);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) probs.push('figure ' + v);
      if (c.expect.tieAtCut?.(events, now)) probs.push('tie at cut');
    }
    if (probs.length) {
      bad++;
      console.log(now.toISOString(), c.id, probs.join(', '));
    }
  }
}
console.log(`${nows.length} nows, ${bad} problems`);
