// Robustness: evaluate every case at many `now`s; report empty, zero, low or tied expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] ?? '2026-11-30T00:00:00Z');
const n = Number(process.argv[3] ?? 60);
const bad = new Map();
for (let i = 0; i < n; i++) {
  // spread over ~7 months, hours 1..23, odd minutes
  const now = new Date(
    start + i * 3.6 * 86_400_000 + (((i * 7) % 23) + 1) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let p = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) p = 'not low';
    } else if (x.confidence === 'low') p = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) p = 'dp 0';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      p = 'zero/bad figure';
    else if (c.expect.tieAtCut?.(events, now)) p = 'tie';
    if (p) {
      const k = `${c.id}: ${p}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString().slice(0, 16)]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log('done', n, 'nows');
