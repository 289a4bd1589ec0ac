// Robustness check (not part of the round's contract): evaluates every case at many `now`s
// and reports cases that become empty, zero, low when in scope, or tied at a cut.
// Usage: nice -n 19 node robustness.mjs [count] [first regular now, ISO]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const count = Number(process.argv[2] ?? 60);
const special = [
  '2026-11-30T00:30:00Z',
  '2026-12-01T00:20:00Z',
  '2027-01-01T00:40:00Z',
  '2027-01-04T00:05:00Z',
  '2026-12-31T23:59:00Z',
  '2027-03-01T00:10:00Z',
  '2027-02-28T12:00:00Z',
  '2026-12-06T23:30:00Z',
  '2027-03-29T06:00:00Z',
  '2027-05-31T18:45:00Z',
];
const nows = special.map((s) => new Date(s));
const start = Date.parse(process.argv[3] ?? '2026-11-28T03:17:00Z');
for (let i = 0; nows.length < count; i++)
  nows.push(new Date(start + i * (2 * 86_400_000 + 5 * 3_600_000 + 17 * 60_000 + 13_000)));

const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (const now of nows.slice(0, count)) {
  const events = generateEvents(now);
  for (const c of cases) {
    const where = now.toISOString();
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q) note(c.id, `${where} empty question`);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${where} not low`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `${where} low in scope`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        note(c.id, `${where} dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${where} figure ${v}`);
      if ((c.type === 'compare' || c.type === 'conversion') && !x.percents?.length)
        note(c.id, `${where} no percentage`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${where} tie at cut`);
    } catch (err) {
      note(c.id, `${where} ${err.message}`);
    }
  }
}
for (const [id, msgs] of problems) console.log(id, msgs.length, msgs.slice(0, 3));
console.log(
  `${nows.slice(0, count).length} nows, ${cases.length} cases, ${problems.size} case(s) with problems`,
);
