// Robustness: evaluate every expectation at 60 different nows (same checks as the self-check).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const w = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(ev, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') problems.push(`${w}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${w}: dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${w}: figure ${v}`);
      if (c.expect.tieAtCut?.(ev, now)) problems.push(`${w}: tie`);
    } catch (e) {
      problems.push(`${w}: ${e.message}`);
    }
  }
}
console.log(problems.join('\n'));
console.log(problems.length, 'problems');
