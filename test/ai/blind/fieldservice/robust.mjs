// Robustness check: every case at many `now`s (different days, weekdays, hours, month and year
// edges). Flags what the self-check flags: empty scopes, zero figures, ties at a cut, and low
// cases that are not low. Usage: nice -n 19 node robust.mjs [count] [shiftHours]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const HOUR = 3_600_000,
  DAY = 24 * HOUR;
const count = Number(process.argv[2] ?? 60);
const start = Date.parse('2026-11-28T00:00:00Z') + Number(process.argv[3] ?? 0) * 3_600_000; // optional shift in hours
const nows = [];
for (let i = 0; nows.length < count; i++) {
  // spread over ~4 months, hours cycling through the day, minutes varying
  nows.push(new Date(start + i * 2.17 * DAY + ((i * 7) % 24) * HOUR + ((i * 13) % 60) * 60_000 + 17_000));
}
// a few edges: Monday just after midnight, first of a month, new year
nows.splice(
  0,
  4,
  new Date('2026-11-30T00:05:00Z'),
  new Date('2026-12-01T00:10:00Z'),
  new Date('2027-01-01T00:20:00Z'),
  new Date('2027-03-01T06:00:00Z'),
);

const problems = [];
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: should be low`);
        continue;
      }
      if (x.confidence === 'low') problems.push(`${where}: empty scope`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!v) problems.push(`${where}: zero figure`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at the cut`);
    } catch (err) {
      problems.push(`${where}: ${err.message}`);
    }
  }
}
console.log(`${nows.length} nows, ${cases.length} cases`);
const byCase = {};
for (const p of problems) {
  const id = p.split(' @ ')[0];
  (byCase[id] ??= []).push(p);
}
for (const [id, list] of Object.entries(byCase))
  console.log(`${id}: ${list.length}x: ${list.map((p) => p.split(' @ ')[1]).join('; ')}`);
console.log(problems.length ? `${problems.length} problem(s)` : 'robust');
