import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const fails = {};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * (3 * 86400000 + 5 * 3600000 + 17 * 60000)); // spans ~6 months, varied hours
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const intendedLow = c.type === 'other' || c.low;
    let msg = null;
    try {
      const x = c.expect(ev, now);
      if (intendedLow) {
        if (x.confidence !== 'low') msg = 'not low';
      } else if (x.confidence === 'low') msg = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        msg = 'zero/bad ' + JSON.stringify(x.numbers);
      else if (c.expect.tieAtCut?.(ev, now)) msg = 'tie';
    } catch (e) {
      msg = 'throw ' + e.message;
    }
    if (msg) (fails[c.id] ??= []).push(now.toISOString() + ' ' + msg);
  }
}
for (const [k, v] of Object.entries(fails)) console.log(k, v.length, v.slice(0, 3));
