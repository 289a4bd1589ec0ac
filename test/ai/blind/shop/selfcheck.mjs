// Self-check of the shop round: node selfcheck.mjs
// Generates the events for a fixed `now` and for the current time, evaluates every case and
// fails loudly on exceptions, malformed expectations, in-scope cases with an empty scope or a
// zero figure, top-N cuts inside a tie, and expectations a perfect answer would not pass.
// A few extra reference times (month and week boundaries) are checked too, as warnings only.

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
// Cases whose scope is empty on purpose (a missing event or user, a zero count, no activity).
const INTENDED_LOW = new Set([
  'count-unknown-event',
  'user-unknown',
  'user-browser-no-orders',
  'recency-lapsed-2-weeks',
]);
const DAY = 86_400_000;

const failures = [];
const warnings = [];
const fail = (msg) => failures.push(msg);

// ---- the case list --------------------------------------------------------------------------
const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  if (typeof c.expect !== 'function') fail(`${c.id}: expect is not a function`);
  if (!['string', 'function'].includes(typeof c.question))
    fail(`${c.id}: question is neither string nor function`);
}
if (cases.length < 90) fail(`only ${cases.length} cases, at least 90 required`);
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t} has only ${n} cases`);

// ---- the data -----------------------------------------------------------------------------------
function checkData(events, now) {
  const label = now.toISOString();
  const t0 = +now - 120 * DAY,
    cutoff = +now - 2 * 60_000;
  const names = new Set(events.map((e) => e.eventName));
  const users = new Set(events.map((e) => e.userId));
  if (events.length < 15_000 || events.length > 40_000) fail(`${label}: ${events.length} events`);
  if (users.size < 300 || users.size > 600) fail(`${label}: ${users.size} users`);
  if (names.size < 8 || names.size > 14) fail(`${label}: ${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`${label}: event name ${n} not in EVENT_NAMES`);
  for (const n of EVENT_NAMES) if (!names.has(n)) fail(`${label}: EVENT_NAMES has ${n}, which never occurs`);
  if (users.has(NOBODY)) fail(`${label}: NOBODY ${NOBODY} occurs`);
  for (const p of Object.values(PERSONAS)) if (!users.has(p)) fail(`${label}: persona ${p} missing`);
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    if (!(t >= t0 && t < cutoff) || t % 1000 !== 0 || new Date(t).toISOString() !== e.timestamp) {
      fail(`${label}: bad timestamp ${e.timestamp}`);
      break;
    }
    if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue) || typeof e.userId !== 'string') {
      fail(`${label}: bad event ${JSON.stringify(e)}`);
      break;
    }
  }
  if (JSON.stringify(generateEvents(now)) !== JSON.stringify(events)) fail(`${label}: not deterministic`);
}

// An answer a perfect engine would give: every expected name and figure, in order.
function perfectResponse(x) {
  const answer = [
    (x.names ?? []).join(', '),
    (x.numbers ?? []).join(', '),
    (x.percents ?? []).map((p) => `${p}%`).join(', '),
  ].join('; ');
  const confidence = { high: 'high', 'not-high': 'medium', low: 'low' }[x.confidence];
  return {
    answer: answer.replace(/^[;\s]+$/, 'Nothing matched.'),
    confidence,
    dataPoints: x.dataPoints ?? 1,
  };
}

function checkCases(events, now, report) {
  const label = now.toISOString();
  for (const c of cases) {
    const where = `${label} ${c.id}`;
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(events, now);
    } catch (err) {
      report(`${where}: exception ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim() || /undefined|NaN|Invalid/.test(q))
      report(`${where}: bad question ${q}`);
    if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
      report(`${where}: bad expectation ${JSON.stringify(x)}`);
      continue;
    }
    const wantLow = c.type === 'other' || INTENDED_LOW.has(c.id);
    if (wantLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0) report(`${where}: expected low with dataPoints 0`);
    } else {
      if (x.confidence === 'low') report(`${where}: in-scope case has an empty scope`);
      else if (x.dataPoints !== undefined && !(x.dataPoints > 0))
        report(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])]) {
        if (!Number.isFinite(v) || v === 0) report(`${where}: figure ${v}`);
      }
      if (x.names && !x.names.length) report(`${where}: empty name list`);
      if (!x.names && !x.numbers && !x.percents && x.dataPoints === undefined)
        report(`${where}: checks nothing`);
    }
    if (typeof c.expect.tieAtCut === 'function' && c.expect.tieAtCut(events, now))
      report(`${where}: tie at the cut`);
    const verdict = scoreAnswer(x, perfectResponse(x));
    if (!verdict.pass) report(`${where}: a perfect answer fails: ${verdict.reasons.join('; ')}`);
  }
}

const fixed = new Date('2026-11-25T14:00:00Z');
const current = new Date(Math.floor(Date.now() / 1000) * 1000);
for (const now of [fixed, current]) {
  const events = generateEvents(now);
  checkData(events, now);
  checkCases(events, now, fail);
  console.log(
    `${now.toISOString()}: ${events.length} events, ${new Set(events.map((e) => e.userId)).size} users`,
  );
}
// Other reference times: start of a month, Monday just after midnight, start of a year, mid-week.
for (const iso of [
  '2026-12-01T00:30:00Z',
  '2026-11-30T00:20:00Z',
  '2027-01-01T08:00:00Z',
  '2027-03-17T18:45:00Z',
]) {
  const now = new Date(iso);
  checkCases(generateEvents(now), now, (msg) => warnings.push(msg));
}

console.log(
  `${cases.length} cases:`,
  Object.entries(perType)
    .map(([t, n]) => `${t} ${n}`)
    .join(', '),
);
if (warnings.length)
  console.log(
    `(expected where a 'today', 'this week' or 'this month' scope has barely begun)\nwarnings at extra reference times (${warnings.length}):\n  ${warnings.join('\n  ')}`,
  );
if (failures.length) {
  console.error(`FAILED (${failures.length}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('selfcheck clean');
