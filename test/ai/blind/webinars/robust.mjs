// Robustness sweep: every case at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const nows = [];
const base = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < 60; i++)
  nows.push(new Date(base + i * 37 * 3_600_000 + ((i * 7) % 60) * 60_000 + 6 * 3_600_000 * (i % 3 === 0)));
const problems = new Map();
for (const now of nows) {
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    let bad = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else if (x.confidence === 'low') bad = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dp0';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero/nan';
    else if (!x.names?.length && !x.numbers?.length && !x.percents?.length && x.confidence !== 'high')
      bad = 'empty';
    else if (c.expect.tieAtCut?.(ev, now)) bad = 'tie';
    if (bad) {
      const k = `${c.id}: ${bad}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
console.log(`${nows[0].toISOString()} .. ${nows.at(-1).toISOString()}`);
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 4).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : 'robust');
