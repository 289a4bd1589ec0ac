// Robustness sweep: every case's expectation at 60 different `now`s (next months, varied hours).
// Flags empty scopes, zero figures and ties at a cut. Run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

// `node robust.mjs` sweeps 60 nows from 2026-11-29; `node robust.mjs edges` tries calendar edges.
const EDGES = [
  '2026-12-01T00:03:00Z',
  '2026-12-07T00:05:00Z',
  '2027-01-01T00:30:00Z',
  '2027-01-04T23:59:00Z',
  '2027-02-28T12:00:00Z',
  '2027-03-01T00:10:00Z',
  '2027-03-31T18:00:00Z',
  '2027-05-31T06:00:00Z',
  '2026-12-31T23:55:00Z',
  '2027-04-05T00:02:00Z',
  '2027-06-30T23:30:00Z',
  '2027-08-01T00:01:00Z',
];
const edges = process.argv[2] === 'edges';
const start = edges ? 0 : Date.parse(process.argv[2] ?? '2026-11-29T00:00:00Z');
const count = edges ? EDGES.length : Number(process.argv[3] ?? 60);
const problems = new Map();
for (let i = 0; i < count; i++) {
  const now = edges
    ? new Date(EDGES[i])
    : new Date(start + i * 2.6 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    let msg = null;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) msg = 'should be low';
      } else if (x.confidence === 'low') msg = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dataPoints 0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        msg = 'zero/bad figure';
      else if (c.expect.tieAtCut?.(events, now)) msg = 'tie at cut';
      if (!q) msg = 'empty question';
    } catch (e) {
      msg = 'throws ' + e.message;
    }
    if (msg) {
      const k = `${c.id}: ${msg}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of problems) console.log(k, `x${v.length}`, v.slice(0, 3).join(' '));
console.log(problems.size ? `${problems.size} problem kinds` : `robust clean over ${count} nows`);
