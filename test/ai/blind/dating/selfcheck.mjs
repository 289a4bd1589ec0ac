// Self-check of the dating round without a server: the data's shape, and for every case that
// the question and expectation evaluate, that in-scope cases have a non-empty scope and
// non-zero figures, that no top-N cuts through a tie, and that a perfect answer passes the
// scorer while a perturbed one fails. Exit code 1 on any problem.
//   node selfcheck.mjs            fixed time and the current time
//   node selfcheck.mjs --stress   also a few awkward times (problems there are warnings)
//   node selfcheck.mjs --at 2026-11-26T09:00:00Z   also that time (problems are failures)

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
const FIXED = new Date('2026-11-25T14:00:00Z');
const STRESS = [
  new Date('2026-11-30T00:20:00Z'), // Monday just after midnight
  new Date('2027-01-01T00:30:00Z'), // new year
  new Date('2027-03-31T09:00:00Z'), // month-end clamping
];

let failures = 0;
let warnings = 0;
const fail = (msg) => {
  failures++;
  console.error(`FAIL ${msg}`);
};

// ---- the cases themselves ----------------------------------------------------------------
const ids = new Set();
const perType = Object.fromEntries(TYPES.map((t) => [t, 0]));
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  else perType[c.type]++;
  if (typeof c.expect !== 'function') fail(`${c.id}: expect is not a function`);
  if (!['string', 'function'].includes(typeof c.question))
    fail(`${c.id}: question is not a string or function`);
}
if (cases.length < 90) fail(`only ${cases.length} cases`);
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t} has only ${n} cases`);

// ---- one reference time --------------------------------------------------------------------
function checkData(events, now, say) {
  const nowMs = +now;
  const again = generateEvents(now);
  if (JSON.stringify(again) !== JSON.stringify(events)) say('data is not deterministic');
  const userIds = new Set(events.map((e) => e.userId));
  const names = new Set(events.map((e) => e.eventName));
  if (events.length < 15000 || events.length > 40000) say(`${events.length} events`);
  if (userIds.size < 300 || userIds.size > 600) say(`${userIds.size} users`);
  if (names.size < 8 || names.size > 14) say(`${names.size} event names`);
  for (const n of names) if (!EVENT_NAMES.includes(n)) say(`event name ${n} not in EVENT_NAMES`);
  for (const n of EVENT_NAMES) if (!names.has(n)) say(`EVENT_NAMES lists ${n}, which never occurs`);
  for (const u of Object.values(PERSONAS)) if (!userIds.has(u)) say(`persona ${u} has no events`);
  if (userIds.has(NOBODY)) say(`NOBODY ${NOBODY} has events`);
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    const keys = Object.keys(e).sort().join(',');
    if (keys !== 'eventName,eventValue,timestamp,userId') say(`event keys ${keys}`);
    else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.000)?Z$/.test(e.timestamp))
      say(`timestamp ${e.timestamp}`);
    else if (t < nowMs - 120 * 86_400_000 || t > nowMs - 120_000)
      say(`timestamp out of window ${e.timestamp}`);
    else if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue))
      say(`eventValue ${e.eventValue}`);
    else continue;
    break;
  }
}

const show = (x) => (Number.isInteger(x) ? x.toLocaleString('en-US') : String(x));

// The answer a perfect engine could give for an expectation.
function perfectAnswer(exp) {
  const parts = [];
  const names = exp.names ?? [];
  const numbers = exp.numbers ?? [];
  // ranked lists pair names with figures; the rest follows
  const k = Math.min(names.length, numbers.length);
  for (let i = 0; i < k; i++) parts.push(`${names[i]}: ${show(numbers[i])}`);
  for (const n of names.slice(k)) parts.push(n);
  for (const x of numbers.slice(k)) parts.push(show(x));
  for (const p of exp.percents ?? []) parts.push(`${p}%`);
  return {
    answer: parts.length ? `Result: ${parts.join('; ')}.` : 'Nothing to report.',
    confidence: exp.confidence === 'not-high' ? 'medium' : exp.confidence,
    dataPoints: exp.dataPoints ?? 1,
  };
}

function checkCase(c, events, now, say) {
  let question, exp;
  try {
    question = typeof c.question === 'function' ? c.question(now) : c.question;
    exp = c.expect(events, now);
  } catch (err) {
    say(`${c.id}: threw ${err.stack}`);
    return;
  }
  if (typeof question !== 'string' || !question.trim() || /undefined|NaN|null|\[object/.test(question)) {
    say(`${c.id}: bad question ${JSON.stringify(question)}`);
  }
  if (!exp || !['high', 'low', 'not-high'].includes(exp.confidence)) {
    say(`${c.id}: bad expectation ${JSON.stringify(exp)}`);
    return;
  }
  const figures = [...(exp.numbers ?? []), ...(exp.percents ?? [])];
  if (figures.some((x) => typeof x !== 'number' || !Number.isFinite(x))) say(`${c.id}: non-finite figure`);
  if (c.type === 'other' && (exp.confidence !== 'low' || exp.dataPoints !== 0)) {
    say(`${c.id}: an 'other' case must expect low and dataPoints 0`);
  }
  if (exp.confidence === 'low') {
    if (c.type !== 'other' && exp.dataPoints !== 0) say(`${c.id}: low without dataPoints 0`);
    if (c.type !== 'other' && !/super_like|m_9999/.test(question))
      say(`${c.id}: in-scope case is empty (low)`);
  } else {
    if (exp.dataPoints !== undefined && exp.dataPoints <= 0) say(`${c.id}: dataPoints ${exp.dataPoints}`);
    if (!c.zeroOk && figures.some((x) => x === 0)) say(`${c.id}: zero figure ${JSON.stringify(figures)}`);
    if (
      exp.confidence !== 'not-high' &&
      !figures.length &&
      !(exp.names ?? []).length &&
      exp.dataPoints === undefined
    ) {
      say(`${c.id}: a high expectation that checks nothing`);
    }
  }
  if (c.expect.tieAtCut?.(events, now)) say(`${c.id}: top-N cut falls inside a tie`);

  // the scorer accepts a perfect answer and rejects perturbed figures
  const perfect = perfectAnswer(exp);
  const verdict = scoreAnswer(exp, perfect);
  if (!verdict.pass) say(`${c.id}: perfect answer fails: ${verdict.reasons.join('; ')} | ${perfect.answer}`);
  for (const key of ['numbers', 'percents']) {
    (exp[key] ?? []).forEach((x, i) => {
      const bumped = { ...exp, [key]: exp[key].map((y, j) => (j === i ? y + 1 : y)) };
      const bad = { ...perfect, answer: perfectAnswer(bumped).answer };
      // a bumped figure that equals another expected one is not a real perturbation
      if (figures.includes(x + 1)) return;
      if (scoreAnswer(exp, bad).pass) say(`${c.id}: answer with ${key}[${i}] + 1 still passes`);
    });
  }
}

function runAt(now, say, label) {
  const events = generateEvents(now);
  const users = new Set(events.map((e) => e.userId)).size;
  console.log(`${label} ${now.toISOString()}: ${events.length} events, ${users} users`);
  checkData(events, now, say);
  for (const c of cases) checkCase(c, events, now, say);
}

runAt(FIXED, (m) => fail(`[fixed] ${m}`), 'fixed');
runAt(new Date(Math.floor(Date.now() / 1000) * 1000), (m) => fail(`[current] ${m}`), 'current');
// --at ISO-TIME (repeatable): also check at that time, as strictly as the fixed one
process.argv.forEach((arg, i) => {
  if (arg === '--at') {
    const t = new Date(process.argv[i + 1]);
    if (Number.isNaN(+t)) fail(`bad --at ${process.argv[i + 1]}`);
    else runAt(t, (m) => fail(`[${t.toISOString()}] ${m}`), 'at');
  }
});
if (process.argv.includes('--stress')) {
  for (const t of STRESS) {
    runAt(
      t,
      (m) => {
        warnings++;
        console.warn(`warn [${t.toISOString()}] ${m}`);
      },
      'stress',
    );
  }
}

console.log(`${cases.length} cases: ${TYPES.map((t) => `${t} ${perType[t]}`).join(', ')}`);
console.log(
  failures ? `${failures} problem(s)` : `clean${warnings ? ` (${warnings} stress warning(s))` : ''}`,
);
process.exit(failures ? 1 : 0);
