// Robustness: every case's expectation at many `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse(process.argv[2] || '2026-11-25T14:00:00Z');
const K = Number(process.argv[3] || 60);
const problems = [];
for (let i = 0; i < K; i++) {
  const now = new Date(base + i * (3 * 86_400_000 + 7 * 3_600_000 + 37 * 60_000 + 13_000) + 421);
  const events = generateEvents(now);
  for (const c of cases) {
    const w = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${w}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${w}: dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${w}: figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) problems.push(`${w}: tie`);
      if (c.type === 'conversion' && x.percents[0] === 100) problems.push(`${w}: conversion 100% (weak)`);
    } catch (e) {
      problems.push(`${w}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(`${problems.length} problem(s) over ${K} nows`);
