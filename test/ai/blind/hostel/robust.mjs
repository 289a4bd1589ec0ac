// Robustness: evaluate every case at many `now`s; report empty, zero or tied-at-cut expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] || '2026-11-29T00:00:00Z');
const N = Number(process.argv[3] || 60);
const bad = new Map();
for (let i = 0; i < N; i++) {
  const now = new Date(start + i * 37.3 * 3_600_000 + (i % 7) * 611_000); // ~1.55 days apart, drifting hour
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
    if (why) {
      const k = `${c.id} ${why}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(`checked ${N} nows; ${bad.size} problem kinds`);
