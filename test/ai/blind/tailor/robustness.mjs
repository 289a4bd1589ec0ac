// Runs every case's expectation at 60 different `now`s and reports empty scopes, zero figures,
// missing percentages in comparisons and ties at a cut. Run with: nice -n 19 node robustness.mjs
import { generateEvents } from './data.mjs';
import { cases as allCases } from './cases.mjs';
const only = process.env.ONLY?.split(',');
const cases = only ? allCases.filter((c) => only.includes(c.id)) : allCases;

const base = Date.parse('2026-11-25T14:00:00Z');
const nows = [];
for (let i = 0; i < 60; i++)
  nows.push(new Date(base + i * 4.3 * 86_400_000 + ((i * 7919) % 24) * 3_600_000 + ((i * 37) % 60) * 60_000));
nows.push(new Date());
const problems = [];
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    const x = c.expect(events, now);
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) problems.push(`${where}: not low`);
      continue;
    }
    if (x.confidence === 'low') problems.push(`${where}: empty`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!v) problems.push(`${where}: zero figure`);
    if (c.type === 'compare' && !x.percents?.length) problems.push(`${where}: no percentage`);
    if (c.expect.tieAtCut(events, now)) problems.push(`${where}: tie at cut`);
    const q = typeof c.question === 'function' ? c.question(now) : c.question;
    if (!q) problems.push(`${where}: empty question`);
  }
}
console.log(problems.join('\n') || 'robust');
console.log(`${problems.length} problem(s) over ${nows.length} nows`);
