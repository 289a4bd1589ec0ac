/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Robustness: evaluate every case at 60 different `now`s; report empty/zero/tied cases.
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const nows = [];
const base = Date.UTC(2026, 10, 29, 9, 0, 0);
for (let i = 0; i < 60; i++)
  nows.push(new Date(base + i * 3.37 * 86_400_000 + ((i * 7) % 13) * 3_600_000 + i * 61_000));
const bad = new Map();
for (const now of nows) {
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const q = typeof c.question === 'function' ? c.question(now) : c.question;
    let why = null;
    const low = c.type === 'other' || c.low;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      why = 'zero';
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) why = 'dp';
    else if (c.expect.tieAtCut?.(ev, now)) why = 'tie';
    else if ((x.names ?? []).length === 0 && !(x.numbers ?? []).length && !(x.percents ?? []).length)
      why = 'nothing';
    if (why) {
      if (!bad.has(c.id)) bad.set(c.id, []);
      bad.get(c.id).push(`${why}@${now.toISOString()}`);
    }
  }
}
for (const [id, l] of bad) console.log(id, l.length, l.slice(0, 3).join(' '));
console.log(`checked ${cases.length} cases at ${nows.length} nows; ${bad.size} with problems`);
