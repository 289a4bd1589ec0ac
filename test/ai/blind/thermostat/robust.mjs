// Robustness: evaluate every case at many `now`s; report empty, zero, tied or crashing cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const start = Date.parse(process.argv[2] || '2026-11-25T14:00:00Z');
const N = Number(process.argv[3] || 60);
const bad = {};
for (let i = 0; i < N; i++) {
  const now = new Date(start + i * 3.3 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const ev = generateEvents(now);
  for (const c of cases) {
    let msg = null;
    try {
      const x = c.expect(ev, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) msg = 'not low';
      } else if (x.confidence === 'low') msg = 'low';
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0)) msg = 'dp0';
      else if ([...(x.numbers ?? []), ...(x.percents ?? [])].some((v) => v === 0 || !Number.isFinite(v)))
        msg = 'zero/bad figure';
      else if (!x.names?.length && !x.numbers?.length && !x.percents?.length) msg = 'nothing';
      else if (c.expect.tieAtCut?.(ev, now)) msg = 'tie';
    } catch (e) {
      msg = 'crash ' + e.message;
    }
    if (msg) (bad[c.id] ??= []).push(`${now.toISOString()} ${msg}`);
  }
}
for (const [id, l] of Object.entries(bad)) console.log(id, l.length, l.slice(0, 3).join(' | '));
console.log('done', N, 'nows; bad cases:', Object.keys(bad).length);
