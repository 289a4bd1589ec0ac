import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = new Map();
const base = Date.parse('2026-11-25T14:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * (3.37 * 86400000) + ((i * 7) % 24) * 3600000 + i * 611000);
  now.setUTCMilliseconds(0);
  const ev = generateEvents(now);
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    let msg = null;
    try {
      const x = c.expect(ev, now);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dp0';
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) msg = 'zero/bad ' + v;
      if (!x.names?.length && !x.numbers?.length && !x.percents?.length) msg = 'empty';
      if (c.expect.tieAtCut?.(ev, now)) msg = 'tie';
      // near-equal figures among compared numbers in compare (diff 0)
    } catch (e) {
      msg = 'err ' + e.message;
    }
    if (msg) {
      if (!bad.has(c.id)) bad.set(c.id, []);
      bad.get(c.id).push(now.toISOString() + ' ' + msg);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v.slice(0, 3));
console.log('done');
