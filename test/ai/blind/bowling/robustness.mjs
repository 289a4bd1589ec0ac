/* eslint-disable @typescript-eslint/no-unused-expressions -- a blind round's check, kept as its author wrote it */
// Runs every case's expectation at 60 different `now`s and reports empty, zero or tied results.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse('2026-11-29T00:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 2.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      typeof c.question === 'function' && c.question(now);
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (c.type === 'compare' && !x.percents?.length) problems.push(`${where}: no percentage`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at cut`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n') || 'robust at 60 nows');
