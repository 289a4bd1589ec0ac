// Evaluates every case at 60 different "now"s and reports empty, zero or tied expectations.
// Run: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const base = Date.parse('2026-11-30T00:00:00Z');
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 2.7 * 86_400_000 + ((i * 7919) % 24) * 3_600_000 + (10 + ((i * 13) % 50)) * 60_000 + 15_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    const bad = (msg) => {
      const k = `${c.id}: ${msg}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    };
    const x = c.expect(events, now);
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad('not low');
      continue;
    }
    if (x.confidence === 'low') bad('low');
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad('no data');
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) bad(`figure ${v}`);
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) bad('nothing to check');
    if (c.expect.tieAtCut?.(events, now)) bad('tie at cut');
  }
}
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : 'robust at 60 nows');
