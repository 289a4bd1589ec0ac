// Self-check of the blind round for Snapshot (no engine involved):
//   node test/ai/blind/social/selfcheck.mjs [extra ISO times...]
// Checks the data's shape and determinism, then every case at a fixed time and at the current
// time: the question evaluates, the expectation computes, an in-scope case has a non-empty scope
// and no zero figure, no top-N cuts inside a tie, and a perfect answer passes the scorer.

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
const VALUED = new Set(['story_shared', 'post.boosted']);
const DAY = 86_400_000;

const failures = [];
const fail = (msg) => failures.push(msg);

function checkData(now) {
  const ev = generateEvents(now);
  const again = generateEvents(now);
  if (JSON.stringify(ev) !== JSON.stringify(again))
    fail(`${now.toISOString()}: generateEvents is not deterministic`);
  const names = new Set(EVENT_NAMES);
  const users = new Set();
  for (const e of ev) {
    const t = Date.parse(e.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/.test(e.timestamp) || t % 1000 !== 0) {
      fail(`bad timestamp ${e.timestamp}`);
      break;
    }
    if (t < +now - 120 * DAY || t >= +now - 2 * 60_000) {
      fail(`timestamp out of window ${e.timestamp}`);
      break;
    }
    if (!names.has(e.eventName)) fail(`unknown event name ${e.eventName}`);
    if (!VALUED.has(e.eventName) && e.eventValue !== 0) fail(`${e.eventName} with value ${e.eventValue}`);
    if (VALUED.has(e.eventName) && !(e.eventValue > 0)) fail(`${e.eventName} without value`);
    users.add(e.userId);
  }
  const used = new Set(ev.map((e) => e.eventName));
  for (const n of EVENT_NAMES) if (!used.has(n)) fail(`event name ${n} never occurs`);
  if (users.has(NOBODY)) fail(`NOBODY ${NOBODY} appears`);
  for (const p of Object.values(PERSONAS)) if (!users.has(p)) fail(`persona ${p} has no events`);
  if (EVENT_NAMES.length < 8 || EVENT_NAMES.length > 14) fail(`${EVENT_NAMES.length} event names`);
  if (users.size < 300 || users.size > 600) fail(`${users.size} users`);
  if (ev.length < 15_000 || ev.length > 40_000) fail(`${ev.length} events`);
  console.log(`${now.toISOString()}: ${ev.length} events, ${users.size} users`);
  return ev;
}

// The text a perfect engine could answer with: every expected name and figure, in order.
function perfectAnswer(x) {
  const parts = [];
  if (x.names) parts.push(`Names: ${x.names.join(', ')}.`);
  if (x.numbers) parts.push(`Figures: ${x.numbers.join(' and ')}.`);
  if (x.percents) parts.push(`Percentages: ${x.percents.map((p) => `${p}%`).join(' and ')}.`);
  return parts.join(' ') || 'Nothing matched.';
}

function checkCases(ev, now) {
  const at = now.toISOString();
  for (const c of cases) {
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(ev, now);
    } catch (err) {
      fail(`${at} ${c.id}: throws ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim()) fail(`${at} ${c.id}: empty question`);
    if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
      fail(`${at} ${c.id}: bad expectation ${JSON.stringify(x)}`);
      continue;
    }
    if (x.confidence === 'low' && x.dataPoints !== 0) fail(`${at} ${c.id}: low without dataPoints 0`);
    if (x.confidence === 'high') {
      const figures = [...(x.numbers ?? []), ...(x.percents ?? [])];
      if (x.dataPoints !== undefined && x.dataPoints <= 0) fail(`${at} ${c.id}: empty scope`);
      if (figures.some((f) => f === 0 || !Number.isFinite(f))) fail(`${at} ${c.id}: zero figure ${figures}`);
      if (x.names && !x.names.length) fail(`${at} ${c.id}: empty name list`);
      if (!figures.length && !x.names && x.dataPoints === undefined) fail(`${at} ${c.id}: nothing to check`);
    }
    if (x.confidence === 'not-high' && x.numbers?.some((f) => f === 0)) fail(`${at} ${c.id}: zero figure`);
    if (c.expect.tieAtCut?.(ev, now)) fail(`${at} ${c.id}: top-N cut inside a tie`);
    const response = {
      answer: perfectAnswer(x),
      confidence: x.confidence === 'not-high' ? 'medium' : x.confidence,
      dataPoints: x.dataPoints ?? 1,
    };
    const verdict = scoreAnswer(x, response);
    if (!verdict.pass) fail(`${at} ${c.id}: perfect answer fails: ${verdict.reasons.join('; ')}`);
    if (process.env.VERBOSE) console.log(`${c.id} | ${q} | ${JSON.stringify(x)}`);
  }
}

const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
}
if (cases.length < 90) fail(`only ${cases.length} cases`);
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t}: only ${n} cases`);

// Extra reference times may be given as arguments (ISO strings), e.g. to probe month boundaries.
const extra = process.argv.slice(2).map((s) => new Date(s));
for (const now of [new Date('2026-11-25T14:00:00Z'), new Date(), ...extra]) checkCases(checkData(now), now);

console.log(`${cases.length} cases:`, perType);
if (failures.length) {
  for (const f of failures) console.error(`FAIL ${f}`);
  console.error(`${failures.length} failure(s)`);
  process.exit(1);
}
console.log('selfcheck clean');
