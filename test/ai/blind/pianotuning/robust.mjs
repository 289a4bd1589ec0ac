// Robustness: evaluate every case at many `now`s; report empty scopes, zero figures and ties at cuts.
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] ?? '2026-11-25T14:00:00Z');
const N = Number(process.argv[3] ?? 60);
const problems = [];
for (let i = 0; i < N; i++) {
  const now = new Date(start + i * (3.7 * 86_400_000) + ((i * 7) % 24) * 3_600_000 + (i % 4) * 900_000);
  const events = data.generateEvents(now);
  for (const c of cases.filter((c) => !process.env.ONLY || c.id === process.env.ONLY)) {
    const x = c.expect(events, now);
    const where = `${c.id} @ ${now.toISOString()}`;
    if (c.type === 'other' || c.low) continue;
    if (x.confidence === 'low') problems.push(`${where}: low/empty`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${where}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (v === 0) problems.push(`${where}: zero`);
    if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie`);
    if (c.type === 'compare' && !x.percents?.length) problems.push(`${where}: no pct`);
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s) over ${N} nows`);
