import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = {};
const base = Date.UTC(2026, 10, 30, 2, 41) + Number(process.argv[2] ?? 0);
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.9 * 86400000 + ((i * 7919) % 1440) * 60000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    let p = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) p = 'notlow';
    } else {
      if (x.confidence === 'low') p = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) p = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        p = 'zero';
      else if (c.expect.tieAtCut?.(ev, now)) p = 'tie';
    }
    if (p) (bad[c.id] ??= []).push(p + '@' + now.toISOString().slice(0, 16));
  }
}
for (const [k, v] of Object.entries(bad)) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log('done');
