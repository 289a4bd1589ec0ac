// Robustness: evaluate every case at many `now`s; report empty/low/zero/tie problems.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.UTC(2026, 10, 29, 5, 0, 0);
const nows = [];
for (let i = 0; i < 60; i++)
  nows.push(new Date(base + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + (i % 4) * 900_000 + 120_000));
if (process.argv.length > 2) nows.splice(0, nows.length, ...process.argv.slice(2).map((x) => new Date(x)));
const problems = {};
for (const now of nows) {
  const ev = generateEvents(now);
  for (const c of cases) {
    const x = c.expect(ev, now);
    const lowIntended = c.type === 'other' || c.low;
    let bad = null;
    if (lowIntended) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) bad = 'not low';
    } else if (x.confidence === 'low') bad = 'low/empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
      bad = 'zero';
    else if (c.expect.tieAtCut?.(ev, now)) bad = 'tie';
    if (bad) (problems[c.id] ??= []).push(`${bad}@${now.toISOString().slice(0, 16)}`);
  }
}
for (const [id, p] of Object.entries(problems)) console.log(id, p.length, p.slice(0, 4).join(' '));
console.log('done', nows.length, 'nows');
