// Robustness: evaluates every case at many `now`s and reports empty, zero or tied expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const N = Number(process.argv[2] ?? 60);
const base = Date.UTC(2026, 10, 29, 0, 47, 0);
const bad = new Map();
for (let i = 0; i < N; i++) {
  const now = new Date(base + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low' || (x.dataPoints !== undefined && !(x.dataPoints > 0))) why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero figure';
    else if (c.expect.tieAtCut?.(events, now)) why = 'tie';
    if (why) {
      const k = `${c.id}: ${why}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(bad.size ? `${bad.size} unstable case(s)` : `robust at ${N} nows`);
