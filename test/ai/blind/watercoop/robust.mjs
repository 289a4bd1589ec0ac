// Robustness: evaluate every case at 60 different nows (next ~4 months, hours 03–22 UTC).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.1 * 86_400_000 + (3 + ((i * 7) % 20)) * 3_600_000 + i * 61_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    let x;
    try {
      x = c.expect(ev, now);
    } catch (e) {
      problems.push(`${c.id} @ ${now.toISOString()}: ${e.message}`);
      continue;
    }
    const low = c.type === 'other' || c.low;
    if (low) continue;
    if (x.confidence === 'low' || x.dataPoints === 0) problems.push(`${c.id} @ ${now.toISOString()}: empty`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!v || !Number.isFinite(v)) problems.push(`${c.id} @ ${now.toISOString()}: figure ${v}`);
    if (x.percents && c.type === 'compare' && !x.percents.length)
      problems.push(`${c.id} @ ${now.toISOString()}: no pct`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${c.id} @ ${now.toISOString()}: tie at cut`);
  }
}
console.log(problems.length ? problems.join('\n') : 'robust: clean at 60 nows');
