/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Robustness: every case's expectation at many `now`s (run under nice -n 19).
import { generateEvents, EVENT_NAMES } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse('2026-11-29T00:00:00Z');
const K = Number(process.argv[2] ?? 60);
const bad = [];
for (let k = 0; k < K; k++) {
  const now = new Date(start + k * 2.37 * 86_400_000 + (((k * 7) % 21) + 2) * 3_600_000 + k * 611_000);
  now.setUTCMilliseconds(0);
  const ev = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    try {
      const x = c.expect(ev, now);
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) bad.push(`${where}: not low`);
        continue;
      }
      if (x.confidence === 'low') bad.push(`${where}: low/empty`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!v) bad.push(`${where}: zero figure`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad.push(`${where}: dp ${x.dataPoints}`);
      if (c.expect.tieAtCut?.(ev, now)) bad.push(`${where}: tie`);
      if (c.type === 'compare' && x.percents?.length === 0) bad.push(`${where}: no pct`);
    } catch (e) {
      bad.push(`${where}: ${e.message}`);
    }
  }
}
const byCase = {};
for (const b of bad) {
  const id = b.split(' @ ')[0];
  (byCase[id] ??= []).push(b);
}
for (const [id, l] of Object.entries(byCase)) console.log(id, l.length, l[0]);
console.log(bad.length ? `${bad.length} problems` : 'robust clean');
