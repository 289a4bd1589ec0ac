// Robustness: evaluate every case at 60 different `now`s; run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const start = Date.parse('2026-11-29T00:20:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  const u = new Set(events.map((e) => e.userId)).size;
  if (events.length < 15000 || events.length > 40000 || u < 300 || u > 600)
    problems.push(`${now.toISOString()}: ${events.length} events ${u} users`);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    const w = `${c.id} @ ${now.toISOString()}`;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${w}: not low`);
      continue;
    }
    if (x.confidence === 'low') problems.push(`${w}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${w}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${w}: figure ${v}`);
    if (c.expect.tieAtCut?.(events, now)) problems.push(`${w}: tie at cut`);
  }
}
console.log(problems.join('\n') || 'robust at 60 nows');
