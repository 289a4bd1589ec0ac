// Robustness: evaluate every case at 60 different `now`s (next ~4 months, varied hours) and report
// cases that become empty, zero, low or tied at a cut. Run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const base = Date.parse(process.argv[2] ?? '2026-11-28T00:00:00Z');
const nows = Array.from(
  { length: 60 },
  (_, i) =>
    new Date(
      base + i * 2.05 * 86_400_000 + ((i * 7 + 3) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 17_000,
    ),
);
const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const where = now.toISOString();
    try {
      const x = c.expect(events, now);
      const intendedLow = c.type === 'other' || c.low === true;
      if (intendedLow) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${where}: not low`);
        continue;
      }
      if (x.confidence === 'low') {
        note(c.id, `${where}: low/empty`);
        continue;
      }
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        note(c.id, `${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${where}: figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${where}: tie`);
    } catch (e) {
      note(c.id, `${where}: ${e.message}`);
    }
  }
}
for (const [id, list] of problems) console.log(id, list.length, list.slice(0, 3).join(' | '));
console.log(
  `${nows.length} nows from ${nows[0].toISOString()} to ${nows.at(-1).toISOString()}; ${problems.size} case(s) with problems`,
);
