// Robustness: every case evaluated at 60 different `now`s (not part of the selfcheck).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] ?? '2026-11-29T17:46:00Z');
const N = Number(process.argv[3] ?? 60);
const bad = new Map();
for (let i = 0; i < N; i++) {
  const now = new Date(start + i * (2 * 86400000 + 5 * 3600000 + 13 * 60000 + 7000));
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    const probs = [];
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) probs.push('not low');
    } else {
      if (x.confidence === 'low') probs.push('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) probs.push('dp0');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) probs.push('zero/bad ' + v);
      if (c.expect.tieAtCut?.(ev, now)) probs.push('tie');
    }
    if (probs.length) {
      const k = c.id;
      if (!bad.has(k)) bad.set(k, []);
      bad.get(k).push(now.toISOString().slice(0, 16) + ' ' + probs.join(','));
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3).join(' | '));
console.log('done', bad.size, 'cases with problems');
