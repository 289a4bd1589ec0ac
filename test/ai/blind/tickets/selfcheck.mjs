// Self-check of the Gigbox blind round: the data and every case, without an engine.
//   node selfcheck.mjs            fixed now 2026-11-25T14:00:00Z and the current time
//   node selfcheck.mjs --extra    also a few calendar edge times (month/year/week starts)
// Fails loudly (exit 1) on exceptions, on in-scope cases with an empty scope or zero figures,
// and on top-N lists whose Nth and (N+1)th items tie.

import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';
import { cases } from './cases.mjs';
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { scoreAnswer } from '../../../../../shared/ai/eval/score.mjs';

// The answer a perfect engine could give for an expectation: it must pass the scorer.
function perfectAnswer(x) {
  const names = x.names ?? [],
    numbers = x.numbers ?? [];
  const parts =
    names.length === numbers.length
      ? names.map((n, i) => `${n}: ${numbers[i]}`)
      : [...names, ...numbers.map(String)];
  const text = [parts.join(', '), ...(x.percents ?? []).map((p) => `${p}%`)].join('; ') || 'Nothing matched.';
  return {
    answer: `In the requested range: ${text}.`,
    confidence: x.confidence === 'not-high' ? 'medium' : x.confidence,
    dataPoints: x.dataPoints ?? 1,
  };
}

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
const MEANT_LOW = new Set(['user-07', 'recency-09']); // plus every 'other' case
const VALUED = new Set(['ticket_purchased', 'event_created', 'review_submitted']);

const problems = [];
const fail = (msg) => problems.push(msg);

// ---- the cases as a list ---------------------------------------------------------------------
const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  if (typeof c.expect !== 'function') fail(`${c.id}: expect is not a function`);
  if (!['string', 'function'].includes(typeof c.question))
    fail(`${c.id}: question is neither string nor function`);
}
const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
if (cases.length < 90) fail(`only ${cases.length} cases`);
for (const t of TYPES) if (perType[t] < 6) fail(`type ${t} has only ${perType[t]} cases`);

// ---- the data ----------------------------------------------------------------------------------
function checkData(events, now) {
  const tag = new Date(now).toISOString();
  const again = generateEvents(new Date(now));
  if (JSON.stringify(again) !== JSON.stringify(events)) fail(`[${tag}] data is not deterministic`);
  const users = o.users(events);
  if (events.length < 15000 || events.length > 40000) fail(`[${tag}] ${events.length} events`);
  if (users.size < 300 || users.size > 600) fail(`[${tag}] ${users.size} users`);
  const names = new Set();
  for (const e of events) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp)) {
      fail(`[${tag}] bad timestamp ${e.timestamp}`);
      break;
    }
    const t = o.time(e);
    if (t < now - 120 * o.DAY || t >= now - 120_000) {
      fail(`[${tag}] event outside the window: ${e.timestamp}`);
      break;
    }
    if (!EVENT_NAMES.includes(e.eventName)) {
      fail(`[${tag}] unknown name ${e.eventName}`);
      break;
    }
    if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue)) {
      fail(`[${tag}] bad value`);
      break;
    }
    if (!VALUED.has(e.eventName) && e.eventValue !== 0) {
      fail(`[${tag}] ${e.eventName} with value ${e.eventValue}`);
      break;
    }
    if (typeof e.userId !== 'string' || !e.userId) {
      fail(`[${tag}] bad userId`);
      break;
    }
    names.add(e.eventName);
  }
  for (const n of EVENT_NAMES) if (!names.has(n)) fail(`[${tag}] event name ${n} never occurs`);
  if (users.has(NOBODY)) fail(`[${tag}] ${NOBODY} appears`);
  for (const p of Object.values(PERSONAS)) if (!users.has(p)) fail(`[${tag}] persona ${p} missing`);
  // persona shapes
  const of = (u) => o.select(events, { user: u });
  const sf = of(PERSONAS.superfan),
    org = of(PERSONAS.organizer),
    ch = of(PERSONAS.churned),
    nb = of(PERSONAS.newbie);
  if (sf.length < 400 || sf.some((e) => e.eventName === 'account_created')) fail(`[${tag}] superfan shape`);
  if (
    org.some((e) => e.eventName === 'ticket_purchased') ||
    !org.some((e) => e.eventName === 'event_created')
  )
    fail(`[${tag}] organizer shape`);
  const chLast = Math.max(...ch.map(o.time));
  if (now - chLast < 40 * o.DAY || !ch.some((e) => e.eventName === 'ticket_purchased'))
    fail(`[${tag}] churned shape`);
  const nbFirst = Math.min(...nb.map(o.time));
  if (now - nbFirst > 25 * o.DAY || !nb.some((e) => e.eventName === 'account_created'))
    fail(`[${tag}] newbie shape`);
  // "3 most recent events" of the organizer must not depend on the order of equal times
  const recent = o.newestFirst(org).slice(0, 4).map(o.time);
  if (new Set(recent).size < 4) fail(`[${tag}] organizer's newest events share a timestamp`);
}

// ---- every case at one time ----------------------------------------------------------------------
function checkCases(events, now) {
  const tag = new Date(now).toISOString();
  for (const c of cases) {
    const where = `[${tag}] ${c.id}`;
    try {
      const q = typeof c.question === 'function' ? c.question(new Date(now)) : c.question;
      if (typeof q !== 'string' || !q.trim()) fail(`${where}: empty question`);
      const x = c.expect(events, new Date(now));
      if (!x || !['high', 'low', 'not-high'].includes(x.confidence)) {
        fail(`${where}: bad expectation ${JSON.stringify(x)}`);
        continue;
      }
      const meantLow = c.type === 'other' || MEANT_LOW.has(c.id);
      if (meantLow) {
        if (x.confidence !== 'low' || x.dataPoints !== 0)
          fail(`${where}: meant low, got ${JSON.stringify(x)}`);
        continue;
      }
      if (x.confidence === 'low') {
        fail(`${where}: empty scope (expects low)`);
        continue;
      }
      if (x.dataPoints !== undefined && !(Number.isInteger(x.dataPoints) && x.dataPoints > 0))
        fail(`${where}: dataPoints ${x.dataPoints}`);
      for (const v of x.numbers ?? []) if (!Number.isFinite(v) || v === 0) fail(`${where}: figure ${v}`);
      for (const v of x.percents ?? []) if (!Number.isFinite(v) || v === 0) fail(`${where}: percentage ${v}`);
      if ((x.names ?? []).some((n) => typeof n !== 'string' || !n)) fail(`${where}: bad name`);
      if (c.expect.scopeSize && c.expect.scopeSize(events, new Date(now)) === 0)
        fail(`${where}: empty scope`);
      if (c.expect.tieAtCut && c.expect.tieAtCut(events, new Date(now))) fail(`${where}: tie at the cut`);
      const verdict = scoreAnswer(x, perfectAnswer(x));
      if (!verdict.pass) fail(`${where}: a perfect answer fails: ${verdict.reasons.join('; ')}`);
    } catch (err) {
      fail(`${where}: ${err.stack}`);
    }
  }
}

const fixed = Date.parse('2026-11-25T14:00:00Z');
const nows = [fixed, Date.now()];
if (process.argv.includes('--extra')) {
  nows.push(
    Date.parse('2027-01-01T00:30:00Z'),
    Date.parse('2026-12-01T09:00:00Z'),
    Date.parse('2026-11-30T00:05:00Z'),
    Date.parse('2027-03-31T18:45:10.250Z'),
    Date.parse('2026-11-29T23:59:00Z'),
  );
}
for (const now of nows) {
  const events = generateEvents(new Date(now));
  checkData(events, now);
  checkCases(events, now);
  console.log(`${new Date(now).toISOString()}: ${events.length} events, ${o.users(events).size} users`);
}
console.log(`${cases.length} cases: ${TYPES.map((t) => `${t} ${perType[t]}`).join(', ')}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('selfcheck clean');
