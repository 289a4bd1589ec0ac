// Robustness: every case at 60 different `now`s (next months, different hours). Run under nice -n 19.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + (i % 4) * 900_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${where}: dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at cut`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s)`);
