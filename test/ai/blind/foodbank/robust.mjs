// Robustness: evaluate every case at 60 different "now"s; report empty, zero, tied or failing cases.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const bad = new Map();
const note = (id, msg) => {
  if (!bad.has(id)) bad.set(id, []);
  bad.get(id).push(msg);
};
let minE = Infinity,
  maxE = 0;
for (let i = 0; i < 60; i++) {
  const now = new Date(Date.UTC(2026, 10, 25, 14) + i * 26 * 3_600_000 + i * 7 * 60_000 + 37_000);
  if (now.getUTCHours() === 0 && now.getUTCMinutes() < 10) continue;
  const events = generateEvents(now);
  minE = Math.min(minE, events.length);
  maxE = Math.max(maxE, events.length);
  for (const c of cases) {
    const tag = now.toISOString();
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) continue;
      if (x.confidence === 'low') note(c.id, `${tag} low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${tag} dp ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${tag} figure ${v}`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${tag} tie`);
    } catch (e) {
      note(c.id, `${tag} ${e.message}`);
    }
  }
}
console.log('events', minE, maxE);
for (const [id, m] of bad) console.log(id, m.length, m.slice(0, 3).join(' | '));
console.log(bad.size ? `${bad.size} fragile case(s)` : 'robust');
