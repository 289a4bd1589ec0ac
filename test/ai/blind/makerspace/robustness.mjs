// Evaluates every case at 60 different `now`s (over the coming months, at varied hours) and
// reports any in-scope case that becomes empty, zero, low or tied at its cut.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const base = Date.parse('2026-11-25T14:00:00Z');
const problems = new Map();
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 4.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    const bad = [];
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push('not low');
    } else {
      if (x.confidence === 'low') bad.push('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad.push('dp 0');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) bad.push(`figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) bad.push('tie');
    }
    if (bad.length) {
      if (!problems.has(c.id)) problems.set(c.id, []);
      problems.get(c.id).push(`${now.toISOString()} ${bad.join(',')}`);
    }
  }
}
for (const [id, list] of problems) console.log(id, list.length, list.slice(0, 3).join(' | '));
console.log(problems.size ? `${problems.size} case(s) unstable` : 'robust at 60 nows');
