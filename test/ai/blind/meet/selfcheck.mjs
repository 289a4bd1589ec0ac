// Self-check of the "meet" blind round without a server: every case evaluates at a fixed time and
// now; in-scope cases must have a non-empty scope, non-zero figures and no ranking tie at the cut.
// Run: node selfcheck.mjs (exit code 1 on any problem).

import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';
import { scoreAnswer } from '../../../../../shared/ai/eval/score.mjs';

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
// Cases whose answer must be low with no data: unknown events or users, empty scopes on purpose.
const EXPECT_LOW = new Set([
  'count-unknown-breakout',
  'users-unknown-onboarding',
  'user-nobody-count',
  'user-churned-empty-14d',
  'recency-churned-login-empty',
]);

const problems = [];
const fail = (msg) => problems.push(msg);

// ---- shape of the cases ----
const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  if (typeof c.expect !== 'function') fail(`${c.id}: expect is not a function`);
  if (!['string', 'function'].includes(typeof c.question)) fail(`${c.id}: bad question`);
}
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
if (cases.length < 90) fail(`only ${cases.length} cases`);
for (const t of TYPES) if (perType[t] < 6) fail(`type ${t}: only ${perType[t]} cases`);

function checkAt(now) {
  const events = generateEvents(now);
  const again = generateEvents(now);
  const label = now.toISOString();
  if (JSON.stringify(events) !== JSON.stringify(again)) fail(`${label}: generateEvents is not deterministic`);

  // ---- shape of the data ----
  const start = +now - 120 * 86_400_000;
  const users = new Set(events.map((e) => e.userId));
  const names = new Set(events.map((e) => e.eventName));
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/.test(e.timestamp) || t % 1000) {
      fail(`${label}: timestamp not whole seconds: ${e.timestamp}`);
      break;
    }
    if (t < start || t > +now - 120_000) {
      fail(`${label}: event outside the window: ${e.timestamp}`);
      break;
    }
    if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue)) {
      fail(`${label}: bad eventValue ${JSON.stringify(e)}`);
      break;
    }
  }
  if (events.length < 15_000 || events.length > 40_000) fail(`${label}: ${events.length} events`);
  if (users.size < 300 || users.size > 600) fail(`${label}: ${users.size} users`);
  if (names.size < 8 || names.size > 14) fail(`${label}: ${names.size} event names`);
  for (const n of EVENT_NAMES) if (!names.has(n)) fail(`${label}: event name ${n} never occurs`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`${label}: undeclared event name ${n}`);
  for (const p of Object.values(PERSONAS)) if (!users.has(p)) fail(`${label}: persona ${p} has no events`);
  if (users.has(NOBODY)) fail(`${label}: NOBODY ${NOBODY} has events`);

  // ---- every case ----
  const rows = [];
  for (const c of cases) {
    let question, exp;
    try {
      question = typeof c.question === 'function' ? c.question(now) : c.question;
      exp = c.expect(events, now);
    } catch (err) {
      fail(`${label} ${c.id}: exception ${err.stack}`);
      continue;
    }
    if (typeof question !== 'string' || !question.trim()) fail(`${label} ${c.id}: empty question`);
    if (!exp || !['high', 'low', 'not-high'].includes(exp.confidence)) {
      fail(`${label} ${c.id}: bad expectation ${JSON.stringify(exp)}`);
      continue;
    }
    const mustBeLow = c.type === 'other' || EXPECT_LOW.has(c.id);
    if (mustBeLow) {
      if (exp.confidence !== 'low' || exp.dataPoints !== 0)
        fail(`${label} ${c.id}: expected low with 0 data`);
      if (exp.numbers?.length || exp.percents?.length || exp.names?.length)
        fail(`${label} ${c.id}: low with figures`);
    } else {
      if (exp.confidence === 'low') fail(`${label} ${c.id}: in-scope case has an empty scope`);
      if (exp.dataPoints === 0) fail(`${label} ${c.id}: dataPoints 0`);
      if ((exp.numbers ?? []).some((x) => x === 0 || !Number.isFinite(x))) {
        fail(`${label} ${c.id}: zero or non-finite figure ${JSON.stringify(exp.numbers)}`);
      }
      if ((exp.percents ?? []).some((x) => x === 0 || !Number.isFinite(x))) {
        fail(`${label} ${c.id}: zero or non-finite percentage ${JSON.stringify(exp.percents)}`);
      }
      if (exp.names && !exp.names.length) fail(`${label} ${c.id}: empty name list`);
      if (!exp.numbers?.length && !exp.percents?.length && !exp.names?.length && exp.confidence === 'high') {
        if (exp.dataPoints === undefined) fail(`${label} ${c.id}: high without anything to check`);
      }
      for (const n of exp.names ?? []) {
        if (/^[a-z_.]+$/.test(n) && !EVENT_NAMES.includes(n))
          fail(`${label} ${c.id}: unknown expected name ${n}`);
      }
      if (typeof c.expect.tieAtCut === 'function' && c.expect.tieAtCut(events, now)) {
        fail(`${label} ${c.id}: tie at the cut`);
      }
    }
    // the answer a perfect engine would give must pass the scorer
    const answer = [
      ...(exp.names ?? []).map((x, k) => `${x}: ${exp.numbers?.[k] ?? ''}`),
      ...(exp.numbers ?? []).slice(exp.names?.length ?? 0).map((x) => (x < 0 ? `down ${-x}` : `${x}`)),
      ...(exp.percents ?? []).map((x) => `${x}%`),
      mustBeLow ? 'Nothing matched.' : '',
    ].join('; ');
    const confidence = exp.confidence === 'not-high' ? 'medium' : exp.confidence;
    const verdict = scoreAnswer(exp, { answer: answer || 'ok', confidence, dataPoints: exp.dataPoints ?? 1 });
    if (!verdict.pass)
      fail(`${label} ${c.id}: a perfect answer fails: ${verdict.reasons.join(', ')} (${answer})`);
    rows.push([c.id, question, exp]);
  }
  return { events, users, rows };
}

const verbose = process.argv.includes('--verbose');
for (const now of [new Date('2026-11-25T14:00:00Z'), new Date()]) {
  const { events, users, rows } = checkAt(now);
  console.log(
    `${now.toISOString()}: ${events.length} events, ${users.size} users, ${rows.length} cases evaluated`,
  );
  if (verbose) for (const [id, q, exp] of rows) console.log(`  ${id}: ${q}\n    ${JSON.stringify(exp)}`);
}
console.log('cases per type:', JSON.stringify(perType), 'total', cases.length);
if (problems.length) {
  console.error(`${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('selfcheck clean');
