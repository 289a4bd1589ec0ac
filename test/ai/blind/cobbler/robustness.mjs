import * as data from './data.mjs';
import { cases } from './cases.mjs';
const bad = new Map();
const base = Date.parse('2026-11-26T00:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 5.3 * 86_400_000 + (((i * 7) % 15) + 8) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const ev = data.generateEvents(now);
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    let msg = null;
    try {
      const x = c.expect(ev, now);
      if (x.confidence === 'low') msg = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        msg = 'zero/nan ' + JSON.stringify(x.numbers) + JSON.stringify(x.percents);
      else if (c.expect.tieAtCut?.(ev, now)) msg = 'tie';
      else if (x.percents && c.type === 'compare' && x.percents.length === 0) msg = 'no pct';
    } catch (e) {
      msg = 'err ' + e.message;
    }
    if (msg) {
      if (!bad.has(c.id)) bad.set(c.id, []);
      bad.get(c.id).push(now.toISOString() + ' ' + msg);
    }
  }
}
for (const [id, l] of bad) console.log(id, l.length, l.slice(0, 3));
console.log('done', bad.size);
