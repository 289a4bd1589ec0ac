// Robustness: evaluate every case at 60 different "now"s (next ~4 months, varied hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 9, 0, 0);
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(ev, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (c.expect.tieAtCut?.(ev, now)) problems.push(`${where}: tie`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} robustness problem(s)`);
