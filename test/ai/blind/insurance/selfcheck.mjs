// Self-check of the blind insurance round: evaluates every case at a fixed and at the current
// time and fails loudly on exceptions, empty or zero in-scope answers and top-N ties at the cut.
import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';

const TYPES = [
  'count',
  'users',
  'value',
  'top-events',
  'top-users',
  'user',
  'breakdown',
  'compare',
  'share',
  'conversion',
  'churn',
  'recency',
  'catalogue',
  'other',
];
// Cases whose honest answer is "nothing matched / cannot answer" (besides the 'other' type).
const INTENDED_LOW = new Set(['user-canceller-silent-14d', 'user-unknown', 'recency-unknown-event']);

const problems = [];
const fail = (msg) => problems.push(msg);

const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
}
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t} has only ${n} cases`);
if (cases.length < 90) fail(`only ${cases.length} cases`);

for (const now of [new Date('2026-11-25T14:00:00Z'), new Date()]) {
  const events = generateEvents(now);
  const again = generateEvents(now);
  if (JSON.stringify(events) !== JSON.stringify(again)) fail('generateEvents is not deterministic');
  const users = new Set(events.map((e) => e.userId));
  const names = new Set(events.map((e) => e.eventName));
  const from = +now - 120 * 86_400_000,
    until = +now - 120_000;
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    if (!(t >= from && t < until) || t % 1000 || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(e.timestamp)) {
      fail(`bad timestamp ${e.timestamp}`);
      break;
    }
  }
  if (![...names].every((n) => EVENT_NAMES.includes(n)) || names.size !== EVENT_NAMES.length)
    fail('event names drift from EVENT_NAMES');
  if (users.has(NOBODY)) fail('NOBODY appears');
  for (const p of Object.values(PERSONAS)) if (!users.has(p)) fail(`persona ${p} missing`);
  console.log(`${now.toISOString()}: ${events.length} events, ${users.size} users, ${names.size} names`);

  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(events, now);
    } catch (err) {
      fail(`${where}: threw ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim()) fail(`${where}: empty question`);
    if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
      fail(`${where}: bad expectation ${JSON.stringify(x)}`);
      continue;
    }
    const wantLow = c.type === 'other' || INTENDED_LOW.has(c.id);
    if (wantLow && (x.confidence !== 'low' || x.dataPoints !== 0))
      fail(`${where}: expected low with dataPoints 0, got ${JSON.stringify(x)}`);
    if (!wantLow && x.confidence === 'low') fail(`${where}: in-scope case has an empty scope`);
    if (x.confidence !== 'low') {
      if (x.dataPoints === 0) fail(`${where}: dataPoints 0 in scope`);
      if ((x.numbers ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${where}: zero or non-finite figure ${JSON.stringify(x.numbers)}`);
      if ((x.percents ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${where}: zero percentage ${JSON.stringify(x.percents)}`);
      if (x.names && !x.names.length) fail(`${where}: empty name list`);
    }
    if (c.expect.tieAtCut?.(events, now)) fail(`${where}: tie at the top-N cut`);
    if (process.argv.includes('-v')) console.log(`  ${c.id} [${c.type}] ${q}\n    → ${JSON.stringify(x)}`);
  }
}

console.log(
  Object.entries(perType)
    .map(([t, n]) => `${t}: ${n}`)
    .join(', '),
  `— ${cases.length} cases`,
);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('selfcheck clean');
