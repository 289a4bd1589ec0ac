// Robustness check (not part of the selfcheck): evaluates every case at 60 different `now`s
// (spread over the coming months, at different hours, including awkward ones such as just after
// midnight on a Monday, the 1st of a month, New Year and the 31st) and reports any case whose
// expectation becomes empty, zero, non-finite, low when it should not be, or tied at a cut.
// Run with: nice -n 19 node robustness.mjs
import { generateEvents, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';

const nows = [];
const start = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < 48; i++)
  nows.push(new Date(start + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 137_000));
for (const s of [
  '2026-11-30T00:05:00Z',
  '2026-12-01T00:03:00Z',
  '2027-01-01T00:10:00Z',
  '2027-01-04T00:30:00Z',
  '2027-03-31T23:50:00Z',
  '2027-02-28T12:00:00Z',
  '2027-05-31T06:00:00Z',
  '2026-12-31T23:59:00Z',
  '2027-01-14T15:00:00Z',
  '2027-06-01T01:00:00Z',
  '2026-12-07T00:02:30Z',
  '2027-04-05T02:00:00Z',
])
  nows.push(new Date(s));

const problems = [];
for (const now of nows) {
  const events = generateEvents(now);
  const ids = new Set(events.map((e) => e.userId));
  for (const p of Object.values(PERSONAS))
    if (!ids.has(p)) problems.push(`${now.toISOString()}: persona ${p} absent`);
  if (ids.has(NOBODY)) problems.push(`${now.toISOString()}: NOBODY present`);
  if (ids.size < 300 || ids.size > 600 || events.length < 15000 || events.length > 40000)
    problems.push(`${now.toISOString()}: ${ids.size} users, ${events.length} events`);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q?.trim()) problems.push(`${where}: empty question`);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: should be low`);
        continue;
      }
      if (x.confidence === 'low') problems.push(`${where}: low (empty scope)`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (typeof v !== 'number' || !Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (x.names && x.names.length === 0) problems.push(`${where}: empty names`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at the cut`);
    } catch (err) {
      problems.push(`${where}: ${err.message}`);
    }
  }
}
console.log(`${nows.length} nows × ${cases.length} cases`);
console.log(problems.length ? problems.join('\n') : 'robust: no problems');
