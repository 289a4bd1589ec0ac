// Robustness: every case's expectation at 60 different "now"s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-30T00:20:00Z');
const bad = [];
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 5.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  if (ev.length < 15000 || ev.length > 40000) bad.push(`${ev.length} events @ ${now.toISOString()}`);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    if (low) continue;
    if (x.confidence === 'low') bad.push(`${c.id} @ ${now.toISOString()}: empty`);
    for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
      if (!v) bad.push(`${c.id} @ ${now.toISOString()}: zero`);
    if (c.expect.tieAtCut?.(ev, now)) bad.push(`${c.id} @ ${now.toISOString()}: tie`);
    if (x.names && x.names.length === 0) bad.push(`${c.id} @ ${now.toISOString()}: no names`);
  }
}
console.log(bad.join('\n') || 'robust: clean', bad.length);
