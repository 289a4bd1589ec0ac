// Runs every case's expectation at 60 different `now`s (the next months, assorted hours,
// including the first minutes of a day, an ISO week, a month and a year) and reports any case
// that becomes empty, zero, low or tied at a cut. Usage: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const DAY = 86_400_000;
const base = Date.UTC(2026, 10, 29, 1, 38) + Number(process.argv[2] ?? 0) * 3_600_000; // optional shift in hours
const nows = [];
for (let i = 0; i < 52; i++)
  nows.push(new Date(base + i * 2.9 * DAY + ((i * 7) % 24) * 3_600_000 + i * 611_000));
nows.push(
  new Date('2026-11-30T00:04:00Z'),
  new Date('2026-12-01T00:10:00Z'),
  new Date('2027-01-01T00:03:00Z'),
  new Date('2027-01-04T05:59:00Z'),
  new Date('2027-02-28T23:58:00Z'),
  new Date('2027-03-31T12:00:00Z'),
  new Date('2026-12-26T18:00:00Z'),
  new Date('2027-04-15T03:00:00Z'),
);

const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (const now of nows) {
  const events = generateEvents(now);
  if (events.length < 15000 || events.length > 40000)
    note('data', `${events.length} events @ ${now.toISOString()}`);
  for (const c of cases) {
    const where = now.toISOString();
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q) note(c.id, `empty question @ ${where}`);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `not low @ ${where}`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `low @ ${where}`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        note(c.id, `dataPoints ${x.dataPoints} @ ${where}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `figure ${v} @ ${where}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `tie @ ${where}`);
    } catch (err) {
      note(c.id, `${err.message} @ ${where}`);
    }
  }
}
for (const [id, list] of problems) console.log(`${id}: ${list.length} — ${list.slice(0, 3).join('; ')}`);
console.log(
  problems.size
    ? `${problems.size} case(s) with problems over ${nows.length} nows`
    : `robust over ${nows.length} nows`,
);
