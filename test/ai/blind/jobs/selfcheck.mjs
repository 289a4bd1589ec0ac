// Self-check of the "jobs" blind round without a server: dataset shape and determinism, then
// every case at a fixed time and at the current time. Exit code 1 on any problem.
//   node test/ai/blind/jobs/selfcheck.mjs

import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';
import { scoreAnswer } from '../../../../../shared/ai/eval/score.mjs';

const DAY = 86_400_000;
const TYPES = ['count', 'users', 'value', 'top-events', 'top-users', 'user', 'breakdown', 'compare', 'share'];
TYPES.push('conversion', 'churn', 'recency', 'catalogue', 'other');
// In-scope types whose case is about an empty scope or an unknown user: they must come out low.
const LOW_ON_PURPOSE = new Set([
  'count-lapsed-nothing',
  'count-logins-last-year',
  'user-unknown',
  'unknown-user-ever',
]);

const problems = [];
const fail = (msg) => problems.push(msg);

function checkDataset(now) {
  const t = +now;
  const ev = generateEvents(now);
  const at = now.toISOString();
  if (JSON.stringify(ev) !== JSON.stringify(generateEvents(new Date(t))))
    fail(`${at}: dataset not deterministic`);
  const userIds = new Set(ev.map((e) => e.userId));
  const names = new Set(ev.map((e) => e.eventName));
  if (ev.length < 15_000 || ev.length > 40_000) fail(`${at}: ${ev.length} events`);
  if (userIds.size < 300 || userIds.size > 600) fail(`${at}: ${userIds.size} users`);
  if (names.size < 8 || names.size > 14) fail(`${at}: ${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`${at}: unlisted event name ${n}`);
  for (const n of EVENT_NAMES) if (!names.has(n)) fail(`${at}: listed event name ${n} never occurs`);
  for (const e of ev) {
    const ts = Date.parse(e.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp) || ts % 1000)
      fail(`bad timestamp ${e.timestamp}`);
    if (ts < t - 120 * DAY || ts > t - 120_000) fail(`${at}: timestamp ${e.timestamp} outside the window`);
    if (!Number.isFinite(e.eventValue)) fail(`${at}: bad eventValue ${e.eventValue}`);
    if (problems.length > 20) break;
  }
  if (userIds.has(NOBODY)) fail(`${at}: ${NOBODY} occurs`);

  const of = (u) => ev.filter((e) => e.userId === u);
  const has = (evs, name) => evs.some((e) => e.eventName === name);
  const daysAgo = (e) => (t - Date.parse(e.timestamp)) / DAY;
  const heavy = of(PERSONAS.heavySeeker);
  if (heavy.length < 800 || has(heavy, 'signup') || daysAgo(heavy.at(-1)) > 3)
    fail(`${at}: heavySeeker shape`);
  const fresh = of(PERSONAS.newcomer);
  if (
    fresh[0]?.eventName !== 'signup' ||
    Math.abs(daysAgo(fresh[0]) - 45) > 1.5 ||
    !has(fresh, 'offer_received')
  ) {
    fail(`${at}: newcomer shape`);
  }
  const lapsed = of(PERSONAS.lapsed);
  if (!lapsed.length || has(lapsed, 'signup') || daysAgo(lapsed.at(-1)) < 69 || !has(lapsed, 'apply')) {
    fail(`${at}: lapsed shape`);
  }
  const employer = of(PERSONAS.busyEmployer);
  if (!has(employer, 'job.post') || !has(employer, 'employer_message') || daysAgo(employer.at(-1)) > 7) {
    fail(`${at}: busyEmployer shape`);
  }
  return ev;
}

// The answer a perfect engine would give: it must pass the scorer.
function perfectAnswer(x) {
  const parts = [];
  if (x.names?.length) parts.push(`Names: ${x.names.join('; ')}.`);
  if (x.numbers?.length)
    parts.push(`Figures: ${x.numbers.map((n) => n.toLocaleString('en-US')).join(', ')}.`);
  if (x.percents?.length) parts.push(`Shares: ${x.percents.map((p) => `${p}%`).join(', ')}.`);
  if (!parts.length) parts.push(x.confidence === 'low' ? 'Nothing matched.' : 'Yes, there were some.');
  const confidence = x.confidence === 'not-high' ? 'medium' : x.confidence;
  return { answer: parts.join(' '), confidence, dataPoints: x.dataPoints ?? 1 };
}

function checkCases(ev, now) {
  const at = now.toISOString();
  for (const c of cases) {
    const tag = `${at} ${c.id}`;
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(ev, now);
    } catch (err) {
      fail(`${tag}: threw ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim()) fail(`${tag}: empty question`);
    if (!['high', 'low', 'not-high'].includes(x?.confidence)) {
      fail(`${tag}: bad confidence ${x?.confidence}`);
      continue;
    }
    const wantLow = c.type === 'other' || LOW_ON_PURPOSE.has(c.id);
    if (wantLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0)
        fail(`${tag}: meant to be low, got ${JSON.stringify(x)}`);
    } else {
      if (x.confidence === 'low') fail(`${tag}: in-scope case with an empty scope`);
      if ((x.numbers ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${tag}: zero figure ${x.numbers}`);
      if ((x.percents ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${tag}: zero percentage ${x.percents}`);
      if (x.dataPoints !== undefined && !(x.dataPoints > 0)) fail(`${tag}: dataPoints ${x.dataPoints}`);
      if (x.names && !x.names.length) fail(`${tag}: empty name list`);
      if (c.expect.tieAtCut?.(ev, now)) fail(`${tag}: top-N tie at the cut`);
    }
    const verdict = scoreAnswer(x, perfectAnswer(x));
    if (!verdict.pass) fail(`${tag}: a perfect answer fails: ${verdict.reasons.join('; ')}`);
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

for (const now of [new Date('2026-11-25T14:00:00Z'), new Date()]) {
  const ev = checkDataset(now);
  checkCases(ev, now);
  console.log(`${now.toISOString()}: ${ev.length} events, ${new Set(ev.map((e) => e.userId)).size} users`);
}
console.log(`${cases.length} cases:`, JSON.stringify(perType));
if (problems.length) {
  for (const p of problems) console.error('FAIL', p);
  process.exit(1);
}
console.log('selfcheck clean');
