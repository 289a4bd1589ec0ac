// Robustness check: every case at many `now`s (different days, weekdays and hours).
// Run: nice -n 19 node robust.mjs [count]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const K = Number(process.argv[2] ?? 60);
const start = Date.parse(process.argv[3] ?? '2026-11-28T00:00:00Z');
const nows = [];
for (let i = 0; i < K; i++) {
  // spread over ~7 months, with hours and minutes walking around the clock
  const t = start + i * 3.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000;
  nows.push(new Date(t));
}
nows.push(
  new Date('2026-12-01T01:30:00Z'),
  new Date('2027-01-01T02:00:00Z'),
  new Date('2026-11-30T00:20:00Z'),
  new Date('2027-03-31T12:00:00Z'),
  new Date('2027-02-28T23:50:00Z'),
);
const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (const now of nows) {
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const lowCase = c.type === 'other' || c.low;
    if (lowCase) continue;
    const where = now.toISOString();
    if (x.confidence === 'low') {
      note(c.id, `${where}: empty`);
      continue;
    }
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (v === 0) note(c.id, `${where}: zero figure`);
    if (c.expect.tieAtCut?.(ev, now)) note(c.id, `${where}: tie at cut ${JSON.stringify(x.numbers)}`);
  }
}
for (const [id, msgs] of problems) console.log(id, msgs.length, msgs.slice(0, 3).join(' | '));
console.log(`${nows.length} nows, ${problems.size} cases with problems`);
