// Robustness: every case's expectation at 60 different "now"s (not part of the selfcheck).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 9, 17, 0);
let bad = 0;
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * (3 * 86_400_000 + 5 * 3_600_000 + 23 * 60_000)); // ~6 months, all hours and weekdays
  const ev = data.generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const low = c.type === 'other' || c.low;
    const figs = [...(x.numbers ?? []), ...(x.percents ?? [])];
    const problem = low
      ? x.confidence !== 'low' || x.dataPoints !== 0
      : x.confidence === 'low' ||
        (x.dataPoints !== undefined && !(x.dataPoints > 0)) ||
        figs.some((v) => v === 0 || v === null || !Number.isFinite(v)) ||
        (x.names ?? []).some((n) => !n) ||
        c.expect.tieAtCut?.(ev, now);
    if (problem) {
      bad++;
      console.log(now.toISOString(), c.id, JSON.stringify(x));
    }
  }
}
console.log(bad ? `${bad} problem(s)` : 'robust at 60 nows');
