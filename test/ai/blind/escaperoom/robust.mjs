// Robustness check: evaluates every case at 60 different `now`s; run with `nice -n 19 node robust.mjs`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] || '2026-11-25T14:00:00Z');
const nows = Array.from(
  { length: 60 },
  (_, i) => new Date(start + i * (3 * 86_400_000 + 5 * 3_600_000 + 17 * 60_000 + 13_000)),
);
const bad = [];
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const w = `${c.id} @ ${now.toISOString()}`;
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push(`${w}: not low`);
      continue;
    }
    if (x.confidence === 'low') bad.push(`${w}: empty`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad.push(`${w}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) bad.push(`${w}: figure ${v}`);
    if (c.type === 'compare' && !x.percents?.length) bad.push(`${w}: no pct`);
    if (c.expect.tieAtCut?.(events, now)) bad.push(`${w}: tie at cut`);
  }
}
const byCase = {};
for (const b of bad) {
  const id = b.split(' @ ')[0];
  byCase[id] = (byCase[id] ?? 0) + 1;
}
console.log(byCase);
console.log(bad.slice(0, 30).join('\n'));
console.log(`${bad.length} problems over ${nows.length} nows`);
