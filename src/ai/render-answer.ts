// Query figures → the plain-English answer, its confidence and dataPoints.
import type { Answer, Confidence, ResultTable } from '../domain/types.js';
import type { Bucket, Plan, Reading, Refusal, Scope, TimeRange, ValueFilter } from './plan.js';
import type { Outcome, Row } from './run-plan.js';
import {
  DAY,
  WEEKDAYS,
  elapsedWords,
  formatNumber,
  formatPercent,
  hourLabel,
  isoDay,
  isoMinute,
  joinWords,
  monthLabel,
  percentOf,
  periodWords,
  plural,
  quoteName,
  quoteNames,
  anyOfNames,
  roundTo,
} from './format.js';

const n = formatNumber;
const when = (r: TimeRange): string => r.label;
const names = anyOfNames;

const VALUE_WORDS: Readonly<Record<ValueFilter['op'], string>> = {
  gt: 'over',
  gte: 'of at least',
  lt: 'under',
  lte: 'of at most',
  between: 'between',
};

/** "over 50", "of at least 3", "between 200 and 300": a condition on a number in words. */
const conditionWords = (f: ValueFilter): string =>
  `${VALUE_WORDS[f.op]} ${n(f.value)}${f.op === 'between' ? ` and ${n(f.to ?? f.value)}` : ''}`;

/** "with a value over 50": the scope's value condition in words. */
const valueWords = (f: ValueFilter | undefined): string => (f ? ` with a value ${conditionWords(f)}` : '');

function eventsOf(scope: Scope, word = 'events'): string {
  return `${scope.eventNames.length ? `${names(scope.eventNames)} ${word}` : word}${valueWords(scope.valueFilter)}`;
}

function whose(scope: Scope): string {
  return scope.userId === undefined ? '' : ` by user ${scope.userId}`;
}

const SUGGEST =
  'You can ask about counts of events, distinct users, sums or averages of event values, top events or users, ' +
  'breakdowns by day, week, month, hour or weekday, period comparisons, shares, conversion between two events, new or churned users, ' +
  'and when something last happened.';

export function renderRefusal(r: Refusal): Answer {
  const closest = r.suggestions.length
    ? ` The closest existing event names are ${quoteNames(r.suggestions)}.`
    : '';
  return { answer: `${r.detail}${closest} ${SUGGEST}`.trim(), confidence: 'low', dataPoints: 0 };
}

function nothing(what: string, range: TimeRange): Answer {
  return {
    answer: `Nothing matched: there are no ${what} ${when(range)}.`,
    confidence: 'low',
    dataPoints: 0,
  };
}

/** Text of one answer; `null` text means nothing was in scope. `table`: the figures it states, when they form one. */
interface Body {
  text: string | null;
  dataPoints: number;
  emptyWhat?: string;
  emptyRange?: TimeRange;
  table?: ResultTable;
}

/** CONTRACT.md section 6: a result carries at most 100 rows. */
const MAX_RESULT_ROWS = 100;
/** Figures as the answer states them (2 decimals at most), so that both stores give the same table. */
const table = (columns: string[], rows: (string | number)[][]): ResultTable => ({
  columns,
  rows: rows
    .slice(0, MAX_RESULT_ROWS)
    .map((row) => row.map((cell) => (typeof cell === 'number' ? roundTo(cell, 2) : cell))),
});

/** " They are: a, b." after a count of users, or " The first 20: …" when there are more. */
function listedIds(ids: readonly string[] | undefined, total: number): string {
  if (!ids?.length) return '';
  return ` ${ids.length < total ? `The first ${n(ids.length)}` : total === 1 ? 'It is' : 'They are'}: ${ids.join(', ')}.`;
}

export function renderAnswer(reading: Reading, outcome: Outcome): Answer {
  const { plan } = reading;
  const body = describe(plan, outcome);
  if (body.text === null)
    return nothing(body.emptyWhat ?? 'matching events', body.emptyRange ?? rangeOf(plan));
  const notes = [
    ...[...new Set(reading.looseNames.map((l) => l.phrase))].map((phrase) => {
      const names = reading.looseNames.filter((l) => l.phrase === phrase).map((l) => quoteName(l.name));
      return names.length === 1
        ? `I read "${phrase}" as the stored event ${names[0] ?? ''}.`
        : `I read "${phrase}" as the stored events ${names.join(' and ')}.`;
    }),
    ...reading.assumptions.map((a) => `Assumption: ${a}.`),
  ];
  const confidence: Confidence = notes.length ? 'medium' : 'high';
  // a slip of typing in an ordinary word, corrected, leaves the question understood as asked
  const spelling = [
    ...(reading.readAs ?? []),
    ...(reading.corrections ?? []).map(([typed, word]) => [typed, `"${word}"`]),
  ].map(([typed, word]) => `I read "${typed}" as ${word}.`);
  const answer: Answer = {
    answer: [body.text, ...checkWords(reading, outcome), ...notes, ...spelling].join(' '),
    confidence,
    dataPoints: body.dataPoints,
  };
  return body.table ? { ...answer, result: body.table } : answer;
}

/** "That is over 1,000.": the figure shown (a count, a total, an average, users) against the question's number. */
function checkWords(reading: Reading, o: Outcome): string[] {
  const f = reading.check;
  if (!f) return [];
  const figure =
    o.kind === 'count'
      ? o.n
      : o.kind === 'users'
        ? o.users
        : o.kind === 'value' && o.value !== null
          ? reading.plan.kind === 'value' && reading.plan.agg === 'avg'
            ? roundTo(o.value, 2)
            : o.value
          : null;
  if (figure === null) return [];
  const to = f.to ?? f.value;
  const passes = {
    gt: figure > f.value,
    gte: figure >= f.value,
    lt: figure < f.value,
    lte: figure <= f.value,
    between: figure >= f.value && figure <= to,
  }[f.op];
  return [`That is ${passes ? '' : 'not '}${conditionWords(f).replace(/^of /, '')}.`];
}

function rangeOf(plan: Plan): TimeRange {
  if (plan.kind === 'catalogue') return { from: null, to: null, label: 'in this account', grain: 'all' };
  if (plan.kind === 'churn') return plan.active;
  return plan.scope.range;
}

function describe(plan: Plan, o: Outcome): Body {
  const empty = (what: string): Body => ({ text: null, dataPoints: 0, emptyWhat: what });
  switch (plan.kind) {
    case 'count': {
      if (o.kind !== 'count' || !o.n) return empty(`${eventsOf(plan.scope)}${whose(plan.scope)}`);
      const subject =
        plan.scope.userId === undefined
          ? `There ${o.n === 1 ? 'was' : 'were'} ${n(o.n)} ${eventsOf(plan.scope, plural(o.n, 'event'))}`
          : `User ${plan.scope.userId} has ${n(o.n)} ${eventsOf(plan.scope, plural(o.n, 'event'))}`;
      const parts = o.byName?.length
        ? `: ${o.byName.map((r) => `\`${String(r.key)}\` ${n(r.value)}`).join(', ')}`
        : '';
      return { text: `${subject} ${when(plan.scope.range)}${parts}.`, dataPoints: o.n };
    }
    case 'users': {
      if (o.kind !== 'users' || !o.n) return empty(eventsOf(plan.scope));
      if (plan.total || plan.minEvents !== undefined) {
        // no user past the threshold is a count of zero: nothing matched (SEMANTICS confidence)
        const t = thresholdWords(plan);
        if (!o.repeatUsers) return empty(t.none);
        if (o.active) {
          // with an event named, the share among its users too
          const ofNamed = plan.scope.eventNames.length
            ? `; of the ${n(o.users)} ${t.withOne}, that is ${formatPercent(percentOf(o.repeatUsers, o.users))}`
            : '';
          return {
            text: `${formatPercent(percentOf(o.repeatUsers, o.active.users))} of active users ${when(plan.scope.range)} (${n(o.repeatUsers)} of ${n(o.active.users)}) ${t.did}${ofNamed}.`,
            dataPoints: o.active.n,
          };
        }
        return {
          text: `${n(o.repeatUsers)} distinct ${plural(o.repeatUsers, 'user')} ${t.did} ${when(plan.scope.range)}${whose(plan.scope)}, out of ${n(o.users)} ${t.withOne} (${n(o.n)} ${plural(o.n, 'event')}).`,
          dataPoints: o.n,
        };
      }
      if (plan.perUser === 'value') {
        const total = o.value ?? 0;
        return {
          text: `${n(o.users)} distinct ${plural(o.users, 'user')} had ${n(o.n)} ${eventsOf(plan.scope, plural(o.n, 'event'))} ${when(plan.scope.range)}, with a total value of ${n(roundTo(total, 2))}: ${n(roundTo(total / Math.max(o.users, 1), 2))} per user on average.`,
          dataPoints: o.n,
        };
      }
      if (plan.perUser) {
        return {
          text: `${n(o.users)} distinct ${plural(o.users, 'user')} had ${n(o.n)} ${eventsOf(plan.scope, plural(o.n, 'event'))} ${when(plan.scope.range)}: ${n(roundTo(o.n / Math.max(o.users, 1), 2))} per user on average.`,
          dataPoints: o.n,
        };
      }
      const did =
        plan.scope.eventNames.length || plan.scope.valueFilter
          ? ` had ${eventsOf(plan.scope)}`
          : ' were active';
      return {
        text: `${n(o.users)} distinct ${plural(o.users, 'user')}${did} ${when(plan.scope.range)} (${n(o.n)} ${plural(o.n, 'event')}).`,
        dataPoints: o.n,
      };
    }
    case 'value': {
      if (o.kind !== 'value' || !o.n || o.value === null)
        return empty(`${eventsOf(plan.scope)}${whose(plan.scope)}`);
      const what = {
        sum: 'total value',
        avg: 'average value',
        min: 'minimum value',
        max: 'maximum value',
        median: 'median value',
      }[plan.agg];
      const value = plan.agg === 'avg' ? roundTo(o.value, 2) : o.value;
      return {
        text: `The ${what} of ${eventsOf(plan.scope)}${whose(plan.scope)} ${when(plan.scope.range)} is ${n(value)}, over ${n(o.n)} ${plural(o.n, 'event')}.`,
        dataPoints: o.n,
      };
    }
    case 'top': {
      if (o.kind !== 'ranking' || !o.rows.length) return empty(eventsOf(plan.scope));
      const measure =
        plan.metric === 'sum' ? 'total value' : plan.metric === 'max' ? 'largest single value' : 'events';
      const label = (r: Row) => (plan.by === 'event' ? quoteName(String(r.key)) : String(r.key));
      const list = o.rows.map(
        (r) => `${label(r)} (${n(r.value)}${plan.metric === 'count' ? ` ${plural(r.value, 'event')}` : ''})`,
      );
      const adjective = plan.order === 'asc' ? 'least' : 'most';
      const subject =
        plan.by === 'event'
          ? o.rows.length === 1
            ? `The ${adjective} common event${whose(plan.scope)}`
            : `The ${o.rows.length} ${adjective} common events${whose(plan.scope)}`
          : plan.metric === 'max'
            ? `The ${o.rows.length === 1 ? 'user' : `${o.rows.length} users`} with the ${plan.order === 'asc' ? 'smallest' : 'largest'} single ${eventsOf(plan.scope).replace(/ events$/, ' event')} value`
            : `The ${o.rows.length === 1 ? 'user' : `${o.rows.length} users`} with the ${plan.order === 'asc' ? 'fewest' : 'most'} ${plan.metric === 'sum' ? `total value of ${eventsOf(plan.scope)}` : eventsOf(plan.scope)}`;
      return {
        text: `${subject} ${when(plan.scope.range)}${o.rows.length === 1 ? ' is' : ' are'} ${joinWords(list)}.`,
        dataPoints: o.n,
        table: table(
          [plan.by, measure],
          o.rows.map((r) => [String(r.key), r.value]),
        ),
      };
    }
    case 'breakdown':
      return describeBreakdown(plan, o);
    case 'compare': {
      if (o.kind !== 'compare' || (!o.earlierEvents && !o.laterEvents))
        return { ...empty(eventsOf(plan.scope)), emptyRange: plan.later };
      const what =
        plan.measure === 'users'
          ? plan.scope.eventNames.length
            ? `users with ${eventsOf(plan.scope)}`
            : 'active users'
          : plan.measure === 'user-days'
            ? 'average daily active users'
            : plan.measure === 'sum'
              ? `total value of ${eventsOf(plan.scope)}`
              : plan.measure === 'avg'
                ? `average value of ${eventsOf(plan.scope)}`
                : eventsOf(plan.scope);
      // an average needs events on both sides: a period without any has no average, not 0
      if (plan.measure === 'avg' && (!o.earlierEvents || !o.laterEvents)) {
        const [none, some] = o.earlierEvents ? [plan.later, plan.earlier] : [plan.earlier, plan.later];
        return {
          text: `There were no ${eventsOf(plan.scope)}${whose(plan.scope)} ${when(none)}, so there is no average to compare; the ${what} ${when(some)} is ${n(o.earlierEvents ? o.earlier : o.later)}.`,
          dataPoints: o.n,
        };
      }
      // a day of active users counts once begun; a count or a value, for the time elapsed
      const days = (r: TimeRange): number => {
        const length = ((r.to ?? 0) - (r.from ?? 0)) / DAY;
        return plan.measure === 'user-days' ? Math.ceil(length) : length;
      };
      // averages are shown to 2 decimals, and their change is that of the figures shown
      const [earlier, later] = plan.perDay
        ? [roundTo(o.earlier / days(plan.earlier), 2), roundTo(o.later / days(plan.later), 2)]
        : plan.measure === 'avg'
          ? [roundTo(o.earlier, 2), roundTo(o.later, 2)]
          : [o.earlier, o.later];
      const diff = roundTo(later - earlier, 2);
      const change =
        diff === 0
          ? 'no change (a difference of 0, 0%)'
          : `${diff > 0 ? 'up' : 'down'} ${n(Math.abs(diff))}${earlier ? ` (${diff > 0 ? '+' : '-'}${formatPercent(Math.abs(percentOf(later - earlier, earlier)))})` : '; there is no percentage change because the earlier period had none'}`;
      return {
        table: table(
          ['period', `${what}${plan.perDay && plan.measure !== 'user-days' ? ' per day' : ''}`],
          [
            [plan.earlier.label, earlier],
            [plan.later.label, later],
          ],
        ),
        // an average does not depend on the length of its period, so unequal periods need no note
        text: `${capital(what)}${plan.perDay && plan.measure !== 'user-days' ? ' per day' : ''}${whose(plan.scope)}: ${n(later)} ${when(plan.later)}, against ${n(earlier)} ${when(plan.earlier)}. That is ${change}.${
          plan.perDay
            ? ` The averages are ${n(roundTo(o.later, 2))}${plan.measure === 'count' ? ' events' : plan.measure === 'user-days' ? ' user-days (each user once a day)' : ''} over ${n(roundTo(days(plan.later), 2))} ${plural(days(plan.later), 'day')} and ${n(roundTo(o.earlier, 2))} over ${n(roundTo(days(plan.earlier), 2))} ${plural(days(plan.earlier), 'day')}.`
            : plan.measure === 'avg'
              ? ` The averages are over ${n(o.laterEvents)} and ${n(o.earlierEvents)} events.`
              : unequalNote(plan.earlier, plan.later)
        }`,
        dataPoints: o.n,
      };
    }
    case 'share': {
      if (o.kind !== 'share' || !o.n) return empty('events');
      if (plan.of === 'users') {
        return {
          text: `${formatPercent(percentOf(o.partUsers, o.users))} of active users (${n(o.partUsers)} of ${n(o.users)}) had ${names(plan.names)} events ${when(plan.scope.range)}.`,
          dataPoints: o.n,
        };
      }
      return {
        text: `${names(plan.names)} events are ${formatPercent(percentOf(o.part, o.n))} of all events${whose(plan.scope)} ${when(plan.scope.range)} (${n(o.part)} of ${n(o.n)}).`,
        dataPoints: o.n,
      };
    }
    case 'active-days': {
      const what = plan.scope.eventNames.length ? `${names(plan.scope.eventNames)} events` : 'events';
      if (o.kind !== 'ranking' || !o.n) return empty(`${what} of user ${plan.scope.userId}`);
      return {
        text: `User ${plan.scope.userId} had ${what} on ${n(o.rows.length)} ${plural(o.rows.length, 'day')} ${when(plan.scope.range)} (${n(o.n)} ${plural(o.n, 'event')}).`,
        dataPoints: o.n,
      };
    }
    case 'user-share': {
      if (o.kind !== 'share' || !o.n)
        return empty(plan.names.length ? `${names(plan.names)} events` : 'events');
      const what = plan.names.length ? `${names(plan.names)} events` : 'all events';
      return {
        text: `User ${plan.scope.userId} has ${formatPercent(percentOf(o.part, o.n))} of ${what} ${when(plan.scope.range)} (${n(o.part)} of ${n(o.n)}).`,
        dataPoints: o.n,
      };
    }
    case 'ratio':
      return describeRatio(plan, o);
    case 'both': {
      const every = joinWords(plan.groups.map((g) => names(g)));
      if (o.kind !== 'both' || !o.both)
        return empty(`users with ${plan.groups.length > 2 ? 'all of' : 'both'} ${every} events`);
      return {
        text: `${n(o.both)} distinct ${plural(o.both, 'user')} had ${plan.groups.length > 2 ? 'all of' : 'both'} ${every} events ${when(plan.scope.range)}, out of ${n(o.users)} with at least one of them (${n(o.n)} ${plural(o.n, 'event')}).`,
        dataPoints: o.n,
      };
    }
    case 'net': {
      if (o.kind !== 'net' || !o.n)
        return empty(`${names([...plan.paid, ...plan.back])} events${whose(plan.scope)}`);
      return {
        text: `Net revenue${whose(plan.scope)} ${when(plan.scope.range)} is ${n(roundTo(o.paid - o.back, 2))}: ${n(roundTo(o.paid, 2))} from ${n(o.paidEvents)} ${names(plan.paid)} ${plural(o.paidEvents, 'event')}, less ${n(roundTo(o.back, 2))} taken back by ${n(o.backEvents)} ${names(plan.back)} ${plural(o.backEvents, 'event')}.`,
        dataPoints: o.n,
      };
    }
    case 'conversion': {
      if (o.kind !== 'conversion' || !o.did) return empty(`${names(plan.first)} events`);
      if (plan.without) {
        return {
          text: `Of the ${n(o.did)} ${plural(o.did, 'user')} who did ${names(plan.first)} ${when(plan.scope.range)}, ${n(o.never)} (${formatPercent(percentOf(o.never, o.did))}) never did ${names(plan.then)} in that period.`,
          dataPoints: o.n,
        };
      }
      return {
        table: table(
          ['step', 'users'],
          [
            [names(plan.first), o.did],
            [`then ${names(plan.then)}`, o.converted],
          ],
        ),
        text: `Of the ${n(o.did)} ${plural(o.did, 'user')} who did ${names(plan.first)} ${when(plan.scope.range)}, ${n(o.converted)} (${formatPercent(percentOf(o.converted, o.did))}) did ${names(plan.then)} afterwards (after their first ${names(plan.first)} in that period).`,
        dataPoints: o.n,
      };
    }
    case 'churn': {
      if (o.kind !== 'churn' || !o.active) return { ...empty('events'), emptyRange: plan.active };
      const rate = `${n(o.churned)} (${formatPercent(percentOf(o.churned, o.active))})`;
      const text = plan.scope.eventNames.length
        ? `Of the ${n(o.active)} users with ${names(plan.scope.eventNames)} events ${when(plan.active)}, ${rate} had none ${when(plan.inactive)}.`
        : `Of the ${n(o.active)} users active ${when(plan.active)}, ${rate} had no events ${when(plan.inactive)}.`;
      // "… and is crew_33 one of them?": by their own events in both periods
      const m = o.member;
      const member = !m
        ? ''
        : m.active && !m.inactive
          ? ` ${m.id} is one of them: ${n(m.active)} ${plural(m.active, 'event')} ${when(plan.active)}, none ${when(plan.inactive)}.`
          : ` ${m.id} is not one of them: ${n(m.active)} ${plural(m.active, 'event')} ${when(plan.active)} and ${n(m.inactive)} ${when(plan.inactive)}.`;
      return { text: `${text}${listedIds(o.ids, o.churned)}${member}`, dataPoints: o.n };
    }
    case 'new-users': {
      if (o.kind !== 'new-users' || !o.n) return empty('events');
      const ids = listedIds(o.ids, o.fresh);
      // "… and is rider_0488 one of them?": by their own first event
      const m = o.member;
      const inRange = (t: number) =>
        (plan.scope.range.from === null || t >= plan.scope.range.from) &&
        (plan.scope.range.to === null || t < plan.scope.range.to);
      const member = !m
        ? ''
        : m.first === null
          ? ` ${m.id} has no events, so is not one of them.`
          : ` ${m.id} ${inRange(m.first) ? 'is' : 'is not'} one of them: their first event was on ${isoMinute(m.first)} UTC.`;
      return {
        text: `${n(o.fresh)} new ${plural(o.fresh, 'user')} (whose first event ever falls in the period) ${when(plan.scope.range)}, out of ${n(o.active)} active users.${ids}${member}`,
        dataPoints: o.n,
      };
    }
    case 'recency': {
      if (o.kind !== 'recency' || !o.n || o.t === null)
        return empty(`${eventsOf(plan.scope)}${whose(plan.scope)}`);
      const which =
        plan.which === 'both' && o.first !== null
          ? `first was on ${isoMinute(o.first)} UTC and the most recent`
          : plan.which === 'first'
            ? 'first'
            : 'most recent';
      const range = plan.scope.range.grain === 'all' ? 'in total' : when(plan.scope.range);
      return {
        text: `${plan.exists ? 'Yes: t' : 'T'}here ${o.n === 1 ? 'is' : 'are'} ${n(o.n)} ${eventsOf(plan.scope, plural(o.n, 'event'))}${whose(plan.scope)} ${range}; the ${which} was on ${isoMinute(o.t)} UTC${plan.elapsed ? `, ${elapsedWords(plan.elapsed.now - o.t)} ago` : ''}.`,
        dataPoints: o.n,
      };
    }
    case 'user-profile': {
      const who = `User ${plan.scope.userId ?? ''}`;
      // the names a user used, each with its events
      const byName = (count: number, rows: Row[], after = ''): Body => ({
        text: `${who} has ${n(count)} ${plural(count, 'event')} of ${rows.length} ${plural(rows.length, 'name')} ${when(plan.scope.range)}: ${joinWords(rows.map((r) => `${quoteName(String(r.key))} (${n(r.value)})`))}.${after}`,
        dataPoints: count,
        table: table(
          ['event', 'events'],
          rows.map((r) => [String(r.key), r.value]),
        ),
      });
      if (o.kind === 'ranking') {
        if (!o.rows.length) return empty(`events${whose(plan.scope)}`);
        return byName(o.n, o.rows);
      }
      if (o.kind !== 'profile' || !o.n || o.first === null || o.last === null)
        return empty(`events${whose(plan.scope)}`);
      if (o.rows)
        return byName(
          o.n,
          o.rows,
          ` The first was on ${isoMinute(o.first)} UTC (${quoteName(o.firstName ?? '')}) and the last on ${isoMinute(o.last)} UTC (${quoteName(o.lastName ?? '')}).`,
        );
      return {
        text: `${who} was first seen on ${isoMinute(o.first)} UTC${o.firstName ? ` (${quoteName(o.firstName)})` : ''} and last seen on ${isoMinute(o.last)} UTC${o.lastName ? ` (${quoteName(o.lastName)})` : ''}, with ${n(o.n)} ${plural(o.n, 'event')} ${when(plan.scope.range)}.`,
        dataPoints: o.n,
      };
    }
    case 'recent-events': {
      if (o.kind !== 'recent' || !o.events.length) return empty(`events${whose(plan.scope)}`);
      const list = o.events.map(
        (e) =>
          `${quoteName(e.name)} on ${isoMinute(e.ts)} UTC${plan.scope.userId === undefined ? ` by ${e.userId}` : ''}${plan.withValue ? ` with the value ${n(e.value)}` : ''}`,
      );
      const [adjective, order] = plan.oldest ? ['first', 'oldest'] : ['most recent', 'newest'];
      const text =
        list.length === 1
          ? `The ${adjective} event${whose(plan.scope)} ${when(plan.scope.range)} was ${list.join('')}.`
          : `The ${o.events.length} ${adjective} events${whose(plan.scope)} ${when(plan.scope.range)}, ${order} first: ${joinWords(list)}.`;
      return {
        text,
        dataPoints: o.n,
        table: table(
          ['timestamp', 'user', 'event', 'value'],
          o.events.map((e) => [new Date(e.ts).toISOString(), e.userId, e.name, e.value]),
        ),
      };
    }
    case 'catalogue': {
      if (o.kind !== 'catalogue' || !o.n) return empty('events');
      const all = `${n(o.n)} ${plural(o.n, 'event')} from ${n(o.users)} ${plural(o.users, 'user')}`;
      if (plan.facet === 'totals') {
        const span =
          plan.span && o.first !== null && o.last !== null
            ? `, from ${isoMinute(o.first)} UTC (the first event) to ${isoMinute(o.last)} UTC (the latest)`
            : '';
        return {
          text: `There are ${n(o.users)} users and ${n(o.n)} events overall${span}.`,
          dataPoints: o.n,
        };
      }
      if (plan.containing !== undefined) {
        const hits = o.rows.filter((r) => plan.asked?.includes(String(r.key)));
        const named = joinWords(hits.map((r) => `${quoteName(String(r.key))} (${n(r.value)})`));
        return {
          text: `${hits.length} of the ${o.rows.length} stored event names ${hits.length === 1 ? 'contains' : 'contain'} "${plan.containing}"${hits.length ? `: ${named}` : ''}; ${all} in total.`,
          dataPoints: o.n,
          table: table(
            ['event', 'events'],
            hits.map((r) => [String(r.key), r.value]),
          ),
        };
      }
      const list = joinWords(o.rows.map((r) => `${quoteName(String(r.key))} (${n(r.value)})`));
      const asked = (plan.asked ?? []).map((name) => quoteName(name));
      const yes = asked.length
        ? `Yes: ${joinWords(asked)} ${asked.length === 1 ? 'is a stored event name' : 'are stored event names'}. `
        : '';
      return {
        text: `${yes}There are ${o.rows.length} distinct event ${plural(o.rows.length, 'name')}: ${list}; ${all} in total.`,
        dataPoints: o.n,
        table: table(
          ['event', 'events'],
          o.rows.map((r) => [String(r.key), r.value]),
        ),
      };
    }
    case 'overview': {
      if (o.kind !== 'overview' || (!o.n && !o.previousEvents)) return empty('events');
      return {
        text: `${capital(when(plan.scope.range))} there were ${n(o.n)} events from ${n(o.users)} active users, against ${n(o.previousEvents)} events from ${n(o.previousUsers)} users ${when(o.previous)}.`,
        dataPoints: o.n + o.previousEvents,
      };
    }
  }
}

/** A per-user threshold plan in words: what the users did, what none did, and whom they are out of. */
function thresholdWords(plan: Extract<Plan, { kind: 'users' }>): {
  did: string;
  none: string;
  withOne: string;
} {
  if (plan.total) {
    const total = `${eventsOf(plan.scope)} with a total value ${conditionWords(plan.total)}`;
    return { did: `had ${total}`, none: `users with ${total}`, withOne: 'with at least one' };
  }
  const bounds = howMany(plan.minEvents ?? 1, plan.maxEvents);
  const many = plan.maxEvents === 1 ? 1 : 2;
  if (plan.per === 'days') {
    const named = plan.scope.eventNames.length > 0;
    return {
      did: `${named ? `had ${eventsOf(plan.scope)}` : 'were active'} on ${bounds} different ${plural(many, 'day')}`,
      none: `users active on ${bounds} days`,
      withOne: named ? 'with at least one' : 'active users',
    };
  }
  return {
    did: `had ${bounds} ${eventsOf(plan.scope, plural(many, 'event'))}`,
    none: `users with ${bounds} ${eventsOf(plan.scope)}`,
    withOne: 'with at least one',
  };
}

/** "3 or more", "exactly 1", "1 to 2": a per-user threshold in words. */
function howMany(min: number, max: number | undefined): string {
  if (max === undefined) return `${n(min)} or more`;
  return min === max ? `exactly ${n(min)}` : `${n(min)} to ${n(max)}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function bucketLabel(bucket: Bucket, key: string | number): string {
  const k = Number(key);
  if (bucket === 'day') return isoDay(k);
  if (bucket === 'week') return isoDay(k);
  if (bucket === 'month') return String(key);
  if (bucket === 'hour') return hourLabel(k);
  return WEEKDAYS[k] ?? String(key);
}

function bucketWords(bucket: Bucket, label: string): string {
  if (bucket === 'day') return `${label} (${WEEKDAYS[(new Date(label).getUTCDay() + 6) % 7]})`;
  if (bucket === 'week') return `the week of ${label}`;
  if (bucket === 'month') return monthLabel(Date.parse(`${label}-01T00:00:00Z`));
  if (bucket === 'hour') return `${label}-${hourLabel((Number(label.slice(0, 2)) + 1) % 24)} UTC`;
  return label;
}

const BUCKET_NAMES: Record<Bucket, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  hour: 'hour of the day',
  weekday: 'day of the week',
};

function describeBreakdown(plan: Extract<Plan, { kind: 'breakdown' }>, o: Outcome): Body {
  if (o.kind !== 'ranking' || !o.rows.length)
    return { text: null, dataPoints: 0, emptyWhat: eventsOf(plan.scope) };
  const rows = o.rows.map((r) => ({
    label: bucketLabel(plan.bucket, r.key),
    order: Number.isNaN(Number(r.key)) ? 0 : Number(r.key),
    value: r.value,
  }));
  const what =
    plan.measure === 'users'
      ? `distinct users${plan.scope.eventNames.length ? ` with ${eventsOf(plan.scope)}` : ''}`
      : `${plan.measure === 'sum' ? 'total value of ' : ''}${eventsOf(plan.scope)}${whose(plan.scope)}`;
  const unit = (v: number) =>
    plan.measure === 'users'
      ? ` ${plural(v, 'user')}`
      : plan.measure === 'count'
        ? ` ${plural(v, 'event')}`
        : '';
  const total = rows.reduce((s, r) => s + r.value, 0);
  const chronological = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    plan.bucket === 'month' ? (a.label < b.label ? -1 : 1) : a.order - b.order;
  // the series in time order (its latest 100 entries), whichever figure the answer picks from it
  const series = table(
    [plan.bucket, plan.measure === 'users' ? 'users' : plan.measure === 'sum' ? 'total value' : 'events'],
    [...rows]
      .sort(chronological)
      .slice(-MAX_RESULT_ROWS)
      .map((r) => [r.label, r.value]),
  );
  if (plan.pick === 'avg') {
    const avg = n(roundTo(total / rows.length, 2));
    const per = `per ${BUCKET_NAMES[plan.bucket]} ${when(plan.scope.range)}, over the ${n(rows.length)} ${plural(rows.length, BUCKET_NAMES[plan.bucket])} with events`;
    if (plan.measure === 'sum')
      return { text: `On average the ${what} was ${avg} ${per}.`, dataPoints: o.n, table: series };
    return {
      text: `On average there were ${avg} ${plan.measure === 'users' ? 'distinct users' : eventsOf(plan.scope)}${whose(plan.scope)} ${per}.`,
      dataPoints: o.n,
      table: series,
    };
  }
  if (plan.pick !== 'all') {
    const sign = plan.pick === 'max' ? -1 : 1;
    rows.sort((a, b) => sign * (a.value - b.value) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    const best = rows[0];
    if (!best) return { text: null, dataPoints: 0 };
    const adjective =
      plan.measure === 'sum'
        ? plan.pick === 'max'
          ? 'highest'
          : 'lowest'
        : plan.pick === 'max'
          ? 'busiest'
          : 'quietest';
    return {
      text: `The ${adjective} ${BUCKET_NAMES[plan.bucket]} for ${what} ${when(plan.scope.range)} was ${bucketWords(plan.bucket, best.label)}, with ${n(best.value)}${unit(best.value)}.`,
      dataPoints: o.n,
      table: series,
    };
  }
  const sign = plan.ranked === 'asc' ? 1 : -1;
  rows.sort(
    plan.ranked
      ? (a, b) => sign * (a.value - b.value) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
      : chronological,
  );
  // the first `top` of the ranking, and any tied with the last of them
  const cut = plan.top === undefined ? undefined : rows[plan.top - 1]?.value;
  const shown = cut === undefined ? rows : rows.filter((r, i) => i < (plan.top ?? 0) || r.value === cut);
  const list = shown.map((r) => `${bucketWords(plan.bucket, r.label)}: ${n(r.value)}`).join('; ');
  const sum = plan.measure === 'users' ? '' : ` (${n(plan.measure === 'sum' ? total : o.n)} in total)`;
  const order = plan.ranked
    ? plan.top !== undefined
      ? `, the ${plan.top} with the ${plan.ranked === 'asc' ? 'fewest' : 'most'}, in order`
      : `, ${plan.ranked === 'asc' ? 'fewest' : 'most'} first`
    : '';
  return {
    text: `${capital(what)} per ${BUCKET_NAMES[plan.bucket]} ${when(plan.scope.range)}${order}: ${list}${sum}.`,
    dataPoints: o.n,
    table: series,
  };
}

function describeRatio(plan: Extract<Plan, { kind: 'ratio' }>, o: Outcome): Body {
  if (o.kind !== 'ratio' || !o.n)
    return { text: null, dataPoints: 0, emptyWhat: `${names([...plan.part, ...plan.base])} events` };
  if (plan.sumPart) {
    const counts = `a total value of ${n(roundTo(o.part, 2))} over ${n(o.partEvents ?? 0)} ${names(plan.part)} ${plural(o.partEvents ?? 0, 'event')} and ${n(o.base)} ${names(plan.base)} ${plural(o.base, 'event')} ${when(plan.scope.range)}${whose(plan.scope)}`;
    if (!o.base)
      return {
        text: `There were ${counts}, so there is no value per ${names(plan.base)} event to give.`,
        dataPoints: o.n,
      };
    return {
      text: `The value of ${names(plan.part)} per ${names(plan.base)} event is ${n(roundTo(o.part / o.base, 2))}: ${counts}.`,
      dataPoints: o.n,
    };
  }
  const a = `${names(plan.part)} ${plural(o.part, 'event')}`;
  const b = plan.base.length
    ? `${names(plan.base)} ${plural(o.base, 'event')}`
    : `${plural(o.base, 'event')} in all`;
  const counts = `${n(o.part)} ${a} and ${n(o.base)} ${b} ${when(plan.scope.range)}${whose(plan.scope)}`;
  if (!o.base)
    return {
      text: `There were ${counts}, so there is no ${plan.style === 'rate' ? 'percentage' : 'ratio'} to give.`,
      dataPoints: o.n,
    };
  const q = n(roundTo(o.part / o.base, 2));
  const text =
    plan.style === 'rate'
      ? `${names(plan.part)} events are ${formatPercent(percentOf(o.part, o.base))} of ${plan.base.length ? `${names(plan.base)} events` : 'all events'}: ${counts}.`
      : plan.style === 'per'
        ? `There were ${q} ${names(plan.part)} events per ${names(plan.base)} event: ${counts}.`
        : `The ratio of ${names(plan.part)} to ${names(plan.base)} events is ${q} (${n(o.part)} / ${n(o.base)}): ${counts}.`;
  return { text, dataPoints: o.n };
}

/** "this month vs last month": a period still running (or a short month) is not as long as the other, so say so. */
function unequalNote(earlier: TimeRange, later: TimeRange): string {
  const length = (r: TimeRange): number => (r.from !== null && r.to !== null ? r.to - r.from : NaN);
  const [a, b] = [length(earlier), length(later)];
  if (!(Math.min(a, b) < 0.95 * Math.max(a, b))) return '';
  return ` Note: ${periodWords(later)} and ${periodWords(earlier)} are not the same length of time, so the change is not like for like.`;
}
