// Robustness: every case's expectation at 60 different `now`s (over the coming months, all hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = [];
const base = Date.UTC(2026, 10, 25, 14);
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const ev = generateEvents(now);
  for (const c of cases.filter((c) => !process.argv[2] || c.id === process.argv[2])) {
    const x = c.expect(ev, now);
    const lowCase = c.type === 'other' || c.low;
    const where = `${c.id} @ ${now.toISOString()}`;
    if (lowCase) continue;
    if (x.confidence === 'low') problems.push(`${where}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${where}: dp ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (v === 0 || v == null || !Number.isFinite(v)) problems.push(`${where}: figure ${v}`);
    if (c.expect.tieAtCut?.(ev, now)) problems.push(`${where}: tie at cut`);
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) problems.push(`${where}: nothing`);
  }
}
const byCase = {};
for (const p of problems) {
  const id = p.split(' @')[0];
  (byCase[id] ??= []).push(p);
}
for (const [id, ps] of Object.entries(byCase)) console.log(id, ps.length, ps[0]);
console.log(problems.length ? `${problems.length} problem(s)` : 'robust across 60 nows');
