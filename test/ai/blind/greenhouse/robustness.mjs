// Robustness check: every case's expectation at many `now`s (run with nice -n 19).
// Reports cases that become empty, low, zero, or tied at a cut, and the smallest margins.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const nows = [];
const base = Date.parse('2026-11-28T00:00:00Z') + Number(process.env.ROBUST_SHIFT_HOURS ?? 0) * 3_600_000; // shift for a second sample
const hours = [0, 0.05, 1, 3, 6.5, 9, 12, 14.25, 17, 20, 23, 23.97];
for (let i = 0; i < 60; i++) {
  // spread over ~9 months, varied hours; include month starts, Mondays, new year
  const day = base + Math.round(i * 4.7) * 86_400_000;
  nows.push(new Date(Math.floor((day + hours[i % hours.length] * 3_600_000) / 1000) * 1000));
}
nows.push(
  new Date('2027-01-01T00:03:00Z'),
  new Date('2027-03-01T00:20:00Z'),
  new Date('2026-12-07T00:04:00Z'),
  new Date('2027-02-28T23:59:00Z'),
);
const only = process.argv[2];
const bad = new Map();
const note = (id, msg) => {
  if (!bad.has(id)) bad.set(id, []);
  bad.get(id).push(msg);
};
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    if (only && !c.id.includes(only)) continue;
    const where = now.toISOString();
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(events, now);
      if (only) console.log(where, q, JSON.stringify(x));
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${where} not low`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `${where} low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${where} dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${where} figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${where} tie`);
    } catch (err) {
      note(c.id, `${where} ${err.message}`);
    }
  }
}
console.log(`${nows.length} nows checked`);
for (const [id, msgs] of bad) console.log(id, msgs.length, msgs.slice(0, 4).join(' | '));
if (!bad.size) console.log('robust');
