import * as data from './data.mjs';
import { cases } from './cases.mjs';
const problems = {};
const base = Date.UTC(2026, 10, 25, 14);
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 2.3 * 86400000 + ((i * 7) % 24) * 3600000 + i * 611000);
  now.setUTCMilliseconds(0);
  const ev = data.generateEvents(now);
  const nu = new Set(ev.map((e) => e.userId)).size;
  if (ev.length < 15000 || ev.length > 40000 || nu < 300 || nu > 600)
    (problems['DATA'] ??= []).push(`${now.toISOString()} ${ev.length} ${nu}`);
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    let bad = '';
    try {
      const x = c.expect(ev, now);
      if (x.confidence === 'low') bad = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        bad = 'zero';
      else if (c.expect.tieAtCut?.(ev, now)) bad = 'tie';
    } catch (e) {
      bad = 'err ' + e.message;
    }
    if (bad) (problems[c.id] ??= []).push(`${now.toISOString()} ${bad}`);
  }
}
for (const [k, v] of Object.entries(problems)) console.log(k, v.length, v.slice(0, 3).join(' | '));
console.log('done');
