// Distribution of one case's figures over many nows: node dist.mjs <case-id> [count] [step-days]
import { generateEvents } from './data.mjs';
import { cases } from './cases.mjs';
const [id, count = 80, step = 3.7] = process.argv.slice(2);
const c = cases.find((x) => x.id === id);
const start = Date.UTC(2026, 10, 25, 14, 0, 0);
const rows = [];
for (let i = 0; i < Number(count); i++) {
  const now = new Date(start + Math.round(i * Number(step)) * 86_400_000 + (i % 24) * 3_600_000);
  const x = c.expect(generateEvents(now), now);
  rows.push(
    `${now.toISOString().slice(0, 13)} ${JSON.stringify([x.numbers, x.percents, x.names?.slice(0, 3)])}`,
  );
}
console.log(rows.join('\n'));
