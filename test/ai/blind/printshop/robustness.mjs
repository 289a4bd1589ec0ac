// Runs every case's expectation at 60 different `now`s (next months, various hours) and reports
// cases that become empty, zero, low or tied at a cut. Run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const start = Date.parse('2026-11-28T00:00:00Z');
const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (let i = 0; i < 60; i++) {
  // ~3.3 days apart (spans ~6.5 months), hours cycling through the day (never in the first 5 minutes).
  const t = start + i * 79 * 3_600_000 + 7 * 60_000 + ((i * 37) % 50) * 60_000 + (i % 7) * 13_000;
  const now = new Date(t);
  const events = generateEvents(now);
  for (const c of cases) {
    const intendedLow = c.type === 'other' || c.low === true;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(events, now);
      if (intendedLow) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${now.toISOString()} not low`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `${now.toISOString()} low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        note(c.id, `${now.toISOString()} dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${now.toISOString()} figure ${v}`);
      if (!x.names?.length && !x.numbers?.length && !x.percents?.length)
        note(c.id, `${now.toISOString()} nothing`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${now.toISOString()} tie`);
      if (!q) note(c.id, 'empty question');
    } catch (err) {
      note(c.id, `${now.toISOString()} ${err.message}`);
    }
  }
}
for (const [id, msgs] of problems) console.log(id, msgs.length, msgs.slice(0, 3).join(' | '));
console.log(problems.size ? `${problems.size} case(s) with problems` : 'robust at 60 nows');
