// Robustness: every case at 60 different nows (next ~5 months, different hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const base = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 2.6 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 300_000,
  );
  const ev = generateEvents(now);
  for (const c of cases) {
    const w = `${c.id} @ ${now.toISOString()}`;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(ev, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${w}: not low`);
        continue;
      }
      if (x.confidence === 'low') problems.push(`${w}: low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${w}: dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) problems.push(`${w}: figure ${v}`);
      for (const n of x.names ?? []) if (!n) problems.push(`${w}: empty name`);
      if (c.expect.tieAtCut?.(ev, now)) problems.push(`${w}: tie at cut`);
      if (!q) problems.push(`${w}: no question`);
    } catch (e) {
      problems.push(`${w}: ${e.message}`);
    }
  }
}
console.log(problems.length ? problems.join('\n') : 'robust: no problems at 60 nows');
