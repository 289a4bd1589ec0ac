// Evaluates every case at many `now`s (different days over the coming months and different
// hours) and reports empty scopes, zero figures, ties at a cut and in-scope cases gone low.
// Run: nice -n 19 node robustness.mjs [count]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const COUNT = Number(process.argv[2] ?? 60);
const STEP = Number(process.argv[4] ?? 6.1); // days between nows
const HOURS = [0, 1, 3, 6, 9, 12, 14, 17, 19, 21, 23];
const start = Date.UTC(2026, 10, 25, 14, 0, 0);
const problems = [];
const seen = new Map();
const gaps = new Map();
const smallest = new Map();
for (let i = 0; i < COUNT; i++) {
  const day = Math.floor(start / 86_400_000) * 86_400_000 + Math.round(i * STEP) * 86_400_000;
  const now = new Date(day + HOURS[i % HOURS.length] * 3_600_000 + (5 + ((i * 17) % 55)) * 60_000 + 7_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q.trim()) problems.push(`${where}: empty question`);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])]) {
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
        else smallest.set(c.id, Math.min(smallest.get(c.id) ?? Infinity, Math.abs(v)));
      }
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at cut`);
      if (c.expect.innerTie?.(events, now)) problems.push(`${where}: tie inside the list`);
      if (c.expect.cutGap) gaps.set(c.id, Math.min(gaps.get(c.id) ?? 1, c.expect.cutGap(events, now)));
      if (!seen.has(c.id)) seen.set(c.id, []);
      seen.get(c.id).push(JSON.stringify([x.names, x.numbers, x.percents]).slice(0, 160));
    } catch (err) {
      problems.push(`${where}: ${err.message}`);
    }
  }
}
if (process.argv[3] === 'show') for (const [id, xs] of seen) console.log(id, xs.slice(0, 3).join(' | '));
for (const [id, v] of smallest) if (v < 5) console.log('small figure', id, v);
for (const [id, g] of gaps) console.log('smallest gap at cut', id, g.toFixed(3));
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s) over ${COUNT} nows`);
