// Number and date wording of answers (SEMANTICS.md "Numbers in answers").

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Half away from zero; the epsilon absorbs binary noise such as 1.005 * 100. */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return (Math.sign(x) * Math.round(Math.abs(x) * f + 1e-9)) / f;
}

// one formatter each (toLocaleString with options builds a new one on every call)
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(x: number): string {
  const r = roundTo(x, 2);
  const text = (Number.isInteger(r) ? WHOLE : CENTS).format(Math.abs(r));
  return (r < 0 ? '-' : '') + text;
}

export function formatPercent(x: number): string {
  return `${roundTo(x, 1).toFixed(1).replace(/\.0$/, '')}%`;
}

export function percentOf(part: number, whole: number): number {
  return roundTo((100 * part) / whole, 1);
}

export function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

export function isoMinute(t: number): string {
  return new Date(t).toISOString().slice(0, 16).replace('T', ' ');
}

/** A time elapsed in words, in whole units: "3 days and 4 hours", "5 hours and 12 minutes", "7 minutes". */
export function elapsedWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [days, hours, mins] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
  const part = (k: number, unit: string) => `${k} ${plural(k, unit)}`;
  if (days) return hours ? `${part(days, 'day')} and ${part(hours, 'hour')}` : part(days, 'day');
  if (hours) return mins ? `${part(hours, 'hour')} and ${part(mins, 'minute')}` : part(hours, 'hour');
  return part(mins, 'minute');
}

export function monthLabel(t: number): string {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function hourLabel(h: number): string {
  return `${String(h).padStart(2, '0')}:00`;
}

/** "one", "two and three", "one, two and three" (or "two or three"). */
export function joinWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

export function quoteName(name: string): string {
  return `\`${name}\``;
}

/** "`a`, `b` and `c`" (or "`a` or `b`"). */
export const quoteNames = (names: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  joinWords(names.map(quoteName), conjunction);

/** A scope's event names: its events are those of any of them, "`a` or `b` events" ("`a` and `b`" reads as both). */
export const anyOfNames = (names: readonly string[]): string => quoteNames(names, 'or');

/** A range's words without its dates: "last month", "yesterday", "this month". */
export const periodWords = (range: { label: string }): string =>
  range.label.replace(/ \(.*/, '').replace(/, \d{4}-\d\d-\d\d$/, '');

/** Ordinal words: "the second most common", "the 3rd quarter". */
export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
