/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Robustness: evaluate every case at 60 different `now`s; report empty/zero/tied results.
import { generateEvents } from './data.mjs';
import { cases as allCases } from './cases.mjs';
const only = process.env.ONLY?.split(',');
const cases = only ? allCases.filter((c) => only.includes(c.id)) : allCases;
const base = Date.parse('2026-11-29T00:00:00Z');
const bad = {};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const low = c.type === 'other' || c.low;
    let msg = null;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(ev, now);
      if (low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) msg = 'not low';
      } else if (x.confidence === 'low') msg = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        msg = 'zero';
      else if (c.expect.tieAtCut?.(ev, now)) msg = 'tie';
    } catch (e) {
      msg = 'err ' + e.message;
    }
    if (msg) (bad[c.id] ??= []).push(`${now.toISOString()} ${msg}`);
  }
}
for (const [k, v] of Object.entries(bad)) console.log(k, v.length, v.slice(0, 3).join(' | '));
console.log(Object.keys(bad).length ? 'robustness problems' : 'robust clean');
