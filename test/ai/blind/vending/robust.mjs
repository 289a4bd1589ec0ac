// Robustness: evaluates every case at many `now`s; reports empty/zero/low/tied expectations.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] || '2026-11-29T00:00:00Z');
const n = Number(process.argv[3] || 60);
const bad = {};
for (let i = 0; i < n; i++) {
  const now = new Date(
    start + i * (2.3 * 86_400_000) + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low') why = 'low';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) why = 'dp0';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero/NaN';
    else if (c.expect.tieAtCut?.(ev, now)) why = 'tie';
    if (why) (bad[c.id] ??= []).push(`${why}@${now.toISOString().slice(0, 16)}`);
  }
}
for (const [k, v] of Object.entries(bad)) console.log(k, v.length, v.slice(0, 4).join(' '));
console.log('done', Object.keys(bad).length, 'cases with problems');
