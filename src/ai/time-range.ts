// Time phrases of SEMANTICS.md → exact UTC half-open ranges. Beyond the table this also reads
// number words (one..twelve), "over/in/during/within the last N …", "this/last quarter",
// "past month/year" (rolling), "in 2026", "after A", "N days ago" and "the week/month before".
import type { TimeRange } from './plan.js';
import { DAY, HOUR, MONTHS, ORDINALS, WEEK, isoDay, isoMinute, monthLabel } from './format.js';

export const dayStart = (t: number): number => Math.floor(t / DAY) * DAY;
export const weekStart = (t: number): number => dayStart(t) - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
export function monthStart(t: number, add = 0): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
}
export const yearStart = (t: number, add = 0): number => Date.UTC(new Date(t).getUTCFullYear() + add, 0, 1);

/** t minus n calendar months, same time of day, day clamped to the target month's length. */
export function minusMonths(t: number, n: number): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) + (t - dayStart(t));
}

export const ALL_TIME: TimeRange = { from: null, to: null, label: 'over all time', grain: 'all' };

const span = (from: number, to: number): string => `${isoMinute(from)} to ${isoMinute(to)} UTC`;

function rolling(label: string, from: number, now: number): TimeRange {
  return { from, to: now, label: `${label} (${span(from, now)})`, grain: 'fixed' };
}

/** Two periods one right after the other ("September and October"), as one stretch; null otherwise. */
export function joinedPeriods(a: TimeRange, b: TimeRange): TimeRange | null {
  const [first, second] = (a.from ?? -Infinity) <= (b.from ?? -Infinity) ? [a, b] : [b, a];
  if (first.from === null || first.to === null || second.to === null || first.to !== second.from) return null;
  const words = (r: TimeRange) => r.label.replace(/ \(.*/, '').replace(/^(in|on|during) /, '');
  return closed(`${first.label.replace(/ \(.*/, '')} and ${words(second)}`, first.from, second.to);
}

function closed(label: string, from: number, to: number, grain: TimeRange['grain'] = 'fixed'): TimeRange {
  return { from, to, label: `${label} (${span(from, to)})`, grain };
}

const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORD = '(?:st|nd|rd|th)?';
const monthIndex = (word: string): number =>
  MONTHS.findIndex((m) => m.toLowerCase().startsWith(word.slice(0, 3)));

/** A named point in time: a day, a month or a year. */
interface Point {
  from: number;
  to: number;
  words: string;
  unit: 'day' | 'month' | 'year';
}

const WEEKDAY_RE = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

// Source of the point grammar, captured as a whole by callers (so no groups of its own).
const MONTH_NC = MONTH_RE.replace('(', '(?:');
/** Points that name a day by its date, optionally after its weekday ("Monday 26 October"). */
const DATED = [
  '\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}',
  '\\d{1,2}/\\d{1,2}(?:/(?:\\d{4}|\\d{2}))?(?![\\d/])',
  `${MONTH_NC}\\s+\\d{1,2}${ORD}(?!\\d)(?:,?\\s+\\d{4})?`,
  `(?:the\\s+)?\\d{1,2}${ORD}\\s+(?:of\\s+)?${MONTH_NC}(?:,?\\s+\\d{4})?`,
  // "the 12th": the most recent 12th (never bare: "the 2nd most active" is a rank)
  `the\\s+\\d{1,2}(?:st|nd|rd|th)(?!\\s+(?:of\\s+)?${MONTH_NC}\\b)`,
].join('|');
const DAY_POINT = `(?:${WEEKDAY_RE},?\\s+)?(?:${DATED})`;
const POINT = [
  DAY_POINT,
  `${MONTH_NC}(?:,?\\s+\\d{4})?`,
  '(?:19|20)\\d{2}',
  // ("for the Monday ops huddle": a meeting named by its weekday, no time of the question's)
  `(?:last\\s+)?${WEEKDAY_RE}(?!(?:'s)?\\s+(?:[a-z]+\\s+)?(?:huddles?|meetings?|stand-?ups?|syncs?|calls?|reviews?|reports?|briefings?|decks?|check-?ins?|retros?|1:1s?|one-on-ones?|newsletters?|digests?|emails?)\\b)`,
].join('|');

function dayPoint(y: number | null, m: number, d: number, now: number): Point | null {
  let t = Date.UTC(y ?? new Date(now).getUTCFullYear(), m, d);
  if (y === null && t > now) t = Date.UTC(new Date(now).getUTCFullYear() - 1, m, d);
  const check = new Date(t);
  if (check.getUTCMonth() !== m || check.getUTCDate() !== d) return null;
  return { from: t, to: t + DAY, words: `on ${isoDay(t)}`, unit: 'day' };
}

/** Parses one point phrase (already lower case) relative to now. */
export function parsePoint(text: string, now: number): Point | null {
  const s = text.trim();
  // "monday 26 october": the date decides; the weekday only repeats it
  const dated = new RegExp(`^${WEEKDAY_RE},?\\s+(.*\\d.*)$`).exec(s);
  if (dated) {
    const day = parsePoint(dated[1] ?? '', now);
    if (day?.unit === 'day') return day;
  }
  let m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(s);
  if (m) return dayPoint(Number(m[1]), Number(m[3]) - 1, Number(m[4]), now);
  // "the 12th": this month's if it has begun, else last month's
  m = /^the\s+(\d{1,2})(?:st|nd|rd|th)$/.exec(s);
  if (m) {
    const day = Number(m[1]);
    for (const back of [0, -1, -2]) {
      const month = monthStart(now, back);
      const p = dayPoint(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth(), day, now);
      if (p && p.from <= now) return p;
    }
    return null;
  }
  m = /^the\s+(.*)$/.exec(s);
  if (m) return parsePoint(m[1] ?? '', now);
  // 11/23/2026 or 23/11/2026; 11/03/2026 could be either, so it is no date (see ambiguousSlashDate)
  m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(s);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 12 === b > 12 && a !== b) return null;
    const year = m[3] ? Number(m[3]) + (m[3].length === 2 ? 2000 : 0) : null;
    return a > 12 ? dayPoint(year, b - 1, a, now) : dayPoint(year, a - 1, b, now);
  }
  m = new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})${ORD}(?:,?\\s+(\\d{4}))?$`).exec(s);
  if (m) return dayPoint(m[3] ? Number(m[3]) : null, monthIndex(m[1] ?? ''), Number(m[2]), now);
  m = new RegExp(`^(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH_RE}(?:,?\\s+(\\d{4}))?$`).exec(s);
  if (m) return dayPoint(m[3] ? Number(m[3]) : null, monthIndex(m[2] ?? ''), Number(m[1]), now);
  m = new RegExp(`^${MONTH_RE}(?:,?\\s+(\\d{4}))?$`).exec(s);
  if (m) {
    const month = monthIndex(m[1] ?? '');
    const nowYear = new Date(now).getUTCFullYear();
    let from = Date.UTC(m[2] ? Number(m[2]) : nowYear, month, 1);
    if (!m[2] && from > now) from = Date.UTC(nowYear - 1, month, 1);
    return { from, to: monthStart(from, 1), words: `in ${monthLabel(from)}`, unit: 'month' };
  }
  // "Monday" is the most recent one that has begun (today included); "last Monday" one before today
  m = new RegExp(`^(last\\s+)?(${WEEKDAY_RE})$`).exec(s);
  if (m) {
    const back =
      (((new Date(now).getUTCDay() + 6) % 7) - WEEKDAYS.indexOf((m[2] ?? '').slice(0, 3)) + 7) % 7 ||
      (m[1] ? 7 : 0);
    const from = dayStart(now) - back * DAY;
    return { from, to: from + DAY, words: `on ${isoDay(from)}`, unit: 'day' };
  }
  m = /^((?:19|20)\d{2})$/.exec(s);
  if (m) {
    const from = Date.UTC(Number(m[1]), 0, 1);
    return { from, to: Date.UTC(Number(m[1]) + 1, 0, 1), words: `in ${m[1]}`, unit: 'year' };
  }
  return null;
}

/** Number words and their value ("two weeks", "top five", "a week"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** Replaces number words that count something ("two weeks", "top five") by digits. */
export function digitizeNumberWords(text: string): string {
  const words = Object.keys(NUMBER_WORDS)
    .filter((w) => w.length > 2)
    .join('|');
  return text
    .replace(
      new RegExp(
        `\\b(${words})\\b(?=\\s+(?:(?:full|whole|calendar|most|more)\\s+)?(?:hours?|days?|weeks?|months?|years?|quarters?|users?|events?|customers?|people|most|times|or more|biggest|largest|highest|heaviest|busiest|best|top)\\b)`,
        'gi',
      ),
      (w) => String(NUMBER_WORDS[w.toLowerCase()]),
    )
    .replace(
      new RegExp(
        `\\b(top|last|past|previous|first|more than|at least|over|which|what)\\s+(${words})\\b`,
        'gi',
      ),
      (_, lead: string, w: string) => `${lead} ${NUMBER_WORDS[w.toLowerCase()]}`,
    );
}

type Unit = 'hour' | 'day' | 'week' | 'month' | 'year' | 'quarter';
const unitOf = (word: string): Unit => word.replace(/s$/, '') as Unit;

/** now − n units: exact lengths for hours/days/weeks, calendar months otherwise. */
function stepBack(now: number, n: number, unit: Unit): number {
  if (unit === 'hour') return now - n * HOUR;
  if (unit === 'day') return now - n * DAY;
  if (unit === 'week') return now - n * WEEK;
  return minusMonths(now, n * (unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12));
}

const plural = (n: number, unit: Unit): string => (n === 1 ? unit : `${unit}s`);

function lastCalendar(unit: Unit, now: number): TimeRange | null {
  if (unit === 'week') return closed('last week', weekStart(now) - WEEK, weekStart(now));
  if (unit === 'month') return closed('last month', monthStart(now, -1), monthStart(now), 'month');
  if (unit === 'year') return closed('last year', yearStart(now, -1), yearStart(now), 'year');
  if (unit === 'quarter') {
    const q = quarterStart(now);
    return closed('last quarter', monthStart(q, -3), q);
  }
  return null;
}

function quarterStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3), 1);
}

function thisCalendar(unit: Unit, now: number): TimeRange {
  if (unit === 'week') return rolling('this week', weekStart(now), now);
  if (unit === 'month') return rolling('this month', monthStart(now), now);
  if (unit === 'year') return rolling('this year', yearStart(now), now);
  if (unit === 'quarter') return rolling('this quarter', quarterStart(now), now);
  if (unit === 'day') return rolling('today', dayStart(now), now);
  return rolling('this hour', Math.floor(now / HOUR) * HOUR, now);
}

/** "the previous 7 days", "the week before": resolved against the other range of the question. */
export interface PreviousMarker {
  n: number | null;
  unit: Unit | null;
}

export interface FoundRange {
  start: number;
  end: number;
  range: TimeRange | null;
  previous?: PreviousMarker;
  /** A reading of the phrase beyond SEMANTICS.md's table, stated in the answer. */
  assumption?: string;
  /** "over 3 days": a bare length read as the last N units; with another period in the question it has no reading. */
  bare?: boolean;
  /** "the same day last week": a week (month, year) before the one day named before it, else before today. */
  sameDayBack?: 'week' | 'month' | 'year';
}

interface Rule {
  re: RegExp;
  make: (m: RegExpExecArray, now: number) => Omit<FoundRange, 'start' | 'end'> | null;
}

const UNIT = '(hours?|days?|weeks?|months?|years?|quarters?)';
const LEAD = '(?:(?:in|over|during|within|for|from)\\s+)?(?:the\\s+)?';

/** "last month", "this week", "yesterday", "the year" (the current one): a calendar period as the edge of since/before. */
function calendarPeriod(text: string, now: number): TimeRange | null {
  if (text === 'yesterday') return closed('yesterday', dayStart(now) - DAY, dayStart(now));
  if (text === 'today') return thisCalendar('day', now);
  const m = new RegExp(`^(last|this|current|the)\\s+${UNIT}$`).exec(text);
  if (!m) return null;
  const unit = unitOf(m[2] ?? '');
  return m[1] === 'last' ? lastCalendar(unit, now) : thisCalendar(unit, now);
}

const PERIOD = `(?:(?:last|this|current)\\s+${UNIT}|yesterday|today|the\\s+(?:week|month|year|quarter))`;

// a day number not followed by what would make it a count or a time of day ("15 users", "9 am")
const NOT_A_COUNT =
  '(?![\\d/:.]|\\s*(?:%|percent|users?|events?|times|days?|hours?|weeks?|months?|am|pm)\\b)';
const CHANGE_WORDS =
  /\b(grow\w*|grew|change\w*|increas\w*|decreas\w*|drop\w*|rise|rose|fall|fell|differ\w*|compar\w*|up or down|go up|go down|went up|went down|jump\w*|declin\w*)\b/;

/** "the week of Sep 28th (through Oct 4th)": what a bracket after "week of <day>" may say (no narrowing, no other days). */
function bracketFitsWeek(inside: string, from: number, now: number): boolean {
  if (/\b(?:only|just|exclud\w*|includ\w*|except|without|not|no|by|per|each|every)\b/i.test(inside))
    return false;
  if (!/\d/.test(inside)) return true;
  const days = [...inside.matchAll(new RegExp(DAY_POINT, 'gi'))].map((d) => parsePoint(d[0], now));
  return days.length > 0 && days.every((d) => d !== null && d.from >= from && d.to <= from + WEEK);
}

/** "the week of <day>": the ISO week that holds the day, or null when the words name no day. */
function weekOf(dayWords: string, now: number): TimeRange | null {
  const day = parsePoint(dayWords, now);
  if (!day || day.unit !== 'day') return null;
  const from = weekStart(day.from);
  return closed(`in the week of ${isoDay(from)} (Monday to Sunday)`, from, from + WEEK);
}

/** ISO week `n` of the ISO year `year`: Monday 00:00 UTC of its first day. */
const isoWeekStart = (year: number, n: number): number => weekStart(Date.UTC(year, 0, 4)) + (n - 1) * WEEK;

// Holidays on one fixed date every year (month index, day). Moveable ones ("Black Friday",
// "Thanksgiving", "Easter") differ by country or year: they stay unread (UNREAD_TIME).
// The phrase, then its month index and day; the pattern tries them in this order.
const FIXED_HOLIDAYS: [string, number, number][] = [
  ['halloween', 9, 31],
  ['christmas eve', 11, 24],
  ['christmas(?: day)?|xmas', 11, 25],
  ['boxing day', 11, 26],
  ["new year'?s eve|nye", 11, 31],
  ["new year'?s(?: day)?", 0, 1],
  ["valentine'?s(?: day)?", 1, 14],
];
const HOLIDAY_RE = new RegExp(
  `\\b(?:on|over|during|at|for)?\\s*(?:${FIXED_HOLIDAYS.map(([words]) => `(${words})`).join('|')})\\b`,
  'g',
);

const RULES: Rule[] = [
  // "on Halloween", "over Christmas": that day, the latest one that has begun (its date stated)
  {
    re: HOLIDAY_RE,
    make: (m, now) => {
      // the holiday is the one whose group matched
      const at = m.slice(1).findIndex((g) => g !== undefined);
      const entry = FIXED_HOLIDAYS[at];
      if (!entry) return null;
      const word = (m[at + 1] ?? '').toLowerCase();
      const year = new Date(now).getUTCFullYear();
      let from = Date.UTC(year, entry[1], entry[2]);
      if (from > now) from = Date.UTC(year - 1, entry[1], entry[2]);
      return { range: closed(`on ${isoDay(from)} (${word})`, from, from + DAY) };
    },
  },
  // "this time last month": the previous month up to the same point of it (stated)
  {
    re: /\b(?:at\s+|by\s+)?(?:this|the same)\s+time\s+last\s+(week|month|year)\b/g,
    make: (m, now) => {
      const unit = m[1] ?? 'month';
      const from =
        unit === 'week' ? weekStart(now) - WEEK : unit === 'month' ? monthStart(now, -1) : yearStart(now, -1);
      const to = unit === 'week' ? now - WEEK : unit === 'month' ? minusMonths(now, 1) : minusMonths(now, 12);
      return {
        range: closed(`last ${unit} up to the same point`, from, to),
        assumption: `"${m[0].trim()}" is read as last ${unit} from its start up to the same point of it as now`,
      };
    },
  },
  // "on the same day last week", "the same weekday one week earlier": the same weekday a week back
  {
    re: /\b(?:on\s+|with\s+)?the\s+same\s+(?:day|weekday|day of the week)\s+(?:last\s+(week|month|year)|(?:one|a|1)\s+(week|month|year)\s+(?:earlier|before|prior|back|ago))\b/g,
    make: (m, now) => {
      const unit = (m[1] ?? m[2] ?? 'week') as 'week' | 'month' | 'year';
      return { range: dayBack(dayStart(now), unit), sameDayBack: unit };
    },
  },
  // "since midnight": today
  {
    re: /\bsince\s+midnight\b/g,
    make: (_m, now) => ({ range: rolling('today', dayStart(now), now) }),
  },
  // "the day before yesterday": one day, two back
  {
    re: /\b(?:on\s+)?the\s+day\s+before\s+yesterday\b/g,
    make: (_m, now) => {
      const from = dayStart(now) - 2 * DAY;
      return { range: closed(`on ${isoDay(from)}`, from, from + DAY) };
    },
  },
  // "the day after Nov 2", "the day before October 5th": that one day, not everything after it
  {
    re: new RegExp(`\\b(?:on\\s+)?the\\s+day\\s+(after|before)\\s+(${DAY_POINT})`, 'gi'),
    make: (m, now) => {
      const day = parsePoint(m[2] ?? '', now);
      if (!day || day.unit !== 'day') return null;
      const from = day.from + (m[1]?.toLowerCase() === 'after' ? DAY : -DAY);
      return from < now ? { range: closed(`on ${isoDay(from)}`, from, from + DAY) } : null;
    },
  },
  // "the 30 days before 2026-11-02", "the 2 weeks after Nov 3": that many days next to the day named
  {
    re: new RegExp(
      `\\b(?:(?:in|during|for|over)\\s+)?the\\s+(\\d{1,3})\\s+(days|weeks)\\s+(before|after|prior\\s+to|leading\\s+up\\s+to|following)\\s+(${DAY_POINT})`,
      'gi',
    ),
    make: (m, now) => {
      const day = parsePoint(m[4] ?? '', now);
      if (!day || day.unit !== 'day') return null;
      const span = Number(m[1]) * (m[2]?.toLowerCase() === 'weeks' ? 7 : 1) * DAY;
      const after = /^(after|following)$/i.test(m[3] ?? '');
      const from = after ? day.from + DAY : day.from - span;
      const to = Math.min(after ? from + span : day.from, now);
      return span > 0 && from < to
        ? { range: closed(`from ${isoDay(from)} to ${isoDay(to - 1)} inclusive`, from, to) }
        : null;
    },
  },
  // "the first 10 days of November", "the last 5 days of October": those days of the month
  {
    re: new RegExp(
      `\\b(?:(?:in|during|for|over)\\s+)?(?:the\\s+)?(first|last)\\s+(\\d{1,2})\\s+days\\s+of\\s+${MONTH_RE}(?:,?\\s+(\\d{4}))?\\b`,
      'gi',
    ),
    make: (m, now) => {
      const month = parsePoint(`${m[3] ?? ''}${m[4] ? ` ${m[4]}` : ''}`, now);
      const n = Number(m[2]);
      if (!month || month.unit !== 'month') return null;
      const days = Math.round((month.to - month.from) / DAY);
      if (n < 1 || n > days) return null;
      const from = m[1]?.toLowerCase() === 'first' ? month.from : month.to - n * DAY;
      const to = from + n * DAY;
      if (from >= now) return null;
      return { range: closed(`from ${isoDay(from)} to ${isoDay(to - DAY)} inclusive`, from, to) };
    },
  },
  // "week 44", "ISO week 44", "week #44 of 2026": that ISO week (Monday to Monday, UTC) of the
  // year named, else of the latest year in which it has begun
  {
    re: /\b(?:(?:in|during|for|over)\s+)?(?:iso\s+|calendar\s+)?week\s+(?:#|no\.?\s*|number\s+)?(\d{1,2})(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b(?!\s*(?:days?|weeks?|months?|%|percent))/gi,
    make: (m, now) => {
      const n = Number(m[1]);
      if (n < 1 || n > 53) return null;
      const thisYear = new Date(weekStart(now) + 3 * DAY).getUTCFullYear();
      const year = m[2] ? Number(m[2]) : isoWeekStart(thisYear, n) <= now ? thisYear : thisYear - 1;
      const from = isoWeekStart(year, n);
      // week 53 exists only in some years
      if (new Date(from + 3 * DAY).getUTCFullYear() !== year || from > now) return null;
      return { range: closed(`in ISO week ${n} of ${year}`, from, from + WEEK) };
    },
  },
  // "the week of October 19", "week of Sep 28th (through Oct 4th)": the ISO week (Monday 00:00 to
  // Monday 00:00 UTC) that holds the day, never the day alone
  {
    re: new RegExp(`\\b(?:the\\s+)?week\\s+of\\s+(${DAY_POINT})(?:\\s*\\(([^()]{1,60})\\))?`, 'gi'),
    make: (m, now) => {
      const range = weekOf(m[1] ?? '', now);
      // a bracket that says more than the week is left to be read on its own (the rule below)
      if (!range || (m[2] !== undefined && !bracketFitsWeek(m[2], range.from ?? 0, now))) return null;
      return { range };
    },
  },
  {
    re: new RegExp(`\\b(?:the\\s+)?week\\s+of\\s+(${DAY_POINT})`, 'gi'),
    make: (m, now) => {
      const range = weekOf(m[1] ?? '', now);
      return range ? { range } : null;
    },
  },
  // "Nov 1-15", "from November 1st to 15th", "between Nov 1 and 15": days of one month
  {
    re: new RegExp(
      `\\b(between\\s+|from\\s+)?${MONTH_RE}\\s+(\\d{1,2})${ORD}\\s*(-|–|—|to|through|thru|until|till|and)\\s*(?:the\\s+)?(\\d{1,2})${ORD}(?![\\d/:.]|\\s*(?:%|percent|users?|events?|times|days?|hours?|weeks?|months?))(?:,?\\s+(\\d{4}))?`,
      'g',
    ),
    make: (m, now) => daysOfMonth(m[2] ?? '', Number(m[3]), Number(m[5]), m[6], now, m[4] === 'and' && !m[1]),
  },
  // "on Nov 1 and 15": two days of one month, each its own period (a comparison, or refused as two)
  {
    re: new RegExp(
      `\\b${MONTH_RE}\\s+(\\d{1,2})${ORD}(?=\\s+(?:and|&)\\s+(?:the\\s+)?\\d{1,2}${ORD}${NOT_A_COUNT})`,
      'g',
    ),
    make: (m, now) => dayRange(m[1] ?? '', Number(m[2]), now),
  },
  {
    re: new RegExp(
      `(?<=\\b${MONTH_NC}\\s+(\\d{1,2})${ORD}\\s+(?:and|&)\\s+)(?:the\\s+)?(\\d{1,2})${ORD}${NOT_A_COUNT}`,
      'g',
    ),
    make: (m, now) => {
      const month = new RegExp(`${MONTH_RE}\\s+\\d{1,2}${ORD}\\s+(?:and|&)\\s+$`).exec(
        m.input.slice(0, m.index),
      );
      return month ? dayRange(month[1] ?? '', Number(m[2]), now) : null;
    },
  },
  // "1-15 November", "from the 1st to the 15th of November", "between the 1st and 15th of Nov"
  {
    re: new RegExp(
      `\\b(between\\s+|from\\s+)?(?:the\\s+)?(\\d{1,2})${ORD}\\s*(-|–|—|to|through|thru|until|till|and)\\s*(?:the\\s+)?(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH_RE}(?:,?\\s+(\\d{4}))?`,
      'g',
    ),
    make: (m, now) => daysOfMonth(m[5] ?? '', Number(m[2]), Number(m[4]), m[6], now, m[3] === 'and' && !m[1]),
  },
  // "the first week of November", "the second half of October", "early / mid / late November":
  // no calendar defines them, so the days read are stated
  {
    re: new RegExp(
      `\\b(?:(?:in|during|for|over|at|by)\\s+)?(?:the\\s+)?(?:(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\\s+(week|half)|(early|mid|late|end|close))(?:\\s+of|-)?\\s*${MONTH_RE}(?:,?\\s+(\\d{4}))?\\b`,
      'g',
    ),
    make: (m, now) => partOfMonth(m, now),
  },
  // "the 4 full weeks before this one", "the 3 months before this month": whole calendar periods
  // ending where the current one begins
  {
    re: /\b(?:the\s+)?(\d{1,2})\s+(?:full\s+|complete\s+|whole\s+|calendar\s+)?(weeks|months)\s+(?:before|prior\s+to|preceding)\s+(?:this|the\s+current)\s+(?:one|week|month)\b/g,
    make: (m, now) => {
      const n = Number(m[1]);
      const week = m[2] === 'weeks';
      const to = week ? weekStart(now) : monthStart(now);
      const from = week ? to - n * WEEK : monthStart(now, -n);
      return n >= 1 ? { range: closed(`in the ${n} full ${m[2] ?? ''} before this one`, from, to) } : null;
    },
  },
  // "the week before last (week)": the calendar period before last week (before "before last week")
  {
    re: /(?<!\b(?:since|after|before|until)\s+(?:the\s+)?)\b(?:the\s+)?(week|month|year|quarter)\s+before\s+last(?:\s+\1)?\b/g,
    make: (m, now) => {
      const unit = unitOf(m[1] ?? '');
      const last = lastCalendar(unit, now);
      const before = last?.from != null ? lastCalendar(unit, last.from) : null;
      return before?.from != null && before.to !== null
        ? { range: closed(`the ${unit} before last`, before.from, before.to, before.grain) }
        : null;
    },
  },
  // "since last week" is from the start of last week to now; "before this month" is everything earlier
  {
    re: new RegExp(
      `\\b(since|after|before|until|prior\\s+to)\\s+(?:the\\s+)?(?:(start|beginning|end)\\s+of\\s+)?(${PERIOD})\\b`,
      'g',
    ),
    make: (m, now) => {
      const period = calendarPeriod((m[3] ?? '').replace(/\s+/g, ' '), now);
      if (!period || period.from === null) return null;
      const edge = m[2] === 'end' || (m[1] === 'after' && !m[2]) ? (period.to ?? now) : period.from;
      if (m[1] === 'since' || m[1] === 'after')
        return edge < now ? { range: rolling(`since ${isoDay(edge)}`, edge, now) } : null;
      return {
        range: {
          from: null,
          to: edge,
          label: `before ${isoDay(edge)} (everything earlier than ${isoMinute(edge)} UTC)`,
          grain: 'fixed',
        },
      };
    },
  },
  {
    re: new RegExp(
      `\\b(?:between\\s+(${POINT})\\s+and|from\\s+(${POINT})\\s+(?:to|until|till|through|thru))\\s+(${POINT})\\b`,
      'g',
    ),
    make: (m, now) => {
      const b = parsePoint(m[3] ?? '', now);
      const a = b && sameMonthDay(m[1] ?? m[2] ?? '', b.from, now);
      if (!a || !b || b.to <= a.from) return null;
      // "did X grow from September to October": two months compared, not one stretch
      if (a.unit !== 'day' && b.unit !== 'day' && m[2] && CHANGE_WORDS.test(m.input)) return null;
      return { range: closed(`from ${isoDay(a.from)} to ${isoDay(b.to - DAY)} inclusive`, a.from, b.to) };
    },
  },
  {
    // "August 1st to October 31st": two dated days need no "from" (two months, "March to April",
    // may be a comparison, so they do)
    re: new RegExp(`\\b(${DAY_POINT})\\s+(?:to|until|till|through|thru)\\s+(${DAY_POINT})\\b`, 'g'),
    make: (m, now) => {
      const a = parsePoint(m[1] ?? '', now);
      const b = parsePoint(m[2] ?? '', now);
      if (!a || !b || b.to <= a.from) return null;
      return { range: closed(`from ${isoDay(a.from)} to ${isoDay(b.to - DAY)} inclusive`, a.from, b.to) };
    },
  },
  {
    re: new RegExp(`\\b(since|after|before|until|prior\\s+to)\\s+(${POINT})\\b`, 'g'),
    make: (m, now) => {
      const p = parsePoint(m[2] ?? '', now);
      if (!p) return null;
      if (m[1] === 'since')
        return p.from < now ? { range: rolling(`since ${isoDay(p.from)}`, p.from, now) } : null;
      if (m[1] === 'after')
        return p.to < now ? { range: rolling(`after ${isoDay(p.to - DAY)}`, p.to, now) } : null;
      return {
        range: {
          from: null,
          to: p.from,
          label: `before ${isoDay(p.from)} (everything earlier than ${isoMinute(p.from)} UTC)`,
          grain: 'fixed',
        },
      };
    },
  },
  {
    re: new RegExp(`\\b(?:the\\s+)?(\\d+\\s+)?${UNIT}\\s+(?:before|earlier|prior)(?:\\s+that)?\\b`, 'g'),
    make: (m) => ({ range: null, previous: { n: m[1] ? Number(m[1]) : null, unit: unitOf(m[2] ?? '') } }),
  },
  // "the last 30 days with the previous 30": the number alone, in the other period's unit
  {
    re: new RegExp(
      `\\b(?:the\\s+)?(?:previous|prior|preceding)\\s+(\\d+)\\b(?!\\s*(?:${UNIT.slice(1, -1)}|period))`,
      'g',
    ),
    make: (m) => ({ range: null, previous: { n: Number(m[1]), unit: null } }),
  },
  {
    re: new RegExp(
      `\\b(?:the\\s+)?(?:previous|prior|preceding)\\s+(?:(\\d+)\\s+)?(?:${UNIT}|period)\\b`,
      'g',
    ),
    make: (m) => ({
      range: null,
      previous: { n: m[1] ? Number(m[1]) : null, unit: m[2] ? unitOf(m[2]) : null },
    }),
  },
  // "for the last 4 full weeks", "the past 3 complete months": whole calendar units before this one
  {
    re: new RegExp(
      `\\b${LEAD}(?:last|past|previous|prior)\\s+(\\d+)\\s+(?:full|complete|completed|whole|entire|calendar)\\s+${UNIT}\\b`,
      'g',
    ),
    make: (m, now) => {
      const n = Number(m[1]);
      const unit = unitOf(m[2] ?? '');
      const current = thisCalendar(unit, now).from;
      if (n <= 0 || n > 1000 || current === null || unit === 'hour' || unit === 'day') return null;
      return {
        range: closed(`in the last ${n} full ${plural(n, unit)}`, stepBack(current, n, unit), current),
      };
    },
  },
  {
    re: new RegExp(`\\b${LEAD}(last|past|recent)\\s+(\\d+)\\s+${UNIT}\\b`, 'g'),
    make: (m, now) => {
      const n = Number(m[2]);
      const unit = unitOf(m[3] ?? '');
      if (n <= 0 || n > 100_000) return null;
      return { range: rolling(`in the last ${n} ${plural(n, unit)}`, stepBack(now, n, unit), now) };
    },
  },
  {
    re: new RegExp(`\\b${LEAD}(last|past)\\s+${UNIT}\\b`, 'g'),
    make: (m, now) => {
      const unit = unitOf(m[2] ?? '');
      if (m[1] === 'last') {
        const calendar = lastCalendar(unit, now);
        if (calendar) return { range: calendar };
      }
      return { range: rolling(`in the past ${unit}`, stepBack(now, 1, unit), now) };
    },
  },
  {
    re: new RegExp(`\\b${LEAD}(?:this|current)\\s+${UNIT}\\b(?:\\s+so\\s+far)?`, 'g'),
    make: (m, now) => ({ range: thisCalendar(unitOf(m[1] ?? ''), now) }),
  },
  {
    re: /\b(?:so\s+far\s+)?today\b(?:\s+so\s+far)?/g,
    make: (_m, now) => ({ range: thisCalendar('day', now) }),
  },
  {
    re: /\byesterday\b/g,
    make: (_m, now) => ({
      range: closed(`yesterday, ${isoDay(dayStart(now) - DAY)}`, dayStart(now) - DAY, dayStart(now)),
    }),
  },
  {
    re: /\b(?:(?:in|during|for|of)\s+)?(?:the\s+)?q([1-4])(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b/g,
    make: (m, now) => {
      const r = quarterRange(Number(m[1]), m[2] ? Number(m[2]) : null, now);
      return r ? { range: r } : null;
    },
  },
  {
    re: /\b(?:(?:in|during|for|of)\s+)?the\s+(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b/g,
    make: (m, now) => {
      const r = quarterRange(QUARTER_WORDS[m[1] ?? ''] ?? 0, m[2] ? Number(m[2]) : null, now);
      return r ? { range: r } : null;
    },
  },
  {
    re: new RegExp(`\\b${LEAD}(?:last|past|recent)\\s+(?:(\\d+)\\s+)?fortnights?\\b`, 'g'),
    make: (m, now) => {
      const n = m[1] ? Number(m[1]) : 1;
      if (n <= 0 || n > 1000) return null;
      return { range: rolling(`in the last ${14 * n} days`, now - 14 * n * DAY, now) };
    },
  },
  // "30 to 60 days ago", "between 2 and 4 weeks ago": the stretch from the farther point to the nearer one
  {
    re: new RegExp(`\\b(?:between\\s+)?(\\d+)\\s*(?:to|and|-|–)\\s*(\\d+)\\s+${UNIT}\\s+ago\\b`, 'g'),
    make: (m, now) => {
      const [near, far] = [Number(m[1]), Number(m[2])].sort((a, b) => a - b) as [number, number];
      const unit = unitOf(m[3] ?? '');
      if (near === far || far > 100_000) return null;
      // "31–60 days ago", "8 to 14 days ago": days counted one by one, from the 31st back, so the
      // stretch meets "the last 30 days" with no day left out between them
      const counted = unit === 'day' && near > 1 && ((near - 1) % 7 === 0 || (near - 1) % 10 === 0);
      return {
        range: closed(
          `${near} to ${far} ${plural(far, unit)} ago`,
          stepBack(now, far, unit),
          stepBack(now, counted ? near - 1 : near, unit),
        ),
      };
    },
  },
  // "3 days ago" is that UTC day, "2 weeks ago" that ISO week, "2 months ago" that calendar month
  {
    re: /\b(\d+)\s+(days?|weeks?|months?|years?)\s+ago\b/g,
    make: (m, now) => {
      const n = Number(m[1]);
      const unit = unitOf(m[2] ?? '');
      if (n > 1000) return null;
      if (unit === 'day')
        return {
          range: closed(
            `on ${isoDay(dayStart(now) - n * DAY)}`,
            dayStart(now) - n * DAY,
            dayStart(now) - (n - 1) * DAY,
          ),
        };
      if (unit === 'week')
        return {
          range: closed(
            `in the week of ${isoDay(weekStart(now) - n * WEEK)}`,
            weekStart(now) - n * WEEK,
            weekStart(now) - (n - 1) * WEEK,
          ),
        };
      if (unit === 'month')
        return {
          range: closed(
            `in ${monthLabel(monthStart(now, -n))}`,
            monthStart(now, -n),
            monthStart(now, 1 - n),
            'month',
          ),
        };
      return {
        range: closed(
          `in ${new Date(yearStart(now, -n)).getUTCFullYear()}`,
          yearStart(now, -n),
          yearStart(now, 1 - n),
          'year',
        ),
      };
    },
  },
  // "over the weekend", "last weekend": the most recent full Saturday-Sunday (UTC); "this weekend" only while it runs
  {
    re: /\b(?:(?:over|on|during|at|for|in|from)\s+)?(?:the\s+|this\s+past\s+|this\s+|last\s+|past\s+)weekend\b(?!\s+before)/g,
    make: (m, now) => {
      const saturday = weekStart(now) + 5 * DAY;
      const running = now >= saturday;
      if (/\bthis\s+weekend\b/.test(m[0]) && !/\bpast\b/.test(m[0])) {
        return running
          ? {
              range: { ...rolling('this weekend', saturday, now), grain: 'weekend' },
              assumption: 'The weekend is read as Saturday and Sunday (UTC)',
            }
          : null;
      }
      const from = saturday - WEEK;
      return {
        range: closed('last weekend', from, from + 2 * DAY, 'weekend'),
        assumption: 'The weekend is read as the most recent full Saturday and Sunday (UTC)',
      };
    },
  },
  {
    re: /\b(?:the\s+)?weekend\s+(?:before|prior)(?:\s+that)?\b/g,
    make: () => ({ range: null, previous: { n: null, unit: 'week' } }),
  },
  // A bare month name could be the verb "may" or "march": only with a preposition or a year.
  {
    re: new RegExp(
      `\\b(?:(?:on|in|during|for|of|throughout)\\s+(?:the\\s+(?:month|day)\\s+of\\s+)?)?(${POINT})\\b`,
      'g',
    ),
    make: (m, now) => {
      const text = m[1] ?? '';
      const bare = m[0] === text;
      // (a short month said as the other side of a comparison or a span is the month: "in Sep compared to Oct")
      const second =
        /\b(?:vs\.?|versus|compared (?:to|with)|against|than|and|or|to|through|thru|till|until)\s+$/.test(
          (m.input ?? '').slice(0, m.index),
        );
      if (bare && /^(may|march|mar)\.?$/.test(text)) return null;
      if (bare && !second && /^(jan|jun|dec|sept?|oct|nov|aug|apr)\.?$/.test(text)) return null;
      if (bare && /^(mon|tues?|wed|thu|thurs?|fri|sat|satur|sun)$/.test(text)) return null;
      if (bare && /^\d{1,2}\/\d{1,2}$/.test(text)) return null;
      if (bare && /^(19|20)\d{2}$/.test(text)) return null;
      if (bare && /^the\s+\d/.test(text)) return null;
      const p = parsePoint(text, now);
      if (!p || p.from > now) return null;
      return {
        range: closed(
          p.words,
          p.from,
          p.to,
          p.unit === 'month' ? 'month' : p.unit === 'year' ? 'year' : 'fixed',
        ),
      };
    },
  },
  // "over 3 days", "during 2 weeks": a length without "last"/"past" (no earlier rule took it) is read as
  // the last N units, stated; not "active (for) over 20 days" (a threshold) nor a length tied to an event ("3 days of")
  {
    re: new RegExp(
      `(?<!\\b(?:on|for|active|activity)\\s+)\\b(?:over|during|across|within|in)\\s+(\\d+)\\s+${UNIT}\\b(?!\\s+(?:of|after|before|from|apart|active|in\\s+a\\s+row))`,
      'g',
    ),
    make: (m, now) => {
      const n = Number(m[1]);
      const unit = unitOf(m[2] ?? '');
      if (n <= 0 || n > 100_000) return null;
      const range = rolling(`in the last ${n} ${plural(n, unit)}`, stepBack(now, n, unit), now);
      return {
        range,
        bare: true,
        assumption: `"${m[0]}" is read as the last ${n} ${plural(n, unit)} up to now`,
      };
    },
  },
];

/** One day of a named month (the most recent such day), as a closed range. */
function dayRange(monthWord: string, day: number, now: number): Omit<FoundRange, 'start' | 'end'> | null {
  const p = dayPoint(null, monthIndex(monthWord), day, now);
  return p ? { range: closed(p.words, p.from, p.to) } : null;
}

/** "the 1st" before "the 15th of November": the 1st of that month; any other point as it reads. */
function sameMonthDay(text: string, other: number, now: number): Point | null {
  const bare = /^the\s+(\d{1,2})(?:st|nd|rd|th)$/.exec(text.trim());
  if (!bare) return parsePoint(text, now);
  const d = new Date(other);
  return dayPoint(d.getUTCFullYear(), d.getUTCMonth(), Number(bare[1]), now);
}

/** Days `first`..`last` of a named month (the most recent one begun, unless a year is given). */
function daysOfMonth(
  monthWord: string,
  first: number,
  last: number,
  year: string | undefined,
  now: number,
  twoDays: boolean,
): Omit<FoundRange, 'start' | 'end'> | null {
  // "on Nov 1 and 15" is two days, not the days between them
  if (twoDays || first < 1 || last <= first) return null;
  const a = dayPoint(year ? Number(year) : null, monthIndex(monthWord), first, now);
  if (!a) return null;
  const d = new Date(a.from);
  const b = dayPoint(d.getUTCFullYear(), d.getUTCMonth(), last, now);
  if (!b || a.from > now) return null;
  return { range: closed(`from ${isoDay(a.from)} to ${isoDay(b.from)} inclusive`, a.from, b.to) };
}

const PART_WORDS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
};

/** A week, a half or a third of a named month, with the days it is read as. */
function partOfMonth(m: RegExpExecArray, now: number): Omit<FoundRange, 'start' | 'end'> | null {
  const month = parsePoint(`${m[4] ?? ''}${m[5] ? ` ${m[5]}` : ''}`, now);
  if (!month || month.unit !== 'month') return null;
  const days = Math.round((month.to - month.from) / DAY);
  const [which, unit, third] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  const k = PART_WORDS[which];
  const [first, last] =
    unit === 'week'
      ? k
        ? [7 * (k - 1) + 1, 7 * k]
        : [days - 6, days]
      : unit === 'half'
        ? k === 1
          ? [1, 15]
          : [16, days]
        : third === 'early'
          ? [1, 10]
          : third === 'mid'
            ? [11, 20]
            : [21, days]; // late, or "the end of": the last third
  const from = month.from + (first - 1) * DAY;
  if (from > now) return null;
  const words = m[0].trim().replace(/^(?:in|during|for|over)\s+/, '');
  return {
    range: closed(
      `from ${isoDay(from)} to ${isoDay(month.from + (last - 1) * DAY)} inclusive`,
      from,
      month.from + last * DAY,
    ),
    assumption: `"${words}" is read as days ${first} to ${last} of the month`,
  };
}

/**
 * Time shorthands written out before reading: "past 24h", "last 7d", "2 wks", "3 mos", "a couple
 * of days", "month to date" / "MTD" (this month), "YTD", "WTD", "QTD".
 */
export function expandTimeShorthands(text: string): string {
  const units: Record<string, string> = {
    h: 'hours',
    hr: 'hours',
    hrs: 'hours',
    d: 'days',
    w: 'weeks',
    wk: 'weeks',
    wks: 'weeks',
    mo: 'months',
    mos: 'months',
    mth: 'months',
    mths: 'months',
    y: 'years',
    yr: 'years',
    yrs: 'years',
  };
  const to = { w: 'week', m: 'month', q: 'quarter', y: 'year' } as Record<string, string>;
  return text
    .replace(
      /\b(last|past|previous|prior|trailing|rolling|over|within|in|for)\s+(?:the\s+)?(\d+)\s?(h|hrs?|d|w|wks?|mos?|mths?|y|yrs?)\b(?![-_])/gi,
      (all: string, lead: string, n: string, u: string) => {
        const unit = units[u.toLowerCase()];
        return unit ? all.replace(new RegExp(`${n}\\s?${u}$`), `${n} ${unit}`) : all;
      },
    )
    .replace(
      /\b(\d+)\s?(hrs|wks|mos|mths|yrs)\b/gi,
      (all: string, n: string, u: string) => `${n} ${units[u.toLowerCase()] ?? u}`,
    )
    .replace(/\b(?:a\s+)?couple(?:\s+of)?\s+(?=(?:more\s+)?(?:hours?|days?|weeks?|months?|years?)\b)/gi, '2 ')
    .replace(/\b(?:so\s+far\s+)?(?:this\s+)?(week|month|quarter|year)[- ]to[- ]date\b/gi, 'this $1')
    .replace(/\b([wmqy])td\b/gi, (all: string, k: string) => `this ${to[k.toLowerCase()] ?? all}`);
}

/**
 * Finds every time phrase of a lower-case question, left to right. Earlier rules win over
 * later ones on overlapping text.
 */
export function findTimePhrases(text: string, now: number): FoundRange[] {
  const taken: FoundRange[] = [];
  const overlaps = (s: number, e: number) => taken.some((f) => s < f.end && e > f.start);
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (const m of text.matchAll(rule.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      const made = rule.make(m as RegExpExecArray, now);
      // a leading "in"/"on"/"for" stays in the text: it may end an event name ("logged in this week")
      if (made)
        taken.push({
          start: start + (/^(?:in|on|for|from|over|of)\s+/.exec(m[0])?.[0].length ?? 0),
          end,
          ...made,
        });
    }
  }
  const sorted = taken.sort((a, b) => a.start - b.start);
  // "yesterday vs the same day last week": a week before the day named first, not before today
  return sorted.map((f, i) => {
    const day = sorted.slice(0, i).find((o) => o.range?.from != null && o.range.to === o.range.from + DAY);
    return f.sameDayBack && day?.range?.from != null
      ? { ...f, range: dayBack(day.range.from, f.sameDayBack) }
      : f;
  });
}

function dayBack(day: number, unit: 'week' | 'month' | 'year'): TimeRange {
  const from = unit === 'week' ? day - WEEK : minusMonths(day, unit === 'month' ? 1 : 12);
  return closed(`on ${isoDay(from)}`, from, from + DAY);
}

/** The period of the same length right after a closed one ("the week after"); a month's is the next calendar month. */
export function nextPeriod(range: TimeRange, now: number): TimeRange | null {
  if (range.from === null || range.to === null || range.to >= now) return null;
  const from = range.to;
  if (range.grain === 'month')
    return closed(`in ${monthLabel(from)}`, from, Math.min(monthStart(from, 1), now), 'month');
  return closed('the period after', from, Math.min(from + (range.to - range.from), now));
}

/** Everything after a closed period up to now ("active in September but not since"). */
export function sincePeriod(range: TimeRange, now: number): TimeRange | null {
  if (range.to === null || range.to >= now) return null;
  return closed('since then', range.to, now);
}

/** The period right before `range`: the calendar month/year before, else the same length. */
export function previousPeriod(
  range: TimeRange,
  marker: PreviousMarker | undefined,
  now: number,
): TimeRange | null {
  const to = range.from;
  if (to === null) return null;
  const end = range.to ?? now;
  if (range.grain === 'month' && (!marker?.unit || marker.unit === 'month') && (marker?.n ?? 1) === 1) {
    return closed(`in ${monthLabel(monthStart(to, -1))}`, monthStart(to, -1), to, 'month');
  }
  if (range.grain === 'weekend' && !marker?.n && (!marker?.unit || marker.unit === 'week')) {
    return closed('the weekend before', to - WEEK, to - WEEK + 2 * DAY, 'weekend');
  }
  if (range.grain === 'year' && (!marker?.unit || marker.unit === 'year')) {
    return closed(`in ${new Date(yearStart(to, -1)).getUTCFullYear()}`, yearStart(to, -1), to, 'year');
  }
  const from = marker?.n && marker.unit ? stepBack(to, marker.n, marker.unit) : to - (end - to);
  const words =
    marker?.n && marker.unit
      ? `the previous ${marker.n} ${plural(marker.n, marker.unit)}`
      : marker?.unit
        ? `the ${marker.unit} before`
        : 'the period before';
  return closed(words, from, to);
}

/** A previous marker with nothing to refer to: "the previous 7 days" read from now. */
export function previousFromNow(marker: PreviousMarker, now: number): TimeRange {
  const n = marker.n ?? 1;
  const unit = marker.unit ?? 'week';
  if (marker.n === null) {
    const calendar = lastCalendar(unit, now);
    if (calendar) return calendar;
  }
  return rolling(`in the last ${n} ${plural(n, unit)}`, stepBack(now, n, unit), now);
}

/** "Q3", "Q3 2026", "the third quarter [of 2026]": that calendar quarter, the most recent begun one without a year. */
function quarterRange(q: number, year: number | null, now: number): TimeRange | null {
  if (q < 1 || q > 4) return null;
  const nowYear = new Date(now).getUTCFullYear();
  let from = Date.UTC(year ?? nowYear, (q - 1) * 3, 1);
  if (year === null && from > now) from = Date.UTC(nowYear - 1, (q - 1) * 3, 1);
  if (from > now) return null;
  const to = monthStart(from, 3);
  return closed(`in Q${q} ${new Date(from).getUTCFullYear()}`, from, to);
}

const QUARTER_WORDS: Record<string, number> = { ...ORDINALS, last: 4 };

/** Time words this reader does not apply (parts of a day, weekends, seasons): the answer must say so. */
const UNREAD_TIME =
  /\b(mornings?|afternoons?|evenings?|nights?|overnight|weekends?|weekdays only|(?:on|during|over) (?:the )?(?:weekdays|workdays|working days|business days)|workdays|\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?|noon|midday|midnight|o'clock|business hours|working hours|holidays?|blackfriday|cybermonday|thanksgiving|easter|labou?r day|memorial day|season\w*|summer|winter|spring|autumn|quarters?|q[1-4]|h[12]|fortnights?|decades?|semesters?|fiscal|recently|lately|of late)\b/;

// A length measured from each user's own events ("within 2 hours of signing up", "2 days after joining") or any
// stretch of that length ("in a 3-day span", "3 days in a row"): no query here computes such windows.
const RELATIVE_WINDOW = new RegExp(
  [
    `\\b(?:within|in under|in less than|less than|under|inside|after|before)\\s+(?:an?|one|\\d+)\\s*${UNIT}\\s+(?:of|after|before|from)\\b`,
    `\\b\\d+\\s*${UNIT}\\s+(?:after|before|apart)\\b`,
    `\\b(?:an?|one|\\d+)[- ]?(?:hour|day|week|month)s?[- ](?:span|window|stretch|streak|interval|timeframe|period)\\b`,
    `\\b(?:span|window|stretch|streak|interval|timeframe|(?:an?|any) period) of (?:an?|one|\\d+)\\s*${UNIT}\\b`,
    // "in their first week", "the first 3 days after signing up": each user's own first days
    `\\b(?:(?:their|his|her|its|a user's|each user's|every user's|the user's) |(?<=\\bin ))(?:very )?first (?:\\d+\\s*)?${UNIT}\\b`,
    `\\bfirst (?:\\d+\\s*)?${UNIT} (?:after|since|of|following) (?:they |the user |a user |users )?(?:sign\\w*|join\\w*|regist\\w*|install\\w*|onboard\\w*|creat\\w*|start\\w*|becom\\w*)`,
    `\\b(?:\\d+\\s+)?${UNIT}\\s+in\\s+a\\s+row\\b|\\bconsecutive\\s+${UNIT}\\b|\\b\\d+\\s+consecutive\\b`,
  ].join('|'),
);

/** The first length in a question (time phrases already blanked) that is a window no query computes, or null. */
export function relativeWindow(textWithoutTimes: string): string | null {
  return RELATIVE_WINDOW.exec(textWithoutTimes.toLowerCase())?.[0] ?? null;
}

// "(dates are day/month/year)", "dd/mm/yyyy", "(d/m/y)": the asker says how slash dates are
// written, and the note is no part of the question
const dateOrderNote = (first: string, second: string) =>
  new RegExp(
    `[(,;-]?\\s*(?:(?:all |the |my )?dates?(?: are| in| as)?(?: written)?(?: in)?(?: the)?\\s*)?\\b(?:${first[0]}${first[0]}?\\s*/\\s*${second[0]}${second[0]}?\\s*/\\s*y{1,4}|${first}\\s*/\\s*${second}\\s*/\\s*year)\\b(?:\\s*format)?\\s*\\)?`,
    'i',
  );
const DAY_FIRST_NOTE = dateOrderNote('day', 'month');
const MONTH_FIRST_NOTE = dateOrderNote('month', 'day');

/**
 * "between 10/6/2026 and 10/20/2026": a slash date that can only be month/day (20 is no month)
 * says how the question writes its dates, and the ones that could be either are read the same
 * way (rewritten year-month-day). Dates that disagree, or none that settles it, stay as written.
 */
export function settleSlashDates(asked: string): string {
  const SLASH = /(?<![\w/.])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\w/])/g;
  let dayFirst = DAY_FIRST_NOTE.test(asked);
  let monthFirst = MONTH_FIRST_NOTE.test(asked);
  const text = asked.replace(DAY_FIRST_NOTE, ' ').replace(MONTH_FIRST_NOTE, ' ');
  for (const [, a, b] of text.matchAll(SLASH)) {
    if (Number(a) > 12 && Number(b) <= 12) dayFirst = true;
    if (Number(b) > 12 && Number(a) <= 12) monthFirst = true;
  }
  if (dayFirst === monthFirst) return asked;
  const two = (x: string) => x.padStart(2, '0');
  return text.replace(SLASH, (_all, a: string, b: string, year: string) =>
    dayFirst ? `${year}-${two(b)}-${two(a)}` : `${year}-${two(a)}-${two(b)}`,
  );
}

/** A slash date that reads as day/month and as month/day (03/11/2026): the question must say which. */
export function ambiguousSlashDate(textWithoutTimes: string): string | null {
  // without a year only after a word that leads a date ("on 3/4"), as "3/4 of users" is a fraction
  for (const m of textWithoutTimes.matchAll(
    /(?:\b(on|since|before|after|until|from|between|and|to|through)\s+)?(?<![\w/.])((\d{1,2})\/(\d{1,2})(\/(?:\d{4}|\d{2}))?)(?![\w/])/gi,
  )) {
    const [a, b] = [Number(m[3]), Number(m[4])];
    if ((m[1] || m[5]) && a >= 1 && b >= 1 && a <= 12 && b <= 12 && a !== b) return m[2] ?? null;
  }
  return null;
}

/** The first time word of a question (time phrases already blanked) that no rule could read. */
export function unreadTimeWord(textWithoutTimes: string): string | null {
  // "what did X do most recently": the latest, which the plan reads; no period to narrow to
  // ("median nights per slip_reserved": a unit the value is counted in, measured per event)
  const text = textWithoutTimes
    .toLowerCase()
    .replace(/\bmost recently\b/g, ' ')
    .replace(/\b(?:nights|days|hours|minutes|weeks)\s+(?=per\s)/g, ' ');
  return UNREAD_TIME.exec(text)?.[0] ?? null;
}
