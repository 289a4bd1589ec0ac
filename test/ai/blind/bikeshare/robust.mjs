// Robustness: every case's expectation at 60 different `now`s (run under nice -n 19).
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const base = Date.parse('2026-11-29T00:00:00Z');
const fails = new Map();
const note = (id, msg) => {
  if (!fails.has(id)) fails.set(id, []);
  fails.get(id).push(msg);
};
for (let i = 0; i < 60; i++) {
  const now = new Date(base + i * 3.37 * 86_400_000 + ((i * 7) % 24) * 3_600_000 + ((i * 13) % 60) * 60_000);
  const events = generateEvents(now);
  for (const c of cases) {
    try {
      const x = c.expect(events, now);
      const lowCase = c.type === 'other' || c.low;
      if (lowCase) continue;
      const at = now.toISOString().slice(0, 16);
      if (x.confidence === 'low') note(c.id, `${at} low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${at} dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${at} figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${at} tie`);
      if (x.names && x.names.some((n) => !n)) note(c.id, `${at} empty name`);
    } catch (e) {
      note(c.id, `${now.toISOString()} ${e.message}`);
    }
  }
}
for (const [id, m] of fails) console.log(id, m.length, m.slice(0, 3).join(' | '));
console.log(fails.size ? `${fails.size} fragile case(s)` : 'robust at 60 nows');
