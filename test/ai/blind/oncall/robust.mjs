// Robustness check: every case at 60 different `now`s (months ahead, different hours and
// weekdays). Flags empty scopes, zero figures and ties at a cut. Run: nice -n 19 node robust.mjs
import * as data from './data.mjs';
import { cases } from './cases.mjs';

const only = process.argv[2];
const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
const base = Date.parse(process.env.BASE || '2026-11-25T14:00:00Z');
const step = Number(process.env.STEP || 2.6 * 86_400_000 + 5 * 3_600_000 + 17 * 60_000 + 13_000);
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * step);
  const events = data.generateEvents(now);
  for (const c of cases) {
    if (only && !c.id.includes(only)) continue;
    const where = now.toISOString();
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${where} not low`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `${where} empty`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${where} dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${where} figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${where} tie`);
      if (only) console.log(where, JSON.stringify(x));
    } catch (e) {
      note(c.id, `${where} ${e.message}`);
    }
  }
}
for (const [id, msgs] of problems) console.log(id, msgs.length, msgs.slice(0, 3).join(' | '));
console.log(problems.size ? `${problems.size} case(s) with problems` : 'robust clean');
