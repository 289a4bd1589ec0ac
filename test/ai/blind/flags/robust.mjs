// Robustness: every case's expectation at 60 different `now`s (days ahead, varied hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = [];
const base = Date.parse('2026-11-29T00:00:00Z');
for (let i = -1; i < 60; i++) {
  const now =
    i < 0
      ? new Date('2026-11-25T14:00:00Z')
      : new Date(base + i * 5.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + i * 61_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const q = typeof c.question === 'function' ? c.question(now) : c.question;
    if (!q) bad.push(`${c.id} empty q`);
    if (c.type === 'other' || c.low) continue;
    if (x.confidence === 'low' || !(x.dataPoints === undefined || x.dataPoints > 0))
      bad.push(`${c.id} @${now.toISOString()} empty`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!Number.isFinite(v) || v === 0) bad.push(`${c.id} @${now.toISOString()} figure ${v}`);
    if (c.expect.tieAtCut?.(ev, now)) bad.push(`${c.id} @${now.toISOString()} tie`);
  }
}
console.log(bad.length ? bad.join('\n') : 'robust: clean at 60 nows');
