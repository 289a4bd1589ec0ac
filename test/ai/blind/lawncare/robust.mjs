// Robustness: every case's expectation at 60 different "now"s (next months, varied hours).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const problems = new Map();
const base = Date.parse('2026-11-29T00:00:00Z');
for (let i = 0; i < (Number(process.argv[2]) || 60); i++) {
  const now = new Date(
    base + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000 + 17_000,
  );
  const ev = generateEvents(now);
  for (const c of cases) {
    const q = typeof c.question === 'function' ? c.question(now) : c.question;
    const x = c.expect(ev, now);
    const lowIntended = c.type === 'other' || c.low;
    let bad = '';
    if (lowIntended) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'should be low';
    } else if (x.confidence === 'low') bad = 'empty scope';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero/bad figure ' + JSON.stringify(x);
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) bad = 'dataPoints';
    else if (c.expect.tieAtCut?.(ev, now)) bad = 'tie at cut';
    if (!q) bad = 'empty question';
    if (bad) {
      const k = `${c.id}: ${bad.slice(0, 120)}`;
      problems.set(k, [...(problems.get(k) ?? []), now.toISOString()]);
    }
  }
}
for (const [k, v] of problems) console.log(k, v.length, v[0]);
console.log(problems.size ? `${problems.size} problem kinds` : 'robust clean');
