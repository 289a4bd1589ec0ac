// Robustness: evaluate every case at 60 different nows (next ~4 months, varied hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const problems = [];
const extra = [
  '2026-11-30T00:20:00Z',
  '2026-12-01T00:15:00Z',
  '2027-01-01T00:30:00Z',
  '2027-02-01T01:00:00Z',
  '2027-03-01T00:05:00Z',
  '2026-12-07T00:40:00Z',
];
const nows = [
  ...Array.from(
    { length: 54 },
    (_, i) => new Date(base + i * 2 * 86_400_000 + ((i * 7919) % 24) * 3_600_000 + ((i * 37) % 60) * 60_000),
  ),
  ...extra.map((s) => new Date(s)),
];
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const intendedLow = c.type === 'other' || c.low;
    if (intendedLow) continue;
    if (x.confidence === 'low') problems.push(`${c.id} @ ${now.toISOString()}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${c.id} @ ${now.toISOString()}: dp ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${c.id} @ ${now.toISOString()}: figure ${v}`);
    if (c.expect.tieAtCut?.(events, now)) problems.push(`${c.id} @ ${now.toISOString()}: tie at cut`);
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s)`);
