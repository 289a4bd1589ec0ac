// Robustness: evaluate every case at many `now`s; report empty, zero, tied-at-cut or low in-scope cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] ?? '2026-11-30T00:00:00Z');
const count = Number(process.argv[3] ?? 60);
const bad = new Map();
for (let i = 0; i < count; i++) {
  const now = new Date(start + i * (2.9 * 86_400_000 + 3_700_000 * 5.3)); // drifts over months and hours
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low === true;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'should be low';
    } else if (x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero/bad figure';
    else if (c.expect.tieAtCut?.(ev, now)) why = 'tie at cut';
    if (why) {
      const k = `${c.id}: ${why}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(bad.size ? `${bad.size} unstable` : 'robust at all nows');
