// Self-check of the "learn" blind round without a server: node selfcheck.mjs [--verbose]
// For a fixed now and for the current time: every case's question and expectation evaluate
// without exceptions; in-scope cases have a non-empty scope and no zero figure; 'other' and
// intent-low cases expect low with dataPoints 0; ranked lists are not cut inside a tie; a
// perfect answer built from the expectation passes the scorer.

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
const verbose = process.argv.includes('--verbose');
const failures = [];
const fail = (msg) => failures.push(msg);

// ---- the case list itself ------------------------------------------------------------------
const ids = new Set();
const perType = Object.fromEntries(TYPES.map((t) => [t, 0]));
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  else perType[c.type]++;
  if (typeof c.question !== 'string' && typeof c.question !== 'function')
    fail(`${c.id}: question must be a string or function`);
  if (typeof c.expect !== 'function') fail(`${c.id}: expect must be a function`);
}
if (cases.length < 90) fail(`only ${cases.length} cases (need at least 90)`);
for (const t of TYPES) if (perType[t] < 6) fail(`type ${t}: only ${perType[t]} cases`);

// ---- a perfect answer for an expectation ---------------------------------------------------------
function perfectAnswer(x) {
  const parts = [];
  if (x.names?.length) parts.push(`Items: ${x.names.join(', ')}.`);
  if (x.numbers?.length)
    parts.push(
      `Figures: ${x.numbers.map((n) => n.toLocaleString('en-US', { maximumFractionDigits: 2 })).join('; ')}.`,
    );
  if (x.percents?.length) parts.push(`Percentages: ${x.percents.map((p) => `${p}%`).join('; ')}.`);
  if (!parts.length) parts.push('Nothing matched.');
  const confidence = x.confidence === 'not-high' ? 'medium' : x.confidence;
  return { answer: parts.join(' '), confidence, dataPoints: x.dataPoints ?? 1 };
}

// ---- each case at each reference time -------------------------------------------------------------
const nows = [new Date('2026-11-25T14:00:00Z'), new Date(Math.floor(Date.now() / 1000) * 1000)];
// Robustness (warnings only): the round runs once at a time nobody knows, so also look at the
// next two weeks, every 31 hours (different weekdays and hours of the day).
const extra = [];
if (!process.argv.includes('--no-robust'))
  for (let k = 1; k <= 11; k++) extra.push(new Date(+nows[1] + k * 31 * 3_600_000));
const warnings = [];
for (const now of [...nows, ...extra]) {
  const isExtra = extra.includes(now);
  const fail = (msg) => (isExtra ? warnings : failures).push(msg);
  const events = generateEvents(now);
  const label = now.toISOString();

  // data shape
  const again = generateEvents(now);
  if (JSON.stringify(again) !== JSON.stringify(events)) fail(`${label}: generateEvents is not deterministic`);
  const userIds = new Set(events.map((e) => e.userId));
  const names = new Set(events.map((e) => e.eventName));
  const start = +now - 120 * 86_400_000,
    end = +now - 2 * 60_000;
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp) || t < start || t >= end) {
      fail(`${label}: bad timestamp ${e.timestamp}`);
      break;
    }
    if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue)) {
      fail(`${label}: bad eventValue`);
      break;
    }
  }
  if (events.length < 15000 || events.length > 40000) fail(`${label}: ${events.length} events`);
  if (userIds.size < 300 || userIds.size > 600) fail(`${label}: ${userIds.size} users`);
  if (names.size < 8 || names.size > 14) fail(`${label}: ${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`${label}: ${n} not in EVENT_NAMES`);
  for (const u of Object.values(PERSONAS)) if (!userIds.has(u)) fail(`${label}: persona ${u} has no events`);
  if (userIds.has(NOBODY)) fail(`${label}: NOBODY ${NOBODY} has events`);
  if (!isExtra)
    console.log(`${label}: ${events.length} events, ${userIds.size} users, ${names.size} event names`);

  for (const c of cases) {
    const tag = `${label} ${c.id}`;
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(events, now);
    } catch (err) {
      fail(`${tag}: exception ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim()) fail(`${tag}: empty question`);
    if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
      fail(`${tag}: bad expectation ${JSON.stringify(x)}`);
      continue;
    }
    const mustBeLow = c.type === 'other' || c.intent === 'low';
    if (mustBeLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0)
        fail(`${tag}: expected low with dataPoints 0, got ${JSON.stringify(x)}`);
    } else {
      if (x.confidence === 'low') fail(`${tag}: in-scope case expects low (empty scope?)`);
      if (x.dataPoints === 0) fail(`${tag}: dataPoints 0 in scope`);
      if ((x.numbers ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${tag}: zero or non-finite figure ${JSON.stringify(x.numbers)}`);
      if ((x.percents ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${tag}: zero or non-finite percentage ${JSON.stringify(x.percents)}`);
      if (x.names && !x.names.length) fail(`${tag}: empty name list`);
      if (x.confidence === 'high' && x.dataPoints === undefined && !['churn', 'recency'].includes(c.type))
        fail(`${tag}: high case without dataPoints`);
    }
    try {
      if (c.expect.tieAtCut?.(events, now)) fail(`${tag}: ranked list cut inside a tie`);
    } catch (err) {
      fail(`${tag}: tieAtCut exception ${err.stack}`);
    }
    const verdict = scoreAnswer(x, perfectAnswer(x));
    if (!verdict.pass) fail(`${tag}: a perfect answer fails the scorer: ${verdict.reasons.join('; ')}`);
    if (verbose && now === nows[0]) console.log(`[${c.type}] ${c.id}: ${q}\n    -> ${JSON.stringify(x)}`);
  }
}

console.log(`cases per type: ${TYPES.map((t) => `${t} ${perType[t]}`).join(', ')}; total ${cases.length}`);
if (warnings.length)
  console.log(`\nwarnings at ${extra.length} later run times (not failures):\n- ${warnings.join('\n- ')}`);
if (failures.length) {
  console.error(`\nFAILED (${failures.length}):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('selfcheck clean');
