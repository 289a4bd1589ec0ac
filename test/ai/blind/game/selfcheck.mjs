// Self-check of the "game" blind round: data shape, determinism and every case's expectation,
// at a fixed time and at the current time. Exit code 1 on any problem.
import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
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
const problems = [];
const fail = (msg) => problems.push(msg);

// ---- the case list -------------------------------------------------------------------------
if (cases.length < 90) fail(`only ${cases.length} cases`);
const ids = new Set();
const perType = Object.fromEntries(TYPES.map((t) => [t, 0]));
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  else perType[c.type]++;
  if (typeof c.expect !== 'function') fail(`${c.id}: expect is not a function`);
  if (typeof c.question !== 'string' && typeof c.question !== 'function') fail(`${c.id}: bad question`);
}
for (const t of TYPES) {
  const n = perType[t];
  if (t === 'other' ? n < 8 : n < 6 || n > 10) fail(`type ${t}: ${n} cases`);
}

// ---- the data ----------------------------------------------------------------------------
function checkData(now, ev) {
  const nowMs = +now;
  const again = generateEvents(new Date(nowMs));
  if (JSON.stringify(again) !== JSON.stringify(ev)) fail(`data not deterministic at ${now.toISOString()}`);
  const names = new Set(),
    userSet = new Set();
  for (const e of ev) {
    const t = Date.parse(e.timestamp);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp)) {
      fail(`bad timestamp ${e.timestamp}`);
      break;
    }
    if (t < nowMs - 120 * o.DAY || t > nowMs - 2 * 60_000) {
      fail(`timestamp out of window ${e.timestamp}`);
      break;
    }
    if (!Number.isFinite(e.eventValue)) {
      fail(`bad value ${JSON.stringify(e)}`);
      break;
    }
    names.add(e.eventName);
    userSet.add(e.userId);
  }
  if (ev.length < 15000 || ev.length > 40000) fail(`${ev.length} events`);
  if (userSet.size < 300 || userSet.size > 600) fail(`${userSet.size} users`);
  if (names.size < 8 || names.size > 14) fail(`${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) fail(`event name ${n} not in EVENT_NAMES`);
  for (const n of EVENT_NAMES) if (!names.has(n)) fail(`EVENT_NAMES has unused ${n}`);
  for (const [k, u] of Object.entries(PERSONAS)) if (!userSet.has(u)) fail(`persona ${k} ${u} has no events`);
  if (userSet.has(NOBODY)) fail(`NOBODY ${NOBODY} has events`);
  return { events: ev.length, users: userSet.size, names: names.size };
}

// A perfect answer for an expectation, to check it passes the scorer.
function perfectAnswer(x) {
  const parts = [];
  if (x.names) parts.push(x.names.join(', '));
  if (x.numbers) parts.push(x.numbers.map((n) => (n < 0 ? `down ${-n}` : String(n))).join('; '));
  if (x.percents) parts.push(x.percents.map((p) => `${p}%`).join('; '));
  const answer = parts.join(' | ') || 'Nothing to report.';
  const confidence = x.confidence === 'not-high' ? 'medium' : x.confidence;
  return { answer, confidence, dataPoints: x.dataPoints ?? 0 };
}

function checkCases(now, ev) {
  for (const c of cases) {
    const where = `${c.id} @ ${now.toISOString()}`;
    let q, x;
    try {
      q = typeof c.question === 'function' ? c.question(now) : c.question;
      x = c.expect(ev, now);
    } catch (err) {
      fail(`${where}: exception ${err.stack}`);
      continue;
    }
    if (typeof q !== 'string' || !q.trim() || /undefined|NaN|Infinity|\[object/.test(q))
      fail(`${where}: bad question text ${q}`);
    if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
      fail(`${where}: bad expectation ${JSON.stringify(x)}`);
      continue;
    }
    const intendedLow = c.intent === 'low' || c.type === 'other';
    if (intendedLow) {
      if (x.confidence !== 'low' || x.dataPoints !== 0)
        fail(`${where}: expected low/0 by design, got ${JSON.stringify(x)}`);
      if (c.type !== 'other') {
        // the case is about an empty scope: make sure the scope really is empty (not a bug)
      }
    } else {
      if (x.confidence === 'low') fail(`${where}: in-scope case has an empty scope: ${JSON.stringify(x)}`);
      if (x.dataPoints === 0) fail(`${where}: dataPoints 0`);
      if ((x.numbers ?? []).some((n) => n === 0 || !Number.isFinite(n)))
        fail(`${where}: zero or bad figure ${JSON.stringify(x.numbers)}`);
      if ((x.percents ?? []).some((p) => p === 0 || !Number.isFinite(p)))
        fail(`${where}: zero or bad percent ${JSON.stringify(x.percents)}`);
      if (x.names && (!x.names.length || x.names.some((n) => typeof n !== 'string' || !n)))
        fail(`${where}: empty names`);
      if (!x.names && !x.numbers?.length && !x.percents?.length && x.dataPoints === undefined)
        fail(`${where}: expectation checks nothing`);
      if (c.expect.tieAtCut?.(ev, now)) fail(`${where}: tie at the cut`);
      if (c.expect.looseScope) {
        const s = o.select(ev, c.expect.looseScope(+now));
        if (!s.length) fail(`${where}: loose case whose event has no occurrence in range`);
      }
      if (x.names)
        for (const n of x.names)
          if (/^[a-z]/.test(n) && !n.startsWith('plr_') && !EVENT_NAMES.includes(n))
            fail(`${where}: unknown name ${n}`);
    }
    const verdict = scoreAnswer(x, perfectAnswer(x));
    if (!verdict.pass) fail(`${where}: perfect answer fails: ${verdict.reasons.join('; ')}`);
  }
}

const stats = [];
for (const now of [new Date('2026-11-25T14:00:00Z'), new Date(Math.floor(Date.now() / 1000) * 1000)]) {
  let ev;
  try {
    ev = generateEvents(now);
  } catch (err) {
    fail(`generateEvents threw at ${now.toISOString()}: ${err.stack}`);
    continue;
  }
  stats.push([now.toISOString(), checkData(now, ev)]);
  checkCases(now, ev);
}

console.log(
  `${cases.length} cases:`,
  Object.entries(perType)
    .map(([t, n]) => `${t} ${n}`)
    .join(', '),
);
for (const [t, s] of stats)
  console.log(`now ${t}: ${s.events} events, ${s.users} users, ${s.names} event names`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(' - ' + p);
  process.exit(1);
}
console.log('selfcheck clean');
