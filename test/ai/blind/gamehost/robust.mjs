// Robustness: every case's expectation at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const start = Date.parse('2026-11-29T00:00:00Z') + Number(process.env.OFFSET_H ?? 0) * 3_600_000;
for (let i = 0; i < 60; i++) {
  const now = new Date(
    start + i * 2.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 60_000,
  );
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const where = `${c.id} @ ${now.toISOString()}`;
    if (c.type === 'other' || c.low) continue;
    if (x.confidence === 'low') problems.push(`${where}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0))
      problems.push(`${where}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!v || !Number.isFinite(v)) problems.push(`${where}: figure ${v}`);
    if (x.percents && x.percents.length === 0 && c.type === 'compare') problems.push(`${where}: no pct`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${where}: tie`);
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s)`);
