import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const now = new Date('2026-11-25T14:00:00Z');
const ev = generateEvents(now);
for (const c of cases) {
  const q = typeof c.question === 'function' ? c.question(now) : c.question;
  console.log(c.id, '|', q, '|', JSON.stringify(c.expect(ev, now)));
}
