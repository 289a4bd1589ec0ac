// Evaluates every case at 60 different nows and reports empty, zero, low or tied expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse('2026-11-29T00:00:00Z');
const nows = [];
for (let i = 0; i < 60; i++) {
  const day = Math.floor(i * 3.1); // spread over ~6 months
  const hour = [8, 11, 14, 17, 20, 23, 9, 13, 19, 22][i % 10];
  nows.push(new Date(start + day * 86_400_000 + hour * 3_600_000 + ((i * 7) % 60) * 60_000));
}
const problems = new Map();
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let bad = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else if (x.confidence === 'low') bad = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero/NaN';
    else if (c.expect.tieAtCut?.(events, now)) bad = 'tie';
    if (bad) {
      const k = `${c.id}: ${bad}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString().slice(0, 16)]);
    }
  }
}
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : 'robust at 60 nows');
