// Robustness: every case's expectation at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.UTC(2026, 10, 25, 14, 0, 0);
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(
    start + i * 4.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 1000 * i,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: not low`);
        continue;
      }
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (c.type === 'compare' && !x.percents) problems.push(`${where}: no pct`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s)`);
