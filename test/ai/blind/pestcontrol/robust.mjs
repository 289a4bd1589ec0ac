// Robustness: evaluates every case's expectation at 60 different "now"s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse(process.argv[2] ?? '2026-11-30T00:00:00Z');
const problems = new Map();
const K = Number(process.argv[3] ?? 60);
for (let k = 0; k < K; k++) {
  if (k % 5 === 0) console.error(`now #${k}`, new Date().toISOString());
  const now = new Date(base + k * (156 / K) * 86_400_000 + (((k * 7) % 23) + 1) * 3_600_000 + k * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const bad = [];
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push('not low');
    } else {
      if (x.confidence === 'low') bad.push('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad.push('dp');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) bad.push('zero/bad ' + v);
      if (c.expect.tieAtCut?.(events, now)) bad.push('tie');
    }
    if (bad.length) {
      const l = problems.get(c.id) ?? [];
      l.push(`${now.toISOString()} ${bad.join(',')}`);
      problems.set(c.id, l);
    }
  }
}
for (const [id, l] of problems) console.log(id, l.length, l.slice(0, 3).join(' | '));
console.log(problems.size ? `${problems.size} cases with problems` : 'robust at 60 nows');
