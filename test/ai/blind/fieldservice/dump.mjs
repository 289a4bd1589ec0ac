import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
const now = new Date(process.argv[2] ?? '2026-11-25T14:00:00Z');
const ev = generateEvents(now);
const only = process.argv[3];
for (const c of cases) {
  if (only && !c.id.includes(only)) continue;
  const q = typeof c.question === 'function' ? c.question(now) : c.question;
  console.log(`[${c.type}] ${c.id}: ${q}\n   -> ${JSON.stringify(c.expect(ev, now))}`);
}
if (only === 'te-top5') console.log(O.rank(O.tally(ev, O.byName)));
