// Robustness sweep: every case's expectation at 60 different `now`s (several months, all hours).
import { generateEvents } from './data.mjs';
import { cases as all } from './cases.mjs';
const only = process.env.CASES?.split(',');
const cases = only ? all.filter((c) => only.includes(c.id)) : all;
const base = Date.parse('2026-11-29T00:00:00Z');
const nows = [];
for (let i = 0; i < 60; i++)
  nows.push(
    new Date(base + i * 1.7 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 17_000),
  );
nows.push(
  new Date('2026-12-01T00:05:00Z'),
  new Date('2027-01-04T00:10:00Z'),
  new Date('2027-03-01T00:03:00Z'),
);
const problems = [];
const sizes = [];
for (const now of nows) {
  const events = generateEvents(now);
  const nUsers = new Set(events.map((e) => e.userId)).size;
  if (events.length < 15000 || events.length > 40000 || nUsers < 300 || nUsers > 600)
    problems.push(`data @ ${now.toISOString()}: ${events.length} events, ${nUsers} users`);
  sizes.push(events.length);
  for (const c of cases) {
    const x = c.expect(events, now);
    const w = `${c.id} @ ${now.toISOString()}`;
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${w}: not low`);
      continue;
    }
    if (x.confidence === 'low') problems.push(`${w}: low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) problems.push(`${w}: dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) problems.push(`${w}: figure ${v}`);
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) problems.push(`${w}: empty`);
    if (c.expect.tieAtCut?.(events, now)) problems.push(`${w}: tie at cut`);
    if (c.type === 'compare' && !x.percents?.length) problems.push(`${w}: no pct`);
  }
}
const byCase = {};
for (const p of problems) {
  const id = p.split(' @')[0];
  (byCase[id] ??= []).push(p);
}
for (const [id, ps] of Object.entries(byCase)) console.log(id, ps.length, ps[0]);
console.log(`events per now: ${Math.min(...sizes)}-${Math.max(...sizes)}`);
console.log(`${nows.length} nows, ${problems.length} problems`);
