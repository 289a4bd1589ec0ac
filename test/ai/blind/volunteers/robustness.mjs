import * as data from './data.mjs';
import { cases } from './cases.mjs';
const bad = {};
const start = Date.parse('2026-11-25T14:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(start + i * (2.6 * 86400000) + ((i * 7) % 23) * 3600000 + (3 + i) * 61000);
  const ev = data.generateEvents(now);
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    const x = c.expect(ev, now);
    const probs = [];
    if (x.confidence === 'low') probs.push('low');
    if (x.dataPoints !== undefined && !(x.dataPoints > 0)) probs.push('dp0');
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (v === 0 || !Number.isFinite(v)) probs.push('zero');
    if (!x.names?.length && !x.numbers?.length && !x.percents?.length) probs.push('empty');
    if (c.expect.tieAtCut?.(ev, now)) probs.push('tie');
    if (probs.length) (bad[c.id] ??= []).push(now.toISOString().slice(0, 16) + ':' + probs.join(','));
  }
}
for (const [k, v] of Object.entries(bad)) console.log(k, v.length, v.slice(0, 4).join(' '));
console.log('done');
