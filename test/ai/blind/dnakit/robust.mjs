// Robustness: evaluate every case at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

// Edge nows: just after a UTC midnight, a Monday, the 1st of a month, New Year.
const nows = [
  '2026-11-25T14:00:00Z',
  '2026-11-29T00:05:54Z',
  '2026-11-30T00:40:00Z',
  '2026-11-30T02:10:00Z',
  '2026-12-01T01:15:00Z',
  '2027-01-01T00:20:00Z',
  '2027-01-01T03:00:00Z',
  '2027-02-01T01:59:00Z',
  '2027-03-01T00:03:00Z',
  '2027-03-07T23:58:00Z',
].map((s) => new Date(s));
let t = Date.UTC(2026, 10, 28, 23, 0, 0);
for (let i = 0; nows.length < 60; i++) {
  t += 2 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000 + 17_000 + (i % 5) * 5 * 3_600_000; // ~2.3–3.1 days apart, shifting hours
  const d = new Date(t);
  nows.push(d);
}
const problems = new Map();
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const fail = (m) => {
      const k = `${c.id}: ${m}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    };
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (!q) fail('empty question');
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) fail('should be low');
        continue;
      }
      if (x.confidence === 'low') fail('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) fail('dataPoints 0');
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) fail(`figure ${v}`);
      if (c.type === 'compare' && !(x.percents ?? []).length) fail('no pct');
      if (c.expect.tieAtCut?.(events, now)) fail('tie at cut');
    } catch (e) {
      fail(e.message);
    }
  }
}
console.log(
  `${nows.length} nows (10 edge cases, then ${nows[10].toISOString()} to ${nows.at(-1).toISOString()})`,
);
for (const [k, v] of problems) console.log(k, v.length, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : 'robust clean');
