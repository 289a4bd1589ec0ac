import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const now = new Date(process.argv[2] ?? '2026-11-25T14:00:00Z');
const events = generateEvents(now);
for (const c of cases) {
  const q = typeof c.question === 'function' ? c.question(now) : c.question;
  const x = c.expect(events, now);
  console.log(`${c.id} [${c.type}] ${q}\n   -> ${JSON.stringify(x)}`);
}
