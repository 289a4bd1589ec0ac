// Blind round "esign": questions the people around an e-signature SaaS would ask, with
// expectations computed from the events by the reference oracle (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, MONTHS, ranges: R, select, users, sum, tally, rank, round, percent } = O;

const HIGH = 'high';
const NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };

// ---- dates for the questions, always generated from now --------------------------------------

const ms = (now) => +now;
const today0 = (now) => O.dayStart(ms(now));
const daysAgo = (now, k) => today0(now) - k * DAY; // start of the UTC day k days back
const incident = (now) => daysAgo(now, 40); // the reminder retry storm (see data.mjs)
const lastMonth0 = (now) => O.monthStart(ms(now), -1);
const twoMonths0 = (now) => O.monthStart(ms(now), -2);
const ordinal = (d) => {
  const s = d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th');
  return `${d}${s}`;
};
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const monthDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${ordinal(D(t).getUTCDate())}`; // November 3rd
const shortMD = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dayMonthYear = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const mdy = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}, ${D(t).getUTCFullYear()}`; // November 3, 2026
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;

// ---- expectation builders --------------------------------------------------------------------

const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const tieAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const measureOf = (kind, evs) =>
  kind === 'sum'
    ? round(sum(evs), 2)
    : kind === 'avg'
      ? O.avg(evs)
      : kind === 'min'
        ? O.min(evs)
        : kind === 'max'
          ? O.max(evs)
          : kind === 'median'
            ? median(evs)
            : kind === 'users'
              ? users(evs).size
              : evs.length;

// f(now) -> { range, names, user } as select() takes them.
function count(f, { confidence = HIGH, names } = {}) {
  return (events, now) => {
    const evs = select(events, f(now));
    if (!evs.length) return LOW;
    return { numbers: [evs.length], ...(names ? { names } : {}), confidence, dataPoints: evs.length };
  };
}

function distinct(f, { confidence = HIGH, names } = {}) {
  return (events, now) => {
    const evs = select(events, f(now));
    if (!evs.length) return LOW;
    return { numbers: [users(evs).size], ...(names ? { names } : {}), confidence, dataPoints: evs.length };
  };
}

function valueOf(f, kind, { confidence = HIGH, names } = {}) {
  return (events, now) => {
    const evs = select(events, f(now));
    if (!evs.length) return LOW;
    return {
      numbers: [measureOf(kind, evs)],
      ...(names ? { names } : {}),
      confidence,
      dataPoints: evs.length,
    };
  };
}

function topEvents(f, n, { ascending = false, confidence = HIGH } = {}) {
  const ranked = (events, now) => rank(tally(select(events, f(now)), O.byName), { ascending });
  return withTie(
    (events, now) => {
      const evs = select(events, f(now));
      if (!evs.length) return LOW;
      const top = ranked(events, now).slice(0, n);
      return {
        names: top.map((r) => r[0]),
        numbers: top.map((r) => r[1]),
        confidence,
        dataPoints: evs.length,
      };
    },
    (events, now) => tieAt(ranked(events, now), n),
  );
}

function topUsers(f, n, { measure, confidence = HIGH, names = [], unordered = false } = {}) {
  const ranked = (events, now) => rank(tally(select(events, f(now)), O.byUser, measure));
  return withTie(
    (events, now) => {
      const evs = select(events, f(now));
      if (!evs.length) return LOW;
      const top = ranked(events, now).slice(0, n);
      return {
        names: [...top.map((r) => r[0]), ...names],
        numbers: top.map((r) => round(r[1], 2)),
        ...(unordered ? { unordered: true } : {}),
        confidence,
        dataPoints: evs.length,
      };
    },
    (events, now) => tieAt(ranked(events, now), n),
  );
}

// A breakdown over buckets: every bucket (in key order) or only the first `top` after ranking.
function breakdown(f, key, { top, ascending = false, measure, unordered = false, confidence = HIGH } = {}) {
  const ranked = (events, now) => rank(tally(select(events, f(now)), key, measure), { ascending });
  return withTie(
    (events, now) => {
      const evs = select(events, f(now));
      if (!evs.length) return LOW;
      const rows = top
        ? ranked(events, now).slice(0, top)
        : [...tally(evs, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: rows.map((r) => r[0]),
        numbers: rows.map((r) => round(r[1], 2)),
        ...(unordered ? { unordered: true } : {}),
        confidence,
        dataPoints: evs.length,
      };
    },
    top ? (events, now) => tieAt(ranked(events, now), top) : undefined,
  );
}

// Two periods, f1 earlier, f2 later; kind: count | users | sum.
function compare(f1, f2, kind = 'count', { confidence = HIGH, names } = {}) {
  return (events, now) => {
    const a = select(events, f1(now)),
      b = select(events, f2(now));
    if (!a.length && !b.length) return LOW;
    const c = O.change(measureOf(kind, a), measureOf(kind, b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      ...(names ? { names } : {}),
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

// Share of events: part filter within the events of range (and user).
function shareEvents(f, names, { confidence = HIGH } = {}) {
  return (events, now) => {
    const all = select(events, f(now));
    const part = all.filter((e) => names.includes(e.eventName));
    if (!all.length || !part.length) return LOW;
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
}

function shareUsers(f, names, { confidence = HIGH } = {}) {
  return (events, now) => {
    const all = select(events, f(now));
    const part = users(all.filter((e) => names.includes(e.eventName)));
    if (!all.length || !part.size) return LOW;
    return { percents: [percent(part.size, users(all).size)], confidence, dataPoints: all.length };
  };
}

function convert(r, a, b, { confidence = HIGH, names } = {}) {
  // names (for loose wording) are checked in any order
  return (events, now) => {
    const range = r(now);
    const c = O.conversion(events, range, a, b);
    if (!c.did) return LOW;
    const dp = select(events, { range, names: [a, b] }).length;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      ...(names ? { names, unordered: true } : {}),
      confidence,
      dataPoints: dp,
    };
  };
}

function churn(r1, r2, { names } = {}) {
  return (events, now) => {
    const first = select(events, { range: r1(now), names });
    const later = users(select(events, { range: r2(now), names }));
    const gone = [...users(first)].filter((u) => !later.has(u));
    if (!gone.length) return LOW;
    return { numbers: [gone.length], confidence: HIGH };
  };
}

function fresh(r) {
  return (events, now) => {
    const n = O.newUsers(events, r(now)).length;
    if (!n) return LOW;
    return { numbers: [n], confidence: HIGH };
  };
}

// "When was the last X": the day of the newest X (all X events are read).
function lastOf(names, { user, confidence = HIGH, loose = false } = {}) {
  return withTie((events) => {
    const evs = select(events, { names, user });
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(O.time));
    return loose
      ? { names: [...names, iso(t)], unordered: true, confidence, dataPoints: evs.length }
      : { names: [iso(t)], confidence, dataPoints: evs.length };
  }, undefined);
}

const other = () => LOW;

// ---- the cases -----------------------------------------------------------------------------

export const cases = [
  // ======================================================== count
  {
    id: 'count-sent-7d',
    type: 'count',
    question: 'How many EnvelopeSent events in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(ms(now), 7), names: ['EnvelopeSent'] })),
  },
  {
    id: 'count-sent-yesterday',
    type: 'count',
    question: 'quick one for the standup - how many envelope sent events did we log yesterday?',
    expect: count((now) => ({ range: R.yesterday(ms(now)), names: ['EnvelopeSent'] })),
  },
  {
    id: 'count-signed-on-iso',
    type: 'count',
    question: (now) => `Number of envelope-signed events on ${iso(daysAgo(now, 5))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 5)), names: ['envelope-signed'] })),
  },
  {
    id: 'count-today-all',
    type: 'count',
    question: 'how much activity have we had today so far? just the raw number of events pls',
    expect: count((now) => ({ range: R.today(ms(now)) })),
  },
  {
    id: 'count-last-24h',
    type: 'count',
    question: 'Total events recorded in the past 24 hours?',
    expect: count((now) => ({ range: R.lastHours(ms(now), 24) })),
  },
  {
    id: 'count-reminders-3d',
    type: 'count',
    question:
      'Support is getting emails about too many nudges. How many reminders went out in the last 3 days?',
    expect: count((now) => ({ range: R.lastDays(ms(now), 3), names: ['reminder.sent'] }), {
      confidence: NH,
      names: ['reminder.sent'],
    }),
  },
  {
    id: 'count-decliner-3m',
    type: 'count',
    question: 'How many times has sgn_04512 triggered signature_declined in the past 3 months?',
    expect: count((now) => ({
      range: R.lastMonths(ms(now), 3),
      names: ['signature_declined'],
      user: 'sgn_04512',
    })),
  },
  {
    id: 'count-voided-last-month',
    type: 'count',
    question: 'count of EnvelopeVoided last month',
    expect: count((now) => ({ range: R.lastMonth(ms(now)), names: ['EnvelopeVoided'] })),
  },
  {
    id: 'count-opened-between',
    type: 'count',
    question: (now) =>
      `How many "Envelope Opened" events were there between ${shortMD(daysAgo(now, 20))} and ${shortMD(daysAgo(now, 14))}?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 20), daysAgo(now, 14)),
      names: ['Envelope Opened'],
    })),
  },
  {
    id: 'count-expired-before',
    type: 'count',
    question: (now) => `how many envelope_expired events happened before ${dayMonthYear(daysAgo(now, 45))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 45)), names: ['envelope_expired'] })),
  },
  {
    id: 'count-signatures-14d-loose',
    type: 'count',
    question: 'how many signatures did we collect over the last 14 days? roughly is fine',
    expect: count((now) => ({ range: R.lastDays(ms(now), 14), names: ['envelope-signed'] }), {
      confidence: NH,
      names: ['envelope-signed'],
    }),
  },
  {
    id: 'count-last-6h',
    type: 'count',
    question: 'events in the last 6 hours?',
    expect: count((now) => ({ range: R.lastHours(ms(now), 6) })),
  },
  {
    id: 'count-fax-unknown',
    type: 'count',
    low: true,
    question: 'How many fax_sent events did we have last week?',
    expect: () => LOW,
  },
  {
    id: 'count-nobody',
    type: 'count',
    low: true,
    question: 'how many envelopes has sgn_99999 opened?',
    expect: count(() => ({ names: ['Envelope Opened'], user: 'sgn_99999' })),
  },

  // ======================================================== users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(ms(now), 30) })),
  },
  {
    id: 'users-signed-last-week',
    type: 'users',
    question: 'distinct users with envelope-signed last week',
    expect: distinct((now) => ({ range: R.lastWeek(ms(now)), names: ['envelope-signed'] })),
  },
  {
    id: 'users-signers-loose',
    type: 'users',
    question: 'How many different people actually signed something in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(ms(now), 7), names: ['envelope-signed'] }), {
      confidence: NH,
      names: ['envelope-signed'],
    }),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(ms(now)) })),
  },
  {
    id: 'users-incident-reminders',
    type: 'users',
    question: (now) =>
      `Incident review: how many distinct users recieved a reminder.sent on ${iso(incident(now))}?`,
    expect: distinct((now) => ({ range: R.on(incident(now)), names: ['reminder.sent'] })),
  },
  {
    id: 'users-invoice-2m',
    type: 'users',
    question: 'number of unique accounts with an invoice.paid event in the last 2 months',
    expect: distinct((now) => ({ range: R.lastMonths(ms(now), 2), names: ['invoice.paid'] })),
  },
  {
    id: 'users-since',
    type: 'users',
    question: (now) => `How many users have been active since ${monthDay(daysAgo(now, 10))}?`,
    expect: distinct((now) => ({ range: R.since(daysAgo(now, 10), ms(now)) })),
  },
  {
    id: 'users-uploaders-month-loose',
    type: 'users',
    question: (now) => `how many ppl uploaded documents in ${monthName(lastMonth0(now))}?`,
    expect: distinct(
      (now) => ({
        range: R.month(O.pastMonth(ms(now), D(lastMonth0(now)).getUTCMonth())),
        names: ['document_uploaded'],
      }),
      {
        confidence: NH,
        names: ['document_uploaded'],
      },
    ),
  },
  {
    id: 'users-this-week-opened',
    type: 'users',
    question: 'How many unique users had Envelope Opened this week?',
    expect: distinct((now) => ({ range: R.thisWeek(ms(now)), names: ['Envelope Opened'] })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users did EnvelopeTransferred in the last 30 days?',
    expect: () => LOW,
  },

  // ======================================================== value
  {
    id: 'value-seats-90d',
    type: 'value',
    question: 'Total Seats Purchased value over the last 90 days?',
    expect: valueOf((now) => ({ range: R.lastDays(ms(now), 90), names: ['Seats Purchased'] }), 'sum'),
  },
  {
    id: 'value-avg-recipients-30d',
    type: 'value',
    question: 'what is the average number of recipients per EnvelopeSent in the last 30 days?',
    expect: valueOf((now) => ({ range: R.lastDays(ms(now), 30), names: ['EnvelopeSent'] }), 'avg'),
  },
  {
    id: 'value-invoices-last-month',
    type: 'value',
    question: 'Finance here: sum of invoice.paid amounts for last month, in euros.',
    expect: valueOf((now) => ({ range: R.lastMonth(ms(now)), names: ['invoice.paid'] }), 'sum'),
  },
  {
    id: 'value-max-invoice',
    type: 'value',
    question: 'Largest single invoice paid ever?',
    expect: valueOf(() => ({ names: ['invoice.paid'] }), 'max'),
  },
  {
    id: 'value-min-bulk-8w',
    type: 'value',
    question: 'smallest api-bulk-send batch in the past 8 weeks',
    expect: valueOf((now) => ({ range: R.lastWeeks(ms(now), 8), names: ['api-bulk-send'] }), 'min'),
  },
  {
    id: 'value-median-pages-60d',
    type: 'value',
    question: 'Median pages per document_uploaded over the last 60 days?',
    expect: valueOf((now) => ({ range: R.lastDays(ms(now), 60), names: ['document_uploaded'] }), 'median'),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we bring in last month?',
    expect: valueOf((now) => ({ range: R.lastMonth(ms(now)), names: ['invoice.paid'] }), 'sum', {
      confidence: NH,
      names: ['invoice.paid'],
    }),
  },
  {
    id: 'value-avg-recipients-topsender',
    type: 'value',
    question: 'mean recipients per Envelope Sent for snd_0007?',
    expect: valueOf(() => ({ names: ['EnvelopeSent'], user: 'snd_0007' }), 'avg'),
  },
  {
    id: 'value-bulk-total-loose',
    type: 'value',
    question: 'how many envelopes have the API integrations pushed thru bulk sends altogether?',
    expect: valueOf(() => ({ names: ['api-bulk-send'] }), 'sum', {
      confidence: NH,
      names: ['api-bulk-send'],
    }),
  },
  {
    id: 'value-seats-bigspender',
    type: 'value',
    question: 'total Seats Purchased by adm_009',
    expect: valueOf(() => ({ names: ['Seats Purchased'], user: 'adm_009' }), 'sum'),
  },
  {
    id: 'value-avg-invoice-between',
    type: 'value',
    question: (now) =>
      `Average invoice.paid amount between ${iso(daysAgo(now, 75))} and ${iso(daysAgo(now, 15))}?`,
    expect: valueOf(
      (now) => ({ range: R.between(daysAgo(now, 75), daysAgo(now, 15)), names: ['invoice.paid'] }),
      'avg',
    ),
  },
  {
    id: 'value-max-recipients-this-year',
    type: 'value',
    question: 'biggest number of recipients on one EnvelopeSent this year?',
    expect: valueOf((now) => ({ range: R.thisYear(ms(now)), names: ['EnvelopeSent'] }), 'max'),
  },
  {
    id: 'value-refunds-unknown',
    type: 'value',
    low: true,
    question: 'sum of payment_refunded amounts in the last quarter?',
    expect: () => LOW,
  },

  // ======================================================== top-events
  {
    id: 'top-events-5-30d',
    type: 'top-events',
    question: 'What are the top 5 events in the last 30 days?',
    expect: topEvents((now) => ({ range: R.lastDays(ms(now), 30) }), 5),
  },
  {
    id: 'top-events-yesterday-1',
    type: 'top-events',
    question: 'most common event yesterday?',
    expect: topEvents((now) => ({ range: R.yesterday(ms(now)) }), 1),
  },
  {
    id: 'top-events-bottom-3',
    type: 'top-events',
    question: 'Which 3 events are the least common overall?',
    expect: topEvents(() => ({}), 3, { ascending: true }),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 event types last week, with counts',
    expect: topEvents((now) => ({ range: R.lastWeek(ms(now)) }), 3),
  },
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'Which events happen most often? Give me a list.',
    expect: topEvents(() => ({}), 5),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `what was the most frequent action on ${monthDay(incident(now))}?`,
    expect: topEvents((now) => ({ range: R.on(incident(now)) }), 1),
  },
  {
    id: 'top-events-decliner-4',
    type: 'top-events',
    question: 'Rank the 4 most common events for sgn_04512.',
    expect: topEvents(() => ({ user: 'sgn_04512' }), 4),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) => `top events in ${monthYear(twoMonths0(now))}`,
    expect: topEvents((now) => ({ range: R.month(twoMonths0(now)) }), 5),
  },

  // ======================================================== top-users
  {
    id: 'top-users-3-all',
    type: 'top-users',
    question: 'Who are our 3 most active users overall?',
    expect: topUsers(() => ({}), 3),
  },
  {
    id: 'top-users-senders-30d',
    type: 'top-users',
    question: 'top 3 users by EnvelopeSent count in the last 30 days',
    expect: topUsers((now) => ({ range: R.lastDays(ms(now), 30), names: ['EnvelopeSent'] }), 3),
  },
  {
    id: 'top-users-invoice-value',
    type: 'top-users',
    question: 'which user has the highest total invoice.paid amount?',
    expect: topUsers(() => ({ names: ['invoice.paid'] }), 1, { measure: O.value }),
  },
  {
    id: 'top-users-spenders-3m',
    type: 'top-users',
    question: 'top spenders over the past 3 months?',
    expect: topUsers((now) => ({ range: R.lastMonths(ms(now), 3), names: ['invoice.paid'] }), 5, {
      measure: O.value,
      confidence: NH,
    }),
  },
  {
    id: 'top-users-decliner',
    type: 'top-users',
    question: 'Who has the most signature_declined events? asking because legal wants to talk to them',
    expect: topUsers(() => ({ names: ['signature_declined'] }), 1),
  },
  {
    id: 'top-users-bulk-value',
    type: 'top-users',
    question: 'top 3 integrations by total api-bulk-send value',
    expect: topUsers(() => ({ names: ['api-bulk-send'] }), 3, { measure: O.value }),
  },
  {
    id: 'top-users-4w',
    type: 'top-users',
    question: 'who has been the single most active user over the last 4 weeks, and with how many events?',
    expect: topUsers((now) => ({ range: R.lastWeeks(ms(now), 4) }), 1),
  },
  {
    id: 'top-users-signatures-loose',
    type: 'top-users',
    question: 'who signed the most envelopes in the last 2 months?',
    expect: topUsers((now) => ({ range: R.lastMonths(ms(now), 2), names: ['envelope-signed'] }), 1, {
      confidence: NH,
      names: ['envelope-signed'],
      unordered: true,
    }),
  },

  // ======================================================== user
  {
    id: 'user-topsender-count',
    type: 'user',
    question: 'How many events does snd_0007 have in total?',
    expect: count(() => ({ user: 'snd_0007' })),
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: 'When was snd_0042 last seen? their CSM says they went quiet',
    expect: (events) => {
      const evs = select(events, { user: 'snd_0042' });
      return { names: [iso(Math.max(...evs.map(O.time)))], confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'first seen date for snd_0139?',
    expect: (events) => {
      const evs = select(events, { user: 'snd_0139' });
      return { names: [iso(Math.min(...evs.map(O.time)))], confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-integration-recent-3',
    type: 'user',
    question: 'what were the last 3 things api_int_03 did?',
    expect: withTie(
      (events) => {
        const evs = select(events, { user: 'api_int_03' });
        return {
          names: O.newestFirst(evs)
            .slice(0, 3)
            .map((e) => e.eventName),
          confidence: HIGH,
          dataPoints: evs.length,
        };
      },
      (events) => {
        const t = O.newestFirst(select(events, { user: 'api_int_03' }))
          .slice(0, 4)
          .map(O.time);
        return new Set(t).size < t.length;
      },
    ),
  },
  {
    id: 'user-decliner-names',
    type: 'user',
    question: 'Which event names has sgn_04512 used?',
    expect: (events) => {
      const evs = select(events, { user: 'sgn_04512' });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-bigspender-60d',
    type: 'user',
    question: 'how many events did adm_009 have in the last 60 days?',
    expect: count((now) => ({ range: R.lastDays(ms(now), 60), user: 'adm_009' })),
  },
  {
    id: 'user-loyal-last-week',
    type: 'user',
    question: 'Activity of sgn_01187 last week - how many events?',
    expect: count((now) => ({ range: R.lastWeek(ms(now)), user: 'sgn_01187' })),
  },
  {
    id: 'user-churner-first-last',
    type: 'user',
    question: 'first and last seen for snd_0042',
    expect: (events) => {
      const t = select(events, { user: 'snd_0042' }).map(O.time);
      return { names: [iso(Math.min(...t)), iso(Math.max(...t))], confidence: HIGH, dataPoints: t.length };
    },
  },
  {
    id: 'user-newcomer-events',
    type: 'user',
    question: 'snd_0139 is a new account - what events have they triggered and how many in total?',
    expect: (events) => {
      const evs = select(events, { user: 'snd_0139' });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        numbers: [evs.length],
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'When was sgn_99999 last active?',
    expect: () => LOW,
  },

  // ======================================================== breakdown
  {
    id: 'breakdown-sent-per-day-last-week',
    type: 'breakdown',
    question: 'EnvelopeSent per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(ms(now)), names: ['EnvelopeSent'] }), O.byDay),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the busiest, all time?',
    expect: breakdown(() => ({}), O.byWeekday, { top: 1 }),
  },
  {
    id: 'breakdown-signed-hour',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) do most envelope-signed events happen?',
    expect: breakdown(() => ({ names: ['envelope-signed'] }), O.byHour, { top: 1 }),
  },
  {
    id: 'breakdown-busiest-day-60d',
    type: 'breakdown',
    question: 'Which single day had the most events in the last 60 days? something looked off on the graphs',
    expect: breakdown((now) => ({ range: R.lastDays(ms(now), 60) }), O.byDay, { top: 1 }),
  },
  {
    id: 'breakdown-invoices-monthly',
    type: 'breakdown',
    question: (now) =>
      `monthly invoice.paid totals between ${iso(twoMonths0(now))} and ${iso(O.monthStart(ms(now)) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: { from: twoMonths0(now), to: O.monthStart(ms(now)) }, names: ['invoice.paid'] }),
      O.byMonth,
      {
        measure: O.value,
      },
    ),
  },
  {
    id: 'breakdown-opened-weekly',
    type: 'breakdown',
    question: (now) => {
      const w = O.weekStart(ms(now));
      return `Weekly count of Envelope Opened between ${iso(w - 4 * WEEK)} and ${iso(w - DAY)}, week by week`;
    },
    expect: breakdown(
      (now) => ({
        range: R.between(O.weekStart(ms(now)) - 4 * WEEK, O.weekStart(ms(now)) - DAY),
        names: ['Envelope Opened'],
      }),
      O.byWeek,
    ),
  },
  {
    id: 'breakdown-sent-weekday-8w',
    type: 'breakdown',
    question: 'split EnvelopeSent by day of week for the past 8 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(ms(now), 8), names: ['EnvelopeSent'] }), O.byWeekday, {
      unordered: true,
    }),
  },
  {
    id: 'breakdown-sent-hour-90d',
    type: 'breakdown',
    question: "what's the peak hour for EnvelopeSent over the last 90 days?",
    expect: breakdown((now) => ({ range: R.lastDays(ms(now), 90), names: ['EnvelopeSent'] }), O.byHour, {
      top: 1,
    }),
  },
  {
    id: 'breakdown-uploads-daily-range',
    type: 'breakdown',
    question: (now) =>
      `daily document_uploaded counts from ${monthDay(daysAgo(now, 12))} to ${monthDay(daysAgo(now, 10))}`,
    expect: breakdown(
      (now) => ({ range: R.between(daysAgo(now, 12), daysAgo(now, 10)), names: ['document_uploaded'] }),
      O.byDay,
    ),
  },
  {
    id: 'breakdown-quietest-weekday-signed',
    type: 'breakdown',
    question: 'What was the quietest weekday for envelope-signed in the last 12 weeks?',
    expect: breakdown(
      (now) => ({ range: R.lastWeeks(ms(now), 12), names: ['envelope-signed'] }),
      O.byWeekday,
      {
        top: 1,
        ascending: true,
      },
    ),
  },
  {
    id: 'breakdown-monthly-events',
    type: 'breakdown',
    question: (now) => `events per month in ${monthName(twoMonths0(now))} and ${monthName(lastMonth0(now))}?`,
    expect: breakdown((now) => ({ range: { from: twoMonths0(now), to: O.monthStart(ms(now)) } }), O.byMonth),
  },

  // ======================================================== compare
  {
    id: 'compare-sent-7d',
    type: 'compare',
    question: 'EnvelopeSent: last 7 days vs the 7 days before?',
    expect: compare(
      (now) => ({ range: { from: ms(now) - 14 * DAY, to: ms(now) - 7 * DAY }, names: ['EnvelopeSent'] }),
      (now) => ({ range: R.lastDays(ms(now), 7), names: ['EnvelopeSent'] }),
    ),
  },
  {
    id: 'compare-invoices-months',
    type: 'compare',
    question: (now) =>
      `For the board deck: compare invoice.paid totals in ${monthYear(twoMonths0(now))} with ${monthYear(lastMonth0(now))}.`,
    expect: compare(
      (now) => ({ range: R.month(twoMonths0(now)), names: ['invoice.paid'] }),
      (now) => ({ range: R.month(lastMonth0(now)), names: ['invoice.paid'] }),
      'sum',
    ),
  },
  {
    id: 'compare-signed-30d',
    type: 'compare',
    question: 'Is envelope-signed growing? comparing teh last 30 days with the 30 days before',
    expect: compare(
      (now) => ({ range: { from: ms(now) - 60 * DAY, to: ms(now) - 30 * DAY }, names: ['envelope-signed'] }),
      (now) => ({ range: R.lastDays(ms(now), 30), names: ['envelope-signed'] }),
    ),
  },
  {
    id: 'compare-active-users-weeks',
    type: 'compare',
    question: 'active users last week vs the week before?',
    expect: compare(
      (now) => ({ range: { from: O.weekStart(ms(now)) - 2 * WEEK, to: O.weekStart(ms(now)) - WEEK } }),
      (now) => ({ range: R.lastWeek(ms(now)) }),
      'users',
    ),
  },
  {
    id: 'compare-sent-months',
    type: 'compare',
    question: (now) =>
      `number of EnvelopeSent in ${monthName(twoMonths0(now))} compared to ${monthName(lastMonth0(now))}? trying to see if the sales push worked`,
    expect: compare(
      (now) => ({ range: R.month(twoMonths0(now)), names: ['EnvelopeSent'] }),
      (now) => ({ range: R.month(lastMonth0(now)), names: ['EnvelopeSent'] }),
    ),
  },
  {
    id: 'compare-reminders-14d',
    type: 'compare',
    question: 'did reminder.sent go up or down in the last 14 days compared with the previous 14 days?',
    expect: compare(
      (now) => ({ range: { from: ms(now) - 28 * DAY, to: ms(now) - 14 * DAY }, names: ['reminder.sent'] }),
      (now) => ({ range: R.lastDays(ms(now), 14), names: ['reminder.sent'] }),
    ),
  },
  {
    id: 'compare-declined-4w',
    type: 'compare',
    question: 'signature_declined in the past 4 weeks vs the 4 weeks before that',
    expect: compare(
      (now) => ({
        range: { from: ms(now) - 8 * WEEK, to: ms(now) - 4 * WEEK },
        names: ['signature_declined'],
      }),
      (now) => ({ range: R.lastWeeks(ms(now), 4), names: ['signature_declined'] }),
    ),
  },
  {
    id: 'compare-seats-60d',
    type: 'compare',
    question: 'Seats Purchased (sum of seats) in the last 60 days versus the 60 days before',
    expect: compare(
      (now) => ({ range: { from: ms(now) - 120 * DAY, to: ms(now) - 60 * DAY }, names: ['Seats Purchased'] }),
      (now) => ({ range: R.lastDays(ms(now), 60), names: ['Seats Purchased'] }),
      'sum',
    ),
  },
  {
    id: 'compare-uploads-weeks-loose',
    type: 'compare',
    question: 'how did uploads change from the week before last to last week?',
    expect: compare(
      (now) => ({
        range: { from: O.weekStart(ms(now)) - 2 * WEEK, to: O.weekStart(ms(now)) - WEEK },
        names: ['document_uploaded'],
      }),
      (now) => ({ range: R.lastWeek(ms(now)), names: ['document_uploaded'] }),
      'count',
      { confidence: NH, names: ['document_uploaded'] },
    ),
  },

  // ======================================================== share
  {
    id: 'share-signed-all',
    type: 'share',
    question: 'What percentage of all events are envelope-signed?',
    expect: shareEvents(() => ({}), ['envelope-signed']),
  },
  {
    id: 'share-reminders-last-month',
    type: 'share',
    question: 'share of last month’s events that were reminder.sent?',
    expect: shareEvents((now) => ({ range: R.lastMonth(ms(now)) }), ['reminder.sent']),
  },
  {
    id: 'share-users-signed-30d',
    type: 'share',
    question: 'what % of active users in the last 30 days did envelope-signed?',
    expect: shareUsers((now) => ({ range: R.lastDays(ms(now), 30) }), ['envelope-signed']),
  },
  {
    id: 'share-incident-reminders',
    type: 'share',
    question: (now) =>
      `What fraction of the events on ${dayMonthYear(incident(now))} were reminder.sent? in percent please`,
    expect: shareEvents((now) => ({ range: R.on(incident(now)) }), ['reminder.sent']),
  },
  {
    id: 'share-users-declined-90d',
    type: 'share',
    question: 'Of everyone active in the last 90 days, what percentage had at least one signature_declined?',
    expect: shareUsers((now) => ({ range: R.lastDays(ms(now), 90) }), ['signature_declined']),
  },
  {
    id: 'share-sent-last-week',
    type: 'share',
    question: "how much of last week's activity was EnvelopeSent, as a percentage?",
    expect: shareEvents((now) => ({ range: R.lastWeek(ms(now)) }), ['EnvelopeSent']),
  },
  {
    id: 'share-users-invoice-2m',
    type: 'share',
    question: 'what share of active users paid an invoice (invoice.paid) in the last 2 months?',
    expect: shareUsers((now) => ({ range: R.lastMonths(ms(now), 2) }), ['invoice.paid']),
  },
  {
    id: 'share-decliner-own',
    type: 'share',
    question: "What percent of sgn_04512's events are signature_declined?",
    expect: shareEvents(() => ({ user: 'sgn_04512' }), ['signature_declined']),
  },

  // ======================================================== conversion
  {
    id: 'conv-open-sign-30d',
    type: 'conversion',
    question: 'Of users who had Envelope Opened in the last 30 days, how many went on to envelope-signed?',
    expect: convert((now) => R.lastDays(ms(now), 30), 'Envelope Opened', 'envelope-signed'),
  },
  {
    id: 'conv-upload-send-30d',
    type: 'conversion',
    question: 'conversion from document_uploaded to EnvelopeSent over the last 30 days',
    expect: convert((now) => R.lastDays(ms(now), 30), 'document_uploaded', 'EnvelopeSent'),
  },
  {
    id: 'conv-reminder-sign-month',
    type: 'conversion',
    question: (now) =>
      `Do reminders work? Of the users who got a reminder.sent in ${monthName(lastMonth0(now))}, what % did envelope-signed afterwards?`,
    expect: convert((now) => R.month(lastMonth0(now)), 'reminder.sent', 'envelope-signed'),
  },
  {
    id: 'conv-seats-invoice',
    type: 'conversion',
    question: 'Seats Purchased -> invoice.paid conversion, all time',
    expect: convert(() => R.all(), 'Seats Purchased', 'invoice.paid'),
  },
  {
    id: 'conv-open-decline-last-week',
    type: 'conversion',
    question: 'of the users with Envelope Opened last week, how many then had signature_declined?',
    expect: convert((now) => R.lastWeek(ms(now)), 'Envelope Opened', 'signature_declined'),
  },
  {
    id: 'conv-template-send-60d',
    type: 'conversion',
    question:
      'In the past 60 days, how many users who did template.created later did an EnvelopeSent, and what percentage is that?',
    expect: convert((now) => R.lastDays(ms(now), 60), 'template.created', 'EnvelopeSent'),
  },
  {
    id: 'conv-signed-reminder-since',
    type: 'conversion',
    question: (now) =>
      `Since ${mdy(daysAgo(now, 50))}: of the users who did envelope-signed, how many received a reminder.sent after their first signature?`,
    expect: convert((now) => R.since(daysAgo(now, 50), ms(now)), 'envelope-signed', 'reminder.sent'),
  },
  {
    id: 'conv-open-sign-between',
    type: 'conversion',
    question: (now) =>
      `Envelope Opened → envelope-signed funnel between ${iso(daysAgo(now, 35))} and ${iso(daysAgo(now, 22))}`,
    expect: convert(
      (now) => R.between(daysAgo(now, 35), daysAgo(now, 22)),
      'Envelope Opened',
      'envelope-signed',
    ),
  },
  {
    id: 'conv-upload-send-loose',
    type: 'conversion',
    question:
      'what fraction of people who uploaded a document in the last 2 months went on to send an envelope?',
    expect: convert((now) => R.lastMonths(ms(now), 2), 'document_uploaded', 'EnvelopeSent', {
      confidence: NH,
      names: ['document_uploaded', 'EnvelopeSent'],
    }),
  },

  // ======================================================== churn
  {
    id: 'churn-last-vs-this-month',
    type: 'churn',
    question: 'How many users were active last month but have not done anything this month?',
    expect: churn(
      (now) => R.lastMonth(ms(now)),
      (now) => R.thisMonth(ms(now)),
    ),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'how many brand new users showed up in the last 7 days?',
    expect: fresh((now) => R.lastDays(ms(now), 7)),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `Users who were active in ${monthYear(twoMonths0(now))} and then did nothing in ${monthYear(lastMonth0(now))} - how many?`,
    expect: churn(
      (now) => R.month(twoMonths0(now)),
      (now) => R.month(lastMonth0(now)),
    ),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${shortMD(daysAgo(now, 20))}?`,
    expect: fresh((now) => R.since(daysAgo(now, 20), ms(now))),
  },
  {
    id: 'churn-old-window-vs-30d',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 60))} but not at all in the last 30 days?`,
    expect: churn(
      (now) => R.between(daysAgo(now, 90), daysAgo(now, 60)),
      (now) => R.lastDays(ms(now), 30),
    ),
  },
  {
    id: 'churn-senders-stopped',
    type: 'churn',
    question: (now) =>
      `how many users did EnvelopeSent in ${monthName(twoMonths0(now))} but no EnvelopeSent at all in ${monthName(lastMonth0(now))}?`,
    expect: churn(
      (now) => R.month(twoMonths0(now)),
      (now) => R.month(lastMonth0(now)),
      { names: ['EnvelopeSent'] },
    ),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'How many new users did we get last month? (first event ever in that month)',
    expect: fresh((now) => R.lastMonth(ms(now))),
  },
  {
    id: 'churn-silent-2w',
    type: 'churn',
    question: 'users active in the last 8 weeks who have been silent for the past 2 weeks - count?',
    expect: churn(
      (now) => ({ from: ms(now) - 8 * WEEK, to: ms(now) - 2 * WEEK }),
      (now) => R.lastWeeks(ms(now), 2),
    ),
  },

  // ======================================================== recency
  {
    id: 'recency-last-invoice',
    type: 'recency',
    question: 'When was the last invoice.paid?',
    expect: lastOf(['invoice.paid']),
  },
  {
    id: 'recency-voided-14d',
    type: 'recency',
    question: 'Did anyone trigger EnvelopeVoided in the last 14 days? (it should be rare)',
    expect: count((now) => ({ range: R.lastDays(ms(now), 14), names: ['EnvelopeVoided'] })),
  },
  {
    id: 'recency-churner-last-send',
    type: 'recency',
    question: 'last time snd_0042 did an EnvelopeSent?',
    expect: lastOf(['EnvelopeSent'], { user: 'snd_0042' }),
  },
  {
    id: 'recency-decline-loose',
    type: 'recency',
    question: 'when did somebody last decline to sign?',
    expect: lastOf(['signature_declined'], { confidence: NH, loose: true }),
  },
  {
    id: 'recency-bulk',
    type: 'recency',
    question: 'most recent api-bulk-send - when was it?',
    expect: lastOf(['api-bulk-send']),
  },
  {
    id: 'recency-unknown-corrected',
    type: 'recency',
    low: true,
    question: 'has anyone ever done envelope_corrected?',
    expect: () => LOW,
  },
  {
    id: 'recency-seats',
    type: 'recency',
    question: 'When was the last Seats Purchased event?',
    expect: lastOf(['Seats Purchased']),
  },
  {
    id: 'recency-template',
    type: 'recency',
    question: 'last time we saw a template.created?',
    expect: lastOf(['template.created']),
  },
  {
    id: 'recency-expired',
    type: 'recency',
    question: 'When did envelope_expired last happen?',
    expect: lastOf(['envelope_expired']),
  },
  {
    id: 'recency-decliner-ever-paid',
    type: 'recency',
    low: true,
    question: 'did sgn_04512 ever do an invoice.paid?',
    expect: count(() => ({ names: ['invoice.paid'], user: 'sgn_04512' })),
  },

  // ======================================================== catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'What event names do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'How many events have been recorded overall?',
    expect: (events) => ({ numbers: [events.length], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'List every event we track along with how many times each one occured.',
    expect: (events) => {
      const rows = rank(tally(events, O.byName));
      return {
        names: rows.map((r) => r[0]),
        numbers: rows.map((r) => r[1]),
        unordered: true,
        confidence: HIGH,
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'catalogue-has-voided',
    type: 'catalogue',
    question: 'is there an event called EnvelopeVoided in our tracking?',
    expect: (events) => ({ names: ['EnvelopeVoided'], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question:
      'New to the team - give me the lay of the land: how many users, how many events, and how many different event names?',
    expect: (events) => ({
      numbers: [users(events).size, events.length, new Set(events.map(O.byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },

  // ======================================================== other
  {
    id: 'other-device',
    type: 'other',
    question: 'What share of signers used a phone vs a laptop to sign?',
    expect: other,
  },
  {
    id: 'other-time-to-sign',
    type: 'other',
    question: 'What is the average turnaround time per envelope from sending to fully signed?',
    expect: other,
  },
  {
    id: 'other-decline-reason',
    type: 'other',
    question: 'why did sgn_04512 decline those envelopes? what reasons did they give?',
    expect: other,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many seats we will definately sell next quarter, for the budget.',
    expect: other,
  },
  {
    id: 'other-country',
    type: 'other',
    question: 'which countries are most of our signers based in?',
    expect: other,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: "What's our NPS among admins this year?",
    expect: other,
  },
  {
    id: 'other-ip-audit',
    type: 'other',
    question:
      'Can you pull the IP address and audit trail certificate for the envelope sgn_01187 signed this morning?',
    expect: other,
  },
  {
    id: 'other-legal',
    type: 'other',
    question: 'Are our signatures legally binding under eIDAS as qualified electronic signatures?',
    expect: other,
  },
  {
    id: 'other-open-envelopes-now',
    type: 'other',
    question: 'how many envelopes are still waiting on a signature right now, and who owns them?',
    expect: other,
  },
  {
    id: 'other-support-cost',
    type: 'other',
    question: 'what did it cost us in support hours to handle the reminder incident?',
    expect: other,
  },
];
