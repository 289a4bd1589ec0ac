// Robustness: evaluate every expectation at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse('2026-11-25T14:00:00Z');
const problems = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * 5.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 611_000);
  now.setUTCMilliseconds(0);
  const ev = generateEvents(now);
  for (const c of cases.filter((c) => !process.argv[2] || c.id === process.argv[2])) {
    const x = c.expect(ev, now);
    const w = `${c.id} @ ${now.toISOString()}`;
    const low = c.type === 'other' || c.low;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(w + ' not low');
      continue;
    }
    if (x.confidence === 'low' || (x.dataPoints !== undefined && !(x.dataPoints > 0)))
      problems.push(w + ' empty');
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(w + ` figure ${v}`);
    if ((x.percents ?? []).some((v) => v === null)) problems.push(w + ' null pct');
    if (c.expect.tieAtCut?.(ev, now)) problems.push(w + ' tie at cut');
  }
}
console.log(problems.length ? problems.join('\n') : 'robust: clean at 60 nows');
