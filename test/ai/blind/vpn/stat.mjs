import { generateEvents, PERSONAS } from './data.mjs';
const ev = generateEvents(new Date(process.argv[2] ?? '2026-11-25T14:00:00Z'));
console.log(ev.length, new Set(ev.map((e) => e.userId)).size);
const m = {};
for (const e of ev) m[e.eventName] = (m[e.eventName] ?? 0) + 1;
console.log(m);
for (const [k, u] of Object.entries(PERSONAS)) {
  const x = ev.filter((e) => e.userId === u);
  console.log(k, u, x.length, x[0]?.timestamp, x.at(-1)?.timestamp);
}
