// Robustness: evaluates every case at 60 different nows (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const nows = [];
nows.push(new Date('2026-11-25T14:00:00Z'));
for (let i = 0; i < 59; i++) {
  const t =
    Date.UTC(2026, 10, 29) +
    i * 3.3 * 86_400_000 +
    (((i * 7) % 21) + 2) * 3_600_000 +
    ((i * 13) % 60) * 60_000;
  nows.push(new Date(Math.floor(t / 1000) * 1000));
}
const bad = {};
for (const now of nows) {
  const ev = generateEvents(now);
  for (const c of cases) {
    let x;
    try {
      x = c.expect(ev, now);
    } catch (e) {
      (bad[c.id] ??= []).push(now.toISOString() + ' ' + e.message);
      continue;
    }
    const low = c.type === 'other' || c.low;
    let why = null;
    if (low) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) why = 'not low';
    } else if (x.confidence === 'low') why = 'empty';
    else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => !Number.isFinite(v) || v === 0))
      why = 'zero/NaN ' + JSON.stringify(x.numbers);
    else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) why = 'dp';
    else if (c.expect.tieAtCut?.(ev, now)) why = 'tie';
    if (why) (bad[c.id] ??= []).push(`${now.toISOString()} ${why}`);
  }
}
for (const [id, l] of Object.entries(bad)) console.log(id, l.length, l.slice(0, 3).join(' | '));
console.log('checked', nows.length, 'nows', nows[0].toISOString(), '..', nows.at(-1).toISOString());
