// Robustness: evaluate every case at 60 different `now`s; report empty/zero/tied/low problems.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const nows = [];
const base = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < 52; i++)
  nows.push(new Date(base + i * 3.1 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000));
for (const s of [
  '2026-12-01T00:30:00Z',
  '2027-01-01T00:05:00Z',
  '2027-01-04T00:10:00Z',
  '2027-02-01T03:00:00Z',
  '2027-03-01T23:50:00Z',
  '2026-11-30T00:03:00Z',
  '2027-03-31T12:00:00Z',
  '2026-12-07T09:59:00Z',
])
  nows.push(new Date(s));
const bad = [];
for (const now of nows) {
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push(`${c.id} @ ${now.toISOString()}: not low`);
      continue;
    }
    if (x.confidence === 'low') bad.push(`${c.id} @ ${now.toISOString()}: low/empty`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      bad.push(`${c.id} @ ${now.toISOString()}: dp ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!v) bad.push(`${c.id} @ ${now.toISOString()}: zero/bad figure`);
    if (c.expect.tieAtCut?.(ev, now)) bad.push(`${c.id} @ ${now.toISOString()}: tie at cut`);
    if (c.expect.tieAtCut && (x.numbers ?? []).some((v, i, a) => i && v === a[i - 1]))
      bad.push(`${c.id} @ ${now.toISOString()}: tie inside list`);
  }
}
console.log(nows.length, 'nows;', bad.length, 'problems');
console.log(bad.join('\n'));
