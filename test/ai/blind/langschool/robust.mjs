// Robustness: every case's expectation at 60 different "now"s (run under nice -n 19).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 9, 0, 0);
let bad = 0;
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.3 * 86_400_000 + (((i * 7) % 22) + 1) * 3_600_000 + i * 61_000);
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    const probs = [];
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) probs.push('not low');
    } else {
      if (x.confidence === 'low') probs.push('empty');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) probs.push('dp 0');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) probs.push('zero/bad ' + v);
      if (c.expect.tieAtCut?.(ev, now)) probs.push('tie');
    }
    if (probs.length) {
      bad++;
      console.log(now.toISOString(), c.id, probs.join(','));
    }
  }
}
console.log(bad ? `${bad} problem(s)` : 'robust: clean at 60 nows');
