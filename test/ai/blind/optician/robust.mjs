// Robustness: evaluate every case at 60 different `now`s; report empty/zero/tie problems per case.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const only = process.argv[2];
const bad = new Map();
const base = Date.parse('2026-11-25T14:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(
    base + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + (((i * 13) % 50) + 5) * 60_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    if (only && !c.id.startsWith(only)) continue;
    const x = c.expect(events, now);
    const intendedLow = c.type === 'other' || c.low;
    let p = null;
    if (intendedLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) p = 'not low';
    } else if (x.confidence === 'low') p = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      p = 'zero';
    else if (c.expect.tieAtCut?.(events, now)) p = 'tie';
    if (p) {
      if (!bad.has(c.id)) bad.set(c.id, []);
      bad.get(c.id).push(`${p}@${now.toISOString()}`);
    }
  }
}
for (const [id, l] of bad) console.log(id, l.length, l.slice(0, 3).join(' '));
console.log('robust done,', bad.size, 'cases with problems');
