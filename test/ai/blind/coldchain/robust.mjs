// Robustness: evaluate every case at 60 different `now`s; report empty, zero or tied-at-cut cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 0, 0, 0);
const probs = {};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const bad = (m) => (probs[c.id] ??= []).push(`${now.toISOString()} ${m}`);
    try {
      const x = c.expect(ev, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) bad('not low');
        continue;
      }
      if (x.confidence === 'low') bad('empty');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad('dp');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) bad('zero/bad ' + v);
      if (c.expect.tieAtCut?.(ev, now)) bad('tie');
    } catch (e) {
      bad(e.message);
    }
  }
}
for (const [id, l] of Object.entries(probs)) console.log(id, l.length, l.slice(0, 3).join(' | '));
console.log('done');
