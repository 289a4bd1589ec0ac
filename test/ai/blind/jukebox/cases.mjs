/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  WEEK,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
} from '../../../../../shared/ai/eval/oracle.mjs';

const N = (now) => +now;
const dayBack = (now, k) => dayStart(N(now)) - k * DAY;
const INCIDENT = (now) => dayBack(now, 38);
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)}`; // 3 Nov
const usDay = (t) =>
  `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}, ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const LOW = { confidence: 'low', dataPoints: 0 };

const hi = (numbers, dataPoints, extra = {}) => ({ numbers, dataPoints, confidence: 'high', ...extra });
const count =
  (opts, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, typeof opts === 'function' ? opts(now) : opts);
    return { numbers: [s.length], dataPoints: s.length, confidence: conf };
  };
const distinct =
  (opts, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, typeof opts === 'function' ? opts(now) : opts);
    return { numbers: [users(s).size], dataPoints: s.length, confidence: conf };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};

// Ranked list: `mapOf(ev, now)` → Map, top n (ascending for "least"); ties at the cut are flagged.
function ranked(mapOf, n, { ascending = false, conf = 'high', dp, fig = (x) => x } = {}) {
  const f = (ev, now) => {
    const r = rank(mapOf(ev, now), { n, ascending });
    return {
      names: r.map(([k]) => k),
      numbers: r.map(([, v]) => fig(v)),
      dataPoints: dp(ev, now),
      confidence: conf,
    };
  };
  f.tieAtCut = (ev, now) => {
    const r = rank(mapOf(ev, now), { ascending });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
const lastOf = (ev, name) => newestFirst(select(ev, { names: [name] }))[0];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-queued-all',
    type: 'count',
    question: 'how many song_queued events do we have, all time?',
    expect: count({ names: ['song_queued'] }),
  },
  {
    id: 'count-credits-7d',
    type: 'count',
    question: 'Number of credits.purchased events in the last 7 days?',
    expect: count((now) => ({ names: ['credits.purchased'], range: ranges.lastDays(N(now), 7) })),
  },
  {
    id: 'count-skipped-yday',
    type: 'count',
    question: 'How many times did SongSkipped fire yesterday',
    expect: count((now) => ({ names: ['SongSkipped'], range: ranges.yesterday(N(now)) })),
  },
  {
    id: 'count-volume-lastweek',
    type: 'count',
    question: 'count of volume-changed events last week pls — a manager says the knob is getting abused',
    expect: count((now) => ({ names: ['volume-changed'], range: ranges.lastWeek(N(now)) })),
  },
  {
    id: 'count-offline-incident',
    type: 'count',
    question: (now) =>
      `How many jukebox.offline_alert events were there on ${longDay(INCIDENT(now))}? That night was a mess.`,
    expect: count((now) => ({ names: ['jukebox.offline_alert'], range: ranges.on(INCIDENT(now)) })),
  },
  {
    id: 'count-top-patron-lastmonth',
    type: 'count',
    question: 'how many events did patron_0042 generate last month?',
    expect: count((now) => ({ user: 'patron_0042', range: ranges.lastMonth(N(now)) })),
  },
  {
    id: 'count-playlist-between',
    type: 'count',
    question: (now) =>
      `Total Playlist Saved events between ${isoDay(dayBack(now, 60))} and ${isoDay(dayBack(now, 20))}`,
    expect: count((now) => ({
      names: ['Playlist Saved'],
      range: ranges.between(dayBack(now, 60), dayBack(now, 20)),
    })),
  },
  {
    id: 'count-skips-loose',
    type: 'count',
    question: 'how many song skips in the past 30 days?',
    expect: count((now) => ({ names: ['SongSkipped'], range: ranges.lastDays(N(now), 30) }), 'not-high'),
  },
  {
    id: 'count-app-opens-since',
    type: 'count',
    question: (now) => `app opens since ${shortDay(dayBack(now, 45))}?`,
    expect: count((now) => ({ names: ['app_open'], range: ranges.since(dayBack(now, 45), N(now)) })),
  },
  {
    id: 'count-drinks-unknown',
    type: 'count',
    low: true,
    question: 'how many drink_ordered events did we log last week?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-queued-all',
    type: 'users',
    question: 'How many unique users have ever done song_queued?',
    expect: distinct({ names: ['song_queued'] }),
  },
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'active users in the last 30 days?',
    expect: distinct((now) => ({ range: ranges.lastDays(N(now), 30) })),
  },
  {
    id: 'users-bought-credits-loose',
    type: 'users',
    question: 'how many people bought credits last month? finance wants a headcount',
    expect: distinct(
      (now) => ({ names: ['credits.purchased'], range: ranges.lastMonth(N(now)) }),
      'not-high',
    ),
  },
  {
    id: 'users-volume-2w',
    type: 'users',
    question: 'how many distinct users triggered volume-changed in the past 2 weeks',
    expect: distinct((now) => ({ names: ['volume-changed'], range: ranges.lastWeeks(N(now), 2) })),
  },
  {
    id: 'users-checkin-yday',
    type: 'users',
    question: 'How many customers did a venue.checkin yesterday?',
    expect: distinct((now) => ({ names: ['venue.checkin'], range: ranges.yesterday(N(now)) })),
  },
  {
    id: 'users-active-thisweek',
    type: 'users',
    question: 'number of active users this week so far',
    expect: distinct((now) => ({ range: ranges.thisWeek(N(now)) })),
  },
  {
    id: 'users-active-month',
    type: 'users',
    question: (now) => `How many users were active in ${monthName(monthStart(N(now), -1))}?`,
    expect: distinct((now) => ({ range: ranges.month(monthStart(N(now), -1)) })),
  },
  {
    id: 'users-refunded-since',
    type: 'users',
    question: (now) => `how many patrons have had a song-request-refunded since ${usDay(dayBack(now, 70))}`,
    expect: distinct((now) => ({
      names: ['song-request-refunded'],
      range: ranges.since(dayBack(now, 70), N(now)),
    })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-credits-sum-lastmonth',
    type: 'value',
    question: 'total credits.purchased value last month?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['credits.purchased'], range: ranges.lastMonth(N(now)) });
      return hi([round(sum(s), 2)], s.length);
    },
  },
  {
    id: 'value-credits-avg-30d',
    type: 'value',
    question: 'whats the average credits.purchased amount over the last 30 days',
    expect: (ev, now) => {
      const s = select(ev, { names: ['credits.purchased'], range: ranges.lastDays(N(now), 30) });
      return hi([avg(s)], s.length);
    },
  },
  {
    id: 'value-offline-max',
    type: 'value',
    question: 'Longest outage: max eventValue of jukebox.offline_alert (it is minutes offline)',
    expect: (ev) => {
      const s = select(ev, { names: ['jukebox.offline_alert'] });
      return hi([max(s)], s.length);
    },
  },
  {
    id: 'value-playlist-median',
    type: 'value',
    question: 'median Playlist Saved value? (number of songs in the saved list)',
    expect: (ev) => {
      const s = select(ev, { names: ['Playlist Saved'] });
      return hi([median(s)], s.length);
    },
  },
  {
    id: 'value-volume-min-lastweek',
    type: 'value',
    question: 'lowest volume-changed value last week — did anyone turn it right down?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['volume-changed'], range: ranges.lastWeek(N(now)) });
      return hi([min(s)], s.length);
    },
  },
  {
    id: 'value-revenue-3m',
    type: 'value',
    question: 'revenue for the last 3 months? for the board deck',
    expect: (ev, now) => {
      const s = select(ev, { names: ['credits.purchased'], range: ranges.lastMonths(N(now), 3) });
      return {
        numbers: [round(sum(s), 2)],
        names: ['credits.purchased'],
        dataPoints: s.length,
        confidence: 'not-high',
      };
    },
  },
  {
    id: 'value-queued-sum-since',
    type: 'value',
    question: (now) =>
      `Sum of song_queued value since ${isoDay(dayBack(now, 14))} — that's credits spent on songs`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['song_queued'], range: ranges.since(dayBack(now, 14), N(now)) });
      return hi([sum(s)], s.length);
    },
  },
  {
    id: 'value-skip-avg-yday',
    type: 'value',
    question: 'average SongSkipped value yesterday? value = seconds into the track',
    expect: (ev, now) => {
      const s = select(ev, { names: ['SongSkipped'], range: ranges.yesterday(N(now)) });
      return hi([avg(s)], s.length);
    },
  },
  {
    id: 'value-refund-sum-incident',
    type: 'value',
    question: (now) => `total song-request-refunded value on ${isoDay(INCIDENT(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['song-request-refunded'], range: ranges.on(INCIDENT(now)) });
      return hi([sum(s)], s.length);
    },
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'top 5 events of all time',
    expect: ranked((ev) => tally(ev, byName), 5, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-events-lastweek-2',
    type: 'top-events',
    question: 'What were the 2 most common events last week?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastWeek(N(now)) }), byName), 2, {
      dp: (ev, now) => select(ev, { range: ranges.lastWeek(N(now)) }).length,
    }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which event is the least common overall?',
    expect: ranked((ev) => tally(ev, byName), 1, { ascending: true, dp: (ev) => ev.length }),
  },
  {
    id: 'top-events-yday-top1',
    type: 'top-events',
    question: 'most common event yesterday?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.yesterday(N(now)) }), byName), 1, {
      dp: (ev, now) => select(ev, { range: ranges.yesterday(N(now)) }).length,
    }),
  },
  {
    id: 'top-events-incident-3',
    type: 'top-events',
    question: (now) => `top 2 events on ${shortDay(INCIDENT(now))}`,
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.on(INCIDENT(now)) }), byName), 2, {
      dp: (ev, now) => select(ev, { range: ranges.on(INCIDENT(now)) }).length,
    }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: 'which 2 events does patron_0042 do most?',
    expect: ranked((ev) => tally(select(ev, { user: 'patron_0042' }), byName), 2, {
      dp: (ev) => select(ev, { user: 'patron_0042' }).length,
    }),
  },
  {
    id: 'top-events-bottom-30d',
    type: 'top-events',
    question: 'bottom 3 events in the last 30 days (rarest first)',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 30) }), byName), 3, {
      ascending: true,
      dp: (ev, now) => select(ev, { range: ranges.lastDays(N(now), 30) }).length,
    }),
  },
  {
    id: 'top-events-since-4',
    type: 'top-events',
    question: (now) => `top 4 event types since ${longDay(dayBack(now, 50))}`,
    expect: ranked(
      (ev, now) => tally(select(ev, { range: ranges.since(dayBack(now, 50), N(now)) }), byName),
      4,
      { dp: (ev, now) => select(ev, { range: ranges.since(dayBack(now, 50), N(now)) }).length },
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-queued-3',
    type: 'top-users',
    question: 'top 2 users by song_queued count',
    expect: ranked((ev) => tally(select(ev, { names: ['song_queued'] }), byUser), 2, {
      dp: (ev) => select(ev, { names: ['song_queued'] }).length,
    }),
  },
  {
    id: 'top-users-active-lastmonth',
    type: 'top-users',
    question: 'who was the most active user last month?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastMonth(N(now)) }), byUser), 1, {
      dp: (ev, now) => select(ev, { range: ranges.lastMonth(N(now)) }).length,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 2 spenders?',
    expect: ranked((ev) => tally(select(ev, { names: ['credits.purchased'] }), byUser, value), 2, {
      conf: 'not-high',
      fig: (x) => round(x, 2),
      dp: (ev) => select(ev, { names: ['credits.purchased'] }).length,
    }),
  },
  {
    id: 'top-users-credits-value-60d',
    type: 'top-users',
    question: 'top 2 users by total credits.purchased value in the last 60 days',
    expect: ranked(
      (ev, now) =>
        tally(
          select(ev, { names: ['credits.purchased'], range: ranges.lastDays(N(now), 60) }),
          byUser,
          value,
        ),
      2,
      {
        fig: (x) => round(x, 2),
        dp: (ev, now) =>
          select(ev, { names: ['credits.purchased'], range: ranges.lastDays(N(now), 60) }).length,
      },
    ),
  },
  {
    id: 'top-users-volume-lastweek',
    type: 'top-users',
    question: 'which user had the most volume-changed events last week?',
    expect: ranked(
      (ev, now) => tally(select(ev, { names: ['volume-changed'], range: ranges.lastWeek(N(now)) }), byUser),
      1,
      { dp: (ev, now) => select(ev, { names: ['volume-changed'], range: ranges.lastWeek(N(now)) }).length },
    ),
  },
  {
    id: 'top-users-refunded',
    type: 'top-users',
    question: 'which user got the most song-request-refunded? support is curious',
    expect: ranked((ev) => tally(select(ev, { names: ['song-request-refunded'] }), byUser), 1, {
      dp: (ev) => select(ev, { names: ['song-request-refunded'] }).length,
    }),
  },
  {
    id: 'top-users-skipped-3m',
    type: 'top-users',
    question: 'Who had the most SongSkipped events in the past 3 months?',
    expect: ranked(
      (ev, now) => tally(select(ev, { names: ['SongSkipped'], range: ranges.lastMonths(N(now), 3) }), byUser),
      1,
      { dp: (ev, now) => select(ev, { names: ['SongSkipped'], range: ranges.lastMonths(N(now), 3) }).length },
    ),
  },
  {
    id: 'top-users-active-14d',
    type: 'top-users',
    question: 'most active user in the past 14 days?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 14) }), byUser), 1, {
      dp: (ev, now) => select(ev, { range: ranges.lastDays(N(now), 14) }).length,
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-count-top',
    type: 'user',
    question: 'how many events does patron_0042 have in total?',
    expect: count({ user: 'patron_0042' }),
  },
  {
    id: 'user-first-churner',
    type: 'user',
    question: 'when was patron_0117 first seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'patron_0117' });
      const t = time(s.reduce((a, b) => (time(a) <= time(b) ? a : b)));
      return { names: [isoDay(t), hm(t)], dataPoints: s.length, confidence: 'high' };
    },
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: 'patron_0117 - when did we last see them? they used to be a regular',
    expect: (ev) => {
      const s = select(ev, { user: 'patron_0117' });
      const t = time(newestFirst(s)[0]);
      return { names: [isoDay(t), hm(t)], dataPoints: s.length, confidence: 'high' };
    },
  },
  {
    id: 'user-names-mgr',
    type: 'user',
    question: 'what event names has mgr_07 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'mgr_07' });
      return {
        names: [...new Set(s.map(byName))].sort(),
        unordered: true,
        dataPoints: s.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-recent-newcomer',
    type: 'user',
    question: "show me patron_0455's 3 most recent events",
    expect: (ev) => {
      const s = select(ev, { user: 'patron_0455' });
      return { names: newestFirst(s).slice(0, 3).map(byName), dataPoints: s.length, confidence: 'high' };
    },
  },
  {
    id: 'user-whale-30d',
    type: 'user',
    question: 'how active was patron_0208 over the last 30 days? number of events',
    expect: count((now) => ({ user: 'patron_0208', range: ranges.lastDays(N(now), 30) })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what did patron_9999 do last week?',
    expect: () => LOW,
  },
  {
    id: 'user-refunder-queued',
    type: 'user',
    question: 'How many song_queued did patron_0300 do?',
    expect: count({ names: ['song_queued'], user: 'patron_0300' }),
  },
  {
    id: 'user-newcomer-firstlast',
    type: 'user',
    question: 'first and last seen for patron_0455 please',
    expect: (ev) => {
      const s = newestFirst(select(ev, { user: 'patron_0455' }));
      const f = time(s[s.length - 1]),
        l = time(s[0]);
      return { names: [isoDay(f), hm(f), isoDay(l), hm(l)], dataPoints: s.length, confidence: 'high' };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-queued-weekday',
    type: 'breakdown',
    question: 'song_queued by weekday — which day is busiest?',
    expect: ranked((ev) => tally(select(ev, { names: ['song_queued'] }), byWeekday), 1, {
      dp: (ev) => select(ev, { names: ['song_queued'] }).length,
    }),
  },
  {
    id: 'bd-appopen-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for app_open (UTC)?',
    expect: ranked((ev) => tally(select(ev, { names: ['app_open'] }), byHour), 1, {
      dp: (ev) => select(ev, { names: ['app_open'] }).length,
    }),
  },
  {
    id: 'bd-credits-monthly',
    type: 'breakdown',
    question: (now) =>
      `monthly breakdown of credits.purchased between ${isoDay(monthStart(N(now), -3))} and ${isoDay(monthStart(N(now)) - DAY)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['credits.purchased'],
        range: ranges.between(monthStart(N(now), -3), monthStart(N(now)) - DAY),
      });
      const m = [...tally(s, byMonth)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        dataPoints: s.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'bd-checkin-daily-lastweek',
    type: 'breakdown',
    question: 'daily venue.checkin counts for last week',
    expect: (ev, now) => {
      const s = select(ev, { names: ['venue.checkin'], range: ranges.lastWeek(N(now)) });
      const m = [...tally(s, byDay)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        dataPoints: s.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'bd-queued-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly song_queued from ${longDay(weekStart(N(now)) - 4 * WEEK)} to ${longDay(weekStart(N(now)) - DAY)}, one number per week`,
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['song_queued'],
        range: ranges.between(weekStart(N(now)) - 4 * WEEK, weekStart(N(now)) - DAY),
      });
      const m = [...tally(s, byWeek)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        dataPoints: s.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'bd-offline-peak-day',
    type: 'breakdown',
    question: 'which day had the most jukebox.offline_alert events?',
    expect: ranked((ev) => tally(select(ev, { names: ['jukebox.offline_alert'] }), byDay), 1, {
      dp: (ev) => select(ev, { names: ['jukebox.offline_alert'] }).length,
    }),
  },
  {
    id: 'bd-weekday-all',
    type: 'breakdown',
    question: 'Busiest weekday overall, counting every event?',
    expect: ranked((ev) => tally(ev, byWeekday), 1, { dp: (ev) => ev.length }),
  },
  {
    id: 'bd-queued-hour-90d',
    type: 'breakdown',
    question: 'song_queued by hour of day over the past 90 days — what is the peak hour?',
    expect: ranked(
      (ev, now) => tally(select(ev, { names: ['song_queued'], range: ranges.lastDays(N(now), 90) }), byHour),
      1,
      { dp: (ev, now) => select(ev, { names: ['song_queued'], range: ranges.lastDays(N(now), 90) }).length },
    ),
  },

  // ---------------------------------------------------------------- compare
  ...[
    ['cmp-queued-7d', 'song_queued in the last 7 days vs the 7 days before?', ['song_queued'], 7, 'count'],
    [
      'cmp-queued-30d',
      'Is song_queued growing? compare the last 30 days with the previous 30',
      ['song_queued'],
      30,
      'count',
    ],
    [
      'cmp-liked-42d',
      'SongLiked over the past 6 weeks compared with the 6 weeks before that',
      ['SongLiked'],
      42,
      'count',
    ],
    [
      'cmp-appopen-users-28d',
      'active users, last 28 days vs the 28 days before — are we growing?',
      null,
      28,
      'users',
    ],
  ].map(([id, question, names, days, m]) => ({
    id,
    type: 'compare',
    question,
    expect: (ev, now) => {
      const a = select(ev, {
        names: names ?? undefined,
        range: { from: N(now) - 2 * days * DAY, to: N(now) - days * DAY },
      });
      const b = select(ev, { names: names ?? undefined, range: ranges.lastDays(N(now), days) });
      const f = m === 'users' ? (x) => users(x).size : (x) => x.length;
      const c = change(f(a), f(b));
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: a.length + b.length,
        confidence: 'high',
      };
    },
  })),
  {
    id: 'cmp-events-weeks',
    type: 'compare',
    question: 'total events last week compared with the week before?',
    expect: (ev, now) => {
      const b = select(ev, { range: ranges.lastWeek(N(now)) });
      const a = select(ev, { range: { from: weekStart(N(now)) - 2 * WEEK, to: weekStart(N(now)) - WEEK } });
      const c = change(a.length, b.length);
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: a.length + b.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'cmp-credits-months',
    type: 'compare',
    question: (now) =>
      `compare total credits.purchased value in ${monthName(monthStart(N(now), -2))} and ${monthName(monthStart(N(now), -1))}`,
    expect: (ev, now) => {
      const a = select(ev, { names: ['credits.purchased'], range: ranges.month(monthStart(N(now), -2)) });
      const b = select(ev, { names: ['credits.purchased'], range: ranges.month(monthStart(N(now), -1)) });
      const c = change(round(sum(a), 2), round(sum(b), 2));
      return {
        numbers: [c.earlier, c.later, round(c.diff, 2)],
        percents: [c.pct],
        dataPoints: a.length + b.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'cmp-offline-incident-week',
    type: 'compare',
    question: (now) =>
      `jukebox.offline_alert between ${shortDay(INCIDENT(now) - 6 * DAY)} and ${shortDay(INCIDENT(now))} vs the 7 days before that — how bad was that week?`,
    expect: (ev, now) => {
      const b = select(ev, {
        names: ['jukebox.offline_alert'],
        range: ranges.between(INCIDENT(now) - 6 * DAY, INCIDENT(now)),
      });
      const a = select(ev, {
        names: ['jukebox.offline_alert'],
        range: { from: INCIDENT(now) - 13 * DAY, to: INCIDENT(now) - 6 * DAY },
      });
      const c = change(a.length, b.length);
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: a.length + b.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'cmp-offline-60d',
    type: 'compare',
    question: 'jukebox.offline_alert: last 60 days vs the 60 days before that',
    expect: (ev, now) => {
      const a = select(ev, {
        names: ['jukebox.offline_alert'],
        range: { from: N(now) - 120 * DAY, to: N(now) - 60 * DAY },
      });
      const b = select(ev, { names: ['jukebox.offline_alert'], range: ranges.lastDays(N(now), 60) });
      const c = change(a.length, b.length);
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        dataPoints: a.length + b.length,
        confidence: 'high',
      };
    },
  },

  // ---------------------------------------------------------------- share
  ...[
    ['share-queued-all', 'what % of all events are song_queued?', 'song_queued', () => ranges.all()],
    [
      'share-skipped-lastmonth',
      "What share of last month's events were SongSkipped?",
      'SongSkipped',
      (now) => ranges.lastMonth(N(now)),
    ],
    [
      'share-appopen-yday',
      'what fraction of events yesterday were app_open, as a percentage',
      'app_open',
      (now) => ranges.yesterday(N(now)),
    ],
    [
      'share-volume-lastweek',
      "how much of last week's activity was volume-changed? (percent)",
      'volume-changed',
      (now) => ranges.lastWeek(N(now)),
    ],
    [
      'share-offline-incident',
      (now) => `share of events on ${isoDay(INCIDENT(now))} that were jukebox.offline_alert`,
      'jukebox.offline_alert',
      (now) => ranges.on(INCIDENT(now)),
    ],
  ].map(([id, question, name, r]) => ({
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const all = select(ev, { range: r(now) });
      const x = all.filter((e) => e.eventName === name);
      return { percents: [percent(x.length, all.length)], dataPoints: all.length, confidence: 'high' };
    },
  })),
  ...[
    [
      'share-users-credits-30d',
      'what percentage of users active in the last 30 days did credits.purchased?',
      'credits.purchased',
      (now) => ranges.lastDays(N(now), 30),
    ],
    [
      'share-users-playlist',
      'percent of all users who ever did Playlist Saved',
      'Playlist Saved',
      () => ranges.all(),
    ],
    [
      'share-users-refund-month',
      (now) =>
        `Of the users active in ${monthName(monthStart(N(now), -1))}, what % had a song-request-refunded?`,
      'song-request-refunded',
      (now) => ranges.month(monthStart(N(now), -1)),
    ],
  ].map(([id, question, name, r]) => ({
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const all = select(ev, { range: r(now) });
      const x = users(all.filter((e) => e.eventName === name));
      return { percents: [percent(x.size, users(all).size)], dataPoints: all.length, confidence: 'high' };
    },
  })),

  // ---------------------------------------------------------------- conversion
  ...[
    [
      'conv-queued-credits',
      'of users who did song_queued, how many did credits.purchased afterwards (top-ups after their first song)?',
      'song_queued',
      'credits.purchased',
      () => ranges.all(),
    ],
    [
      'conv-checkin-credits-30d',
      'conversion from venue.checkin to credits.purchased over the last 30 days',
      'venue.checkin',
      'credits.purchased',
      (now) => ranges.lastDays(N(now), 30),
    ],
    [
      'conv-open-playlist-lastmonth',
      'last month: app_open -> Playlist Saved conversion?',
      'app_open',
      'Playlist Saved',
      (now) => ranges.lastMonth(N(now)),
    ],
    [
      'conv-skip-refund-since',
      (now) =>
        `Since ${longDay(dayBack(now, 90))}, of people with a SongSkipped, what percent later got a song-request-refunded?`,
      'SongSkipped',
      'song-request-refunded',
      (now) => ranges.since(dayBack(now, 90), N(now)),
    ],
    [
      'conv-queued-liked-lastweek',
      'song_queued to SongLiked conversion last week',
      'song_queued',
      'SongLiked',
      (now) => ranges.lastWeek(N(now)),
    ],
    [
      'conv-open-checkin-yday',
      'yesterday, how many users who did app_open then did a venue.checkin after it?',
      'app_open',
      'venue.checkin',
      (now) => ranges.yesterday(N(now)),
    ],
    [
      'conv-liked-playlist',
      'What % of SongLiked users later did Playlist Saved? all time',
      'SongLiked',
      'Playlist Saved',
      () => ranges.all(),
    ],
    [
      'conv-checkin-queued-2w',
      'in the last 2 weeks, venue.checkin → song_queued: how many converted?',
      'venue.checkin',
      'song_queued',
      (now) => ranges.lastWeeks(N(now), 2),
    ],
  ].map(([id, question, a, b, r]) => ({
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const c = conversion(ev, r(now), a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        dataPoints: select(ev, { names: [a, b], range: r(now) }).length,
        confidence: 'high',
      };
    },
  })),

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthStart(N(now), -2))} but not in ${monthName(monthStart(N(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.month(monthStart(N(now), -2)), ranges.month(monthStart(N(now), -1))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(N(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many brand new users did we get last month (first event ever)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastMonth(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-lastmonth-not-14d',
    type: 'churn',
    question: 'users who were active last month but have not been seen in the last 14 days — how many?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(N(now)), ranges.lastDays(N(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new patrons since ${isoDay(dayBack(now, 21))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(dayBack(now, 21), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-gone',
    type: 'churn',
    question: (now) =>
      `How many users active between ${isoDay(dayBack(now, 100))} and ${isoDay(dayBack(now, 70))} have had no events since ${isoDay(dayBack(now, 69))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(
          ev,
          ranges.between(dayBack(now, 100), dayBack(now, 70)),
          ranges.since(dayBack(now, 69), N(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'new users last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-30d-vs-prev',
    type: 'churn',
    question:
      'how many people were active in the 30 days before the last 30 days, but not in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, ranges.lastDays(N(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  ...[
    ['rec-offline-last', 'when was the last jukebox.offline_alert?', 'jukebox.offline_alert', 'high'],
    ['rec-credits-last', 'When did someone last do credits.purchased', 'credits.purchased', 'high'],
    ['rec-skipped-last', 'last SongSkipped — when?', 'SongSkipped', 'high'],
    ['rec-playlist-last', 'most recent Playlist Saved event, date and time please', 'Playlist Saved', 'high'],
    ['rec-playlist-loose', 'when did anybody last save a playlist?', 'Playlist Saved', 'not-high'],
  ].map(([id, question, name, conf]) => ({
    id,
    type: 'recency',
    question,
    expect: (ev) => {
      const t = time(lastOf(ev, name));
      return {
        names: [isoDay(t), hm(t)],
        dataPoints: select(ev, { names: [name] }).length,
        confidence: conf,
      };
    },
  })),
  {
    id: 'rec-refund-7d',
    type: 'recency',
    question: 'did anyone get a song-request-refunded in the past 30 days?',
    expect: count((now) => ({ names: ['song-request-refunded'], range: ranges.lastDays(N(now), 30) })),
  },
  {
    id: 'rec-volume-24h',
    type: 'recency',
    question: 'has anyone triggered volume-changed in the last 24 hours? how many times',
    expect: count((now) => ({ names: ['volume-changed'], range: ranges.lastHours(N(now), 24) })),
  },
  {
    id: 'rec-churner-queued-30d',
    type: 'recency',
    low: true,
    question: 'has patron_0117 done any song_queued in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['song_queued'],
        user: 'patron_0117',
        range: ranges.lastDays(N(now), 30),
      });
      return s.length ? { numbers: [s.length], dataPoints: s.length, confidence: 'high' } : LOW;
    },
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => hi([users(ev).size], ev.length),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how many events overall?',
    expect: (ev) => hi([ev.length], ev.length),
  },
  {
    id: 'cat-list-types',
    type: 'catalogue',
    question: "list the event types we're tracking, I'm new on the data team",
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => hi([new Set(ev.map(byName)).size], ev.length),
  },
  {
    id: 'cat-all-three',
    type: 'catalogue',
    question: 'quick sanity check: total users, total events, and number of event names?',
    expect: (ev) => hi([users(ev).size, ev.length, new Set(ev.map(byName)).size], ev.length),
  },
  {
    id: 'cat-volume-exists',
    type: 'catalogue',
    question: 'is there an event for volume changes? list all the event names so I can see',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- other
  ...[
    ['other-top-song', 'Which song got queued the most this month?'],
    ['other-genre', 'what music genre do our patrons like best?'],
    ['other-beer', 'how much beer did the bars sell on friday night'],
    ['other-appstore', "what's our average app store rating?"],
    ['other-forecast', 'forecast next month credit sales for me'],
    ['other-loudest-venue', 'which venue has the loudest speakers in decibels?'],
    ['other-email', 'what is the email address of patron_0042?'],
    ['other-staff', 'how many bartenders work at the venues?'],
    ['other-why-churn', 'why did patrons stop using the jukebox?'],
    ['other-wifi', "what's the wifi signal strength of the jukebox at mgr_07's bar?"],
  ].map(([id, question]) => ({ id, type: 'other', question, expect: () => LOW })),
];
