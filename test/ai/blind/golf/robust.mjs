// Robustness: evaluates every case at 60 different `now`s (next months, various hours) and reports
// empty scopes, zero figures and ties at a ranked list's cut. Run: nice -n 19 node robust.mjs
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const base = Date.parse(process.argv[2] ?? '2026-11-29T00:00:00Z');
const bad = new Map();
const note = (id, msg) => {
  if (!bad.has(id)) bad.set(id, []);
  bad.get(id).push(msg);
};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.9 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const tag = now.toISOString();
    if (c.type === 'other' || c.low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${tag} not low`);
      continue;
    }
    if (x.confidence === 'low') note(c.id, `${tag} low`);
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${tag} dataPoints ${x.dataPoints}`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) note(c.id, `${tag} figure ${v}`);
    if (c.expect.tieAtCut?.(events, now)) note(c.id, `${tag} tie at cut`);
  }
}
for (const [id, msgs] of bad) console.log(id, msgs.length, msgs.slice(0, 3).join(' | '));
console.log(bad.size ? `${bad.size} case(s) with problems` : 'robust at 60 nows');
