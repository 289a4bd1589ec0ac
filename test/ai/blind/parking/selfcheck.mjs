// Self-check of the parking round without an engine: every case evaluates at a fixed time and
// now; in-scope cases have a non-empty scope and non-zero figures; no top-N cut falls in a tie;
// a perfect answer built from each expectation passes the scorer. Exit code 1 on any problem.

import { scoreAnswer } from '../../../../../shared/ai/eval/score.mjs';
import { cases } from './cases.mjs';
import { generateEvents, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

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

const ids = new Set();
const perType = Object.fromEntries(TYPES.map((t) => [t, 0]));
for (const c of cases) {
  if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
  ids.add(c.id);
  if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  else perType[c.type] += 1;
}
if (cases.length < 90) fail(`only ${cases.length} cases`);
for (const [t, n] of Object.entries(perType)) if (n < 6) fail(`type ${t}: only ${n} cases`);

for (const now of [new Date('2026-11-25T14:00:00Z'), new Date()]) {
  const events = generateEvents(now);
  const again = generateEvents(now);
  if (JSON.stringify(events) !== JSON.stringify(again)) fail('generateEvents is not deterministic');
  const userIds = new Set(events.map((e) => e.userId));
  const names = new Set(events.map((e) => e.eventName));
  const from = +now - 120 * 86_400_000;
  for (const e of events) {
    const t = Date.parse(e.timestamp);
    if (
      !(t >= from && t <= +now - 120_000) ||
      t % 1000 ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(e.timestamp)
    ) {
      fail(`bad timestamp ${e.timestamp}`);
      break;
    }
  }
  if (events.length < 15000 || events.length > 40000) fail(`${events.length} events`);
  if (userIds.size < 300 || userIds.size > 600) fail(`${userIds.size} users`);
  if (names.size !== EVENT_NAMES.length || EVENT_NAMES.some((n) => !names.has(n)))
    fail('EVENT_NAMES mismatch');
  for (const p of Object.values(PERSONAS)) if (!userIds.has(p)) fail(`persona ${p} missing`);
  if (userIds.has(NOBODY)) fail('NOBODY appears');

  for (const c of cases) {
    const tag = `${c.id} @ ${now.toISOString()}`;
    try {
      const q = typeof c.question === 'function' ? c.question(now) : c.question;
      if (typeof q !== 'string' || !q.trim()) fail(`${tag}: empty question`);
      const x = c.expect(events, now);
      if (!['high', 'low', 'not-high'].includes(x.confidence)) fail(`${tag}: confidence ${x.confidence}`);
      if (c.type === 'other' && (x.confidence !== 'low' || x.dataPoints !== 0))
        fail(`${tag}: other must be low/0`);
      if (x.confidence !== 'low') {
        if (x.dataPoints !== undefined && !(x.dataPoints > 0)) fail(`${tag}: empty scope`);
        for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])]) {
          if (!Number.isFinite(v) || v === 0) fail(`${tag}: figure ${v}`);
        }
        if (
          x.confidence === 'high' &&
          !x.numbers?.length &&
          !x.percents?.length &&
          !x.names?.length &&
          x.dataPoints === undefined
        )
          fail(`${tag}: expects nothing`);
      } else if (c.type !== 'other') {
        console.warn(`note: ${tag} expects low (empty scope)`);
      }
      if (c.expect.tieAtCut?.(events, now)) fail(`${tag}: tie at the top-N cut`);
      // a perfect answer passes
      const answer = [
        ...(x.names ?? []),
        ...(x.numbers ?? []).map((v) => String(v)),
        ...(x.percents ?? []).map((v) => `${v}%`),
        'result',
      ].join(', ');
      const conf = x.confidence === 'not-high' ? 'medium' : x.confidence;
      const s = scoreAnswer(x, { answer, confidence: conf, dataPoints: x.dataPoints ?? 1 });
      if (!s.pass) fail(`${tag}: perfect answer fails: ${s.reasons.join('; ')}`);
    } catch (err) {
      fail(`${tag}: threw ${err.stack}`);
    }
  }
  console.log(`${now.toISOString()}: ${events.length} events, ${userIds.size} users`);
}

console.log(`${cases.length} cases:`, perType);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log('selfcheck clean');
