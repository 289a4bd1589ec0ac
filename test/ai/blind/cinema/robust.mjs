/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Robustness: evaluate every case at 60 different `now`s; report empty/zero/low/tied cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
import { rank, tally, select } from '../../../../../shared/ai/eval/oracle.mjs';
const base = Date.UTC(2026, 10, 25, 14);
const bad = new Map();
const K = Number(process.argv[2] || 60);
for (let i = 0; i < K; i++) {
  const now = new Date(base + i * 5.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const events = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(events, now);
    const low = c.type === 'other' || c.low;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero';
    else if (c.expect.tieAtCut?.(events, now)) why = 'tie';
    if (why) {
      const k = `${c.id} ${why}`;
      bad.set(k, [...(bad.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of bad) console.log(k, v.length, v[0]);
console.log('done', K);
