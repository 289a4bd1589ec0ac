// Robustness: evaluate every case at 60 different nows (mid-day, midnight, Mondays, 1st of month…)
// (minutes >= 10 past the hour: in the first minutes of a UTC day "today" is empty by nature)
// and report empty scopes, zero figures and ties at a cut. Run under `nice -n 19`.
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const nows = [];
const base = Date.UTC(2026, 10, 29, 0, 0, 0);
for (let i = 0; i < 60; i++) {
  const day = Math.floor(i * 2.7); // ~160 days ahead
  const hour = [0, 0, 1, 3, 7, 9, 12, 14, 16, 19, 22, 23][i % 12];
  nows.push(new Date(base + day * 86400000 + hour * 3600000 + (10 + ((i * 137) % 50)) * 60000 + 17000));
}
nows.push(
  new Date(Date.UTC(2027, 0, 1, 0, 20)),
  new Date(Date.UTC(2027, 1, 1, 0, 40)),
  new Date(Date.UTC(2027, 2, 1, 0, 25)),
  new Date(Date.UTC(2026, 11, 7, 0, 30)),
  new Date(Date.UTC(2027, 0, 4, 0, 15)),
  new Date(Date.UTC(2027, 2, 8, 0, 12)),
); // month/year starts, Mondays
const problems = new Map();
const note = (id, msg) => {
  if (!problems.has(id)) problems.set(id, []);
  problems.get(id).push(msg);
};
for (const now of nows) {
  const events = generateEvents(now);
  for (const c of cases) {
    const at = now.toISOString();
    try {
      const x = c.expect(events, now);
      if (c.type === 'other' || c.low) {
        if (x.confidence !== 'low' || x.dataPoints !== 0) note(c.id, `${at} not low`);
        continue;
      }
      if (x.confidence === 'low') note(c.id, `${at} low`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) note(c.id, `${at} dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])])
        if (!Number.isFinite(v) || v === 0) note(c.id, `${at} figure ${v}`);
      if (!x.names?.length && !x.numbers?.length && !x.percents?.length && x.confidence !== 'high')
        note(c.id, `${at} nothing to check`);
      if (c.expect.tieAtCut?.(events, now)) note(c.id, `${at} tie at cut`);
    } catch (e) {
      note(c.id, `${at} ${e.message}`);
    }
  }
}
for (const [id, msgs] of problems) console.log(id, msgs.length, msgs.slice(0, 3).join(' | '));
console.log(`${nows.length} nows, ${problems.size} case(s) with problems`);
