// Robustness: every case's expectation at 60 different `now`s (over the next ~5 months, all hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T21:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * (2.6 * 86_400_000) + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q.trim()) problems.push(`${where}: empty question`);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
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
