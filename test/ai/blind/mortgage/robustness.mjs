// Robustness check (not part of the selfcheck): evaluates every case at 60 different `now`s
// spread over the coming months and over the hours of the day, and reports any in-scope case
// that becomes empty, low, zero or tied at its cut. Run with: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const DAY = 86_400_000;
const start = Date.parse(process.argv[2] ?? '2026-11-28T15:00:00Z'); // optional: another start
const step = 2 * DAY + 7 * 3_600_000 + 13 * 60_000 + 7_000; // wanders over hours and weekdays
const problems = new Map();
let ranges = [Infinity, 0, Infinity, 0];
for (let i = 0; i < 60; i++) {
  let t = start + i * step;
  if (t % DAY < 20 * 60_000) t += 3_600_000; // "today" needs a few minutes of the day to have passed
  const now = new Date(t);
  const events = generateEvents(now);
  const users = new Set(events.map((e) => e.userId)).size;
  ranges = [
    Math.min(ranges[0], events.length),
    Math.max(ranges[1], events.length),
    Math.min(ranges[2], users),
    Math.max(ranges[3], users),
  ];
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    const x = c.expect(events, now);
    const why = [];
    if (x.confidence === 'low') why.push('low');
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) why.push('no data');
    if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why.push('zero/bad figure');
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) why.push('nothing to check');
    if (c.expect.tieAtCut?.(events, now)) why.push('tie at cut');
    for (const w of why) {
      const k = `${c.id}: ${w}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
console.log(`events ${ranges[0]}–${ranges[1]}, users ${ranges[2]}–${ranges[3]}`);
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} unstable case(s)` : 'robust at 60 nows');
