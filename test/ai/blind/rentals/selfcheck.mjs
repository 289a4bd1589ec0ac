// Self-check of the "rentals" blind round, without a server: the dataset's shape and
// determinism, every case's question and expectation at a fixed and at the current time, and
// that a perfect answer passes the scorer while a perturbed one fails. Exit code 1 on any problem.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { scoreAnswer } from '../../../../../shared/ai/eval/score.mjs';
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
// Cases whose scope is empty on purpose (the answer must be low with dataPoints 0).
const INTENDED_LOW = new Set(['user-7', 'user-8']);

const problems = [];
const fail = (msg) => problems.push(msg);

// ---- dataset ------------------------------------------------------------------------------
function checkDataset(now) {
  const t0 = +now;
  const ev = generateEvents(now);
  const tag = now.toISOString();
  if (JSON.stringify(ev) !== JSON.stringify(generateEvents(new Date(t0)))) fail(`${tag}: not deterministic`);
  const userSet = o.users(ev);
  if (ev.length < 15000 || ev.length > 40000) fail(`${tag}: ${ev.length} events`);
  if (userSet.size < 300 || userSet.size > 600) fail(`${tag}: ${userSet.size} users`);
  const names = new Set(ev.map(o.byName));
  if (names.size < 8 || names.size > 14) fail(`${tag}: ${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`${tag}: unlisted event name ${n}`);
  let prev = -Infinity;
  for (const e of ev) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp)) fail(`${tag}: timestamp ${e.timestamp}`);
    const t = o.time(e);
    if (t < t0 - 120 * o.DAY || t >= t0 - 2 * 60_000) fail(`${tag}: ${e.timestamp} outside the window`);
    if (t < prev) fail(`${tag}: events not sorted`);
    prev = t;
    if (typeof e.userId !== 'string' || !Number.isFinite(e.eventValue))
      fail(`${tag}: bad event ${JSON.stringify(e)}`);
  }
  if (userSet.has(NOBODY)) fail(`${tag}: ${NOBODY} appears`);
  // persona shapes
  const of = (u) => o.select(ev, { user: u });
  const newGuest = of(PERSONAS.newGuest);
  if (
    !newGuest.length ||
    o.time(newGuest[0]) < t0 - 11 * o.DAY ||
    newGuest[0].eventName !== 'account_created'
  ) {
    fail(`${tag}: newGuest shape`);
  }
  if (!newGuest.some((e) => e.eventName === 'booking.requested'))
    fail(`${tag}: newGuest has no booking.requested`);
  const churned = of(PERSONAS.churnedGuest);
  if (churned.at(-1)?.eventName !== 'booking.cancelled' || o.time(churned.at(-1)) > t0 - 30 * o.DAY) {
    fail(`${tag}: churnedGuest shape`);
  }
  const host = of(PERSONAS.superhost);
  if (o.select(host, { names: ['payout.sent'] }).length < 16) fail(`${tag}: superhost payouts`);
  if (o.select(of(PERSONAS.frequentGuest), { names: ['booking.confirmed'] }).length < 5) {
    fail(`${tag}: frequentGuest bookings`);
  }
  return ev;
}

// ---- cases --------------------------------------------------------------------------------
function perfectAnswer(exp) {
  const parts = [];
  if (exp.names?.length) parts.push(`Items: ${exp.names.join(', then ')}.`);
  if (exp.numbers?.length)
    parts.push(`Figures: ${exp.numbers.map((x) => x.toLocaleString('en-US')).join(' and ')}.`);
  if (exp.percents?.length) parts.push(`Shares: ${exp.percents.map((x) => `${x}%`).join(' and ')}.`);
  return parts.join(' ') || 'That cannot be answered from these events.';
}
const confidenceOf = (exp) => (exp.confidence === 'not-high' ? 'medium' : exp.confidence);

function checkCase(c, events, now) {
  const tag = `${c.id} @ ${now.toISOString()}`;
  let question, exp;
  try {
    question = typeof c.question === 'function' ? c.question(now) : c.question;
    exp = c.expect(events, now);
  } catch (err) {
    fail(`${tag}: threw ${err.stack}`);
    return null;
  }
  if (typeof question !== 'string' || !question.trim()) fail(`${tag}: empty question`);
  if (!['high', 'low', 'not-high'].includes(exp?.confidence)) {
    fail(`${tag}: bad confidence ${exp?.confidence}`);
    return null;
  }
  const figures = [...(exp.numbers ?? []), ...(exp.percents ?? [])];
  if (figures.some((x) => !Number.isFinite(x))) fail(`${tag}: non-finite figure ${JSON.stringify(figures)}`);
  if ((exp.names ?? []).some((n) => typeof n !== 'string' || !n)) fail(`${tag}: bad name`);
  if (exp.confidence === 'low') {
    if (exp.dataPoints !== 0 || figures.length || exp.names?.length) fail(`${tag}: low without dataPoints 0`);
    if (c.type !== 'other' && !INTENDED_LOW.has(c.id))
      fail(`${tag}: unintended low (empty scope) for "${question}"`);
  } else {
    if (c.type === 'other') fail(`${tag}: an 'other' case that is not low`);
    if (exp.dataPoints !== undefined && !(exp.dataPoints > 0))
      fail(`${tag}: in-scope case with dataPoints ${exp.dataPoints}`);
    if (figures.some((x) => x === 0)) fail(`${tag}: zero figure ${JSON.stringify(figures)}`);
    if (exp.confidence === 'high' && !figures.length && !exp.names?.length && exp.dataPoints === undefined) {
      // existence questions check confidence (and dataPoints) only
      if (c.type !== 'recency') fail(`${tag}: a high expectation with nothing to check`);
    }
  }
  if (INTENDED_LOW.has(c.id) && exp.confidence !== 'low') fail(`${tag}: meant to be low`);
  if (c.expect.tieAtCut?.(events, now)) fail(`${tag}: tie at the cut (or a missing bucket)`);
  for (const n of exp.names ?? []) {
    if (exp.confidence === 'not-high' && !EVENT_NAMES.includes(n))
      fail(`${tag}: loose name ${n} is not stored`);
  }

  // the scorer accepts a perfect answer and rejects a perturbed one
  const response = {
    answer: perfectAnswer(exp),
    confidence: confidenceOf(exp),
    dataPoints: exp.dataPoints ?? 1,
  };
  const verdict = scoreAnswer(exp, response);
  if (!verdict.pass) fail(`${tag}: perfect answer fails: ${verdict.reasons.join('; ')} — ${response.answer}`);
  (exp.numbers ?? []).forEach((x, i) => {
    const numbers = exp.numbers.map((y, j) =>
      i === j ? (Number.isInteger(y) ? y + 1 : r2x(y * 1.1 + 0.05)) : y,
    );
    if (scoreAnswer(exp, { ...response, answer: perfectAnswer({ ...exp, numbers }) }).pass) {
      fail(`${tag}: a perturbed figure still passes`);
    }
  });
  if (
    exp.dataPoints !== undefined &&
    scoreAnswer(exp, { ...response, dataPoints: exp.dataPoints + 1 }).pass
  ) {
    fail(`${tag}: a wrong dataPoints still passes`);
  }
  return { question, exp };
}
const r2x = (x) => o.round(x, 2);

// ---- run ----------------------------------------------------------------------------------
const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
}
if (cases.length < 90) fail(`only ${cases.length} cases`);
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t}: only ${n} cases`);

// node selfcheck.mjs [--verbose] [--at=2026-12-01T09:00:00Z ...] (extra reference times)
const verbose = process.argv.includes('--verbose');
const extra = process.argv.filter((a) => a.startsWith('--at=')).map((a) => new Date(a.slice(5)));
for (const now of [new Date('2026-11-25T14:00:00Z'), new Date(), ...extra]) {
  const events = checkDataset(now);
  console.log(`now ${now.toISOString()}: ${events.length} events, ${o.users(events).size} users`);
  for (const c of cases) {
    const r = checkCase(c, events, now);
    if (verbose && r)
      console.log(`  ${c.id.padEnd(14)} ${r.question}\n${' '.repeat(17)}${JSON.stringify(r.exp)}`);
  }
}
console.log(`${cases.length} cases:`, perType);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('selfcheck clean');
