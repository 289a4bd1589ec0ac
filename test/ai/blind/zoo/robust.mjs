// Robustness: every case's expectation at 60 different `now`s (no empty scope, zero figure or tie at a cut).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse(process.argv[2] || '2026-11-29T15:00:00Z');
const problems = [];
for (let k = 0; k < 60; k++) {
  const now = new Date(base + k * 2.1 * 86_400_000 + ((k * 7) % 24) * 3_600_000 + ((k * 13) % 60) * 60_000);
  const events = data.generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      const low = c.type === 'other' || c.low;
      if (low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: should be low`);
        continue;
      }
      if (x.confidence === 'low') problems.push(`${where}: empty`);
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
console.log(`${problems.length} problem(s) over 60 nows`);
