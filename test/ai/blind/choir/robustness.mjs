// Evaluates every case's expectation at 60 different `now`s; reports empty, zero or tied results.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const base = Date.parse('2026-11-29T00:10:00Z');
for (let k = 0; k < 60; k++) {
  const now = new Date(base + k * 2.37 * 86_400_000 + ((k * 7) % 24) * 3_600_000 + ((k * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${where}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        problems.push(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${where}: figure ${v}`);
      if (!x.names?.length && !x.numbers?.length && !x.percents?.length) problems.push(`${where}: empty`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at cut`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n') || 'robust at 60 nows');
console.log(problems.length, 'problem(s)');
