import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 25, 14);
const probs = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 4.3 * 86400000 + ((i * 7) % 24) * 3600000 + i * 61000);
  now.setUTCMilliseconds(0);
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const intendedLow = c.type === 'other' || c.low;
    if (intendedLow) continue;
    let bad = null;
    if (x.confidence === 'low' || (x.dataPoints !== undefined && !(x.dataPoints > 0))) bad = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero';
    else if (c.expect.tieAtCut?.(ev, now)) bad = 'tie';
    if (bad) {
      const k = `${c.id}: ${bad}`;
      probs.set(k, [...(probs.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of probs) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log('done', probs.size);
