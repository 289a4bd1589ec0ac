// Robustness: evaluates every case at 60 different `now`s and reports empty scopes, zero
// figures and ties at a cut. Run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 0, 0, 0) + Number(process.argv[3] ?? 0) * 3_600_000;
const problems = [];
const N = Number(process.argv[2] ?? 60);
for (let i = 0; i < N; i++) {
  // spread over ~5 months, varying hour and minute
  const now = new Date(base + i * 2.6 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
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
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${where}: tie at cut`);
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s) over ${N} nows`);
