// Robustness check (not part of the self-check): evaluates every case at 60 different `now`s over the
// coming months, at many hours of the day, and reports cases that become empty, zero, low or tied.
// Run with: nice -n 19 node robustness.mjs [count] [startISO]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';

const count = Number(process.argv[2] ?? 60);
const start = process.argv[3] ? Date.parse(process.argv[3]) : Date.now();
const problems = new Map();
for (let i = 0; i < count; i++) {
  // Spread over about 5 months; every hour of the day, minutes vary (at least 3 past the hour:
  // nothing can have happened "today" in the first two minutes after midnight).
  const now = new Date(start + i * (2.5 * 86_400_000));
  now.setUTCHours((i * 7) % 24, 3 + ((i * 13) % 57));
  const events = generateEvents(now);
  for (const c of cases) {
    const where = `${c.id}`;
    const bad = (why) => {
      if (!problems.has(where)) problems.set(where, []);
      problems.get(where).push(`${now.toISOString()} ${why}`);
    };
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) bad('should be low');
        continue;
      }
      if (x.confidence === 'low') bad('low');
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad(`dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (typeof v !== 'number' || !Number.isFinite(v) || v === 0) bad(`figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) bad('tie at cut');
    } catch (err) {
      bad(err.message);
    }
  }
}
for (const [id, list] of problems) console.log(id, list.length, '\n   ', list.slice(0, 4).join('\n    '));
console.log(problems.size ? `${problems.size} case(s) with problems` : `robust at ${count} nows`);
