// Robustness sweep: every case at 60 different nows (over the next months, various hours).
// Run under `nice -n 19 node robust.mjs`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = new Map();
const base = Date.UTC(2026, 10, 25, 14);
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.3 * 86_400_000 + (((i * 7) % 21) + 2) * 3_600_000 + i * 611_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const lowOk = c.type === 'other' || c.low;
    const why = [];
    if (lowOk) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why.push('not low');
    } else {
      if (x.confidence === 'low') why.push('empty');
      if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        why.push('zero');
      if (c.expect.tieAtCut?.(ev, now)) why.push('tie');
    }
    if (why.length) {
      const k = `${c.id}: ${why.join(',')}`;
      bad.set(k, (bad.get(k) ?? 0) + 1);
    }
  }
}
console.log(bad.size ? [...bad].map(([k, n]) => `${k} ×${n}`).join('\n') : 'robust: all 60 nows clean');
