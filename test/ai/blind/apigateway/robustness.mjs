// Robustness: evaluate every case at 60 different `now`s (next months, varied hours) and report
// any case that becomes empty, zero, low when it should not be, or tied at a ranked cut.
// Run: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const base = Date.parse(process.argv[2] ?? '2026-11-25T14:00:00Z');
const nows = [];
// edge cases first: just after midnight, at the start of an ISO week, month and year
for (const e of [
  '2027-02-01T00:05:00Z',
  '2027-01-01T00:04:00Z',
  '2026-12-07T00:06:00Z',
  '2027-03-01T00:10:00Z',
  '2027-03-31T23:59:00Z',
  '2027-05-31T12:00:00Z',
])
  nows.push(new Date(e));
for (let i = 0; i < 54; i++) {
  // spread over ~8 months; hours and minutes vary, including early-morning and month/week starts
  const t = base + i * 4.1 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000;
  nows.push(new Date(Math.floor(t / 1000) * 1000));
}
const problems = new Map();
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const bad = [];
    const intendedLow = c.type === 'other' || c.low === true;
    if (intendedLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push('not low');
    } else {
      if (x.confidence === 'low') bad.push('empty');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad.push('dp');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) bad.push(`figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) bad.push('tie');
    }
    if (bad.length) {
      if (!problems.has(c.id)) problems.set(c.id, []);
      problems.get(c.id).push(`${now.toISOString()} ${bad.join(',')}`);
    }
  }
}
for (const [id, list] of problems) console.log(id, list.length, list.slice(0, 4).join(' | '));
console.log(problems.size ? `${problems.size} case(s) fragile` : `robust at ${nows.length} nows`);
