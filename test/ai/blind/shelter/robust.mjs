import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = {};
const start = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < 60; i++) {
  const now = new Date(
    start + i * 1.37 * 86_400_000 + (((i * 7) % 23) + 1) * 3_600_000 + ((i * 13) % 60) * 60_000,
  );
  const events = generateEvents(now);
  for (const c of cases) {
    if (c.type === 'other' || c.low) continue;
    const x = c.expect(events, now);
    const why =
      x.confidence === 'low'
        ? 'low'
        : [...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v))
          ? 'zero'
          : c.expect.tieAtCut?.(events, now)
            ? 'tie'
            : null;
    if (why) (bad[c.id] ??= []).push(`${why}@${now.toISOString().slice(0, 16)}`);
  }
}
for (const [k, v] of Object.entries(bad)) console.log(k, v.length, v.slice(0, 4).join(' '));
console.log('done');
