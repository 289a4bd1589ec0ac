import { generateEvents } from './data.mjs';
const ev = generateEvents(new Date(process.argv[2] || '2026-11-25T14:00:00Z'));
const c = {};
for (const e of ev) c[e.eventName] = (c[e.eventName] || 0) + 1;
console.log(ev.length, new Set(ev.map((e) => e.userId)).size, c);
