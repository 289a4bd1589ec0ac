// Robustness: evaluate every case at 60 different `now`s; report empty, zero or tied cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.UTC(2026, 10, 29, 6, 0, 0);
const bad = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 2 * 86_400_000 + ((i * 7) % 17) * 3_600_000 + i * 61_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const lowOk = c.type === 'other' || c.low;
    let why = null;
    if (!lowOk && x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0)) why = 'zero';
    else if (c.expect.tieAtCut?.(ev, now)) why = 'tie';
    if (why) {
      const k = `${c.id}: ${why}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(bad.size ? `${bad.size} problem kinds` : 'robust at 60 nows');
