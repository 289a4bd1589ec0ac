// Request schemas and the one validator that checks them, shared by the HTTP routes (and so
// the OpenAPI document) and the NDJSON import. Errors name the first offending field in the
// order of the schema's properties (CONTRACT.md: userId, eventName, eventValue, timestamp).
import { Ajv, type ErrorObject } from 'ajv';
import { Type, type Static, type TSchema } from 'typebox';
import { ValidationError } from './errors.js';

const DAY_MS = 86_400_000;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** ISO 8601 date-time with seconds and an explicit offset → epoch ms, or null when invalid. */
export function parseTimestamp(text: string): number | null {
  // The format check and the conversion that follows it parse the same text: remember the last one.
  if (text === lastParsed.text) return lastParsed.value;
  const value = parseTimestampUncached(text);
  lastParsed = { text, value };
  return value;
}
let lastParsed: { text: string; value: number | null } = { text: '', value: null };

/** The decimal digit at `i`, or -1. */
const digitAt = (text: string, i: number) => {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
};
/** The value of `count` decimal digits from `i`, or -1 when one of them is not a digit. */
function digitsAt(text: string, i: number, count: number): number {
  let v = 0;
  for (let k = 0; k < count; k++) {
    const d = digitAt(text, i + k);
    if (d < 0) return -1;
    v = v * 10 + d;
  }
  return v;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * TIMESTAMP's grammar read character by character (no RegExp, no Date for years from 100 on):
 * YYYY-MM-DDTHH:mm:ss, optional .fraction (1+ digits), then Z or ±hh:mm, nothing else.
 */
function parseTimestampUncached(text: string): number | null {
  const n = text.length;
  if (n < 20) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return null;
  if (
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 /* T */ ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  )
    return null;
  let i = 19;
  let fraction = 0;
  if (text.charCodeAt(i) === 46 /* . */) {
    let j = i + 1;
    while (j < n && digitAt(text, j) >= 0) j++;
    if (j === i + 1) return null;
    // Three digits (milliseconds) exactly as Math.floor(Number('0.ddd') * 1000), checked for all 1000.
    fraction = j === i + 4 ? digitsAt(text, i + 1, 3) : Math.floor(Number(`0${text.slice(i, j)}`) * 1000);
    i = j;
  }
  let offset = 0;
  const zone = text.charCodeAt(i);
  if (zone === 90 /* Z */) {
    if (i + 1 !== n) return null;
  } else if (zone === 43 || zone === 45) {
    if (i + 6 !== n || text.charCodeAt(i + 3) !== 58) return null;
    const offsetHours = digitsAt(text, i + 1, 2);
    const offsetMinutes = digitsAt(text, i + 4, 2);
    if (offsetHours < 0 || offsetMinutes < 0 || offsetHours > 23 || offsetMinutes > 59) return null;
    offset = (zone === 45 ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  } else {
    return null;
  }
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  let midnight: number;
  if (year >= 100) {
    const days = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
    if (day < 1 || day > days) return null; // e.g. 2026-02-30
    midnight = Date.UTC(year, month - 1, day);
  } else {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
    date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
    midnight = date.getTime();
  }
  return midnight + ((hour * 60 + minute) * 60 + second) * 1000 + fraction - offset;
}

/** The former RegExp implementation, kept as the reference the property tests compare with. */
export function parseTimestampReference(text: string): number | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = Number(m[10] ?? 0);
  const offsetMinutes = Number(m[11] ?? 0);
  if (
    month < 1 ||
    month > 12 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  )
    return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null; // e.g. 2026-02-30
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  const fraction = Math.floor(Number(`0${m[7] ?? ''}`) * 1000);
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + fraction - offset;
}

// ---- the fast path of the NDJSON import ---------------------------------------------------

/** An accepted line: the fields of UsageEventBody with the default applied and the time parsed. */
export interface ParsedEvent {
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: number;
}

const MAX_VALUE = 999999;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NON_BLANK = /\S/u; // the schema's pattern, as Ajv compiles it (flag u)

/** JSON whitespace (RFC 8259): space, tab, line feed, carriage return. */
const isJsonSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * CONTRACT.md section 1: every string the service stores or searches is valid Unicode without
 * U+0000 (PostgreSQL can store neither a NUL nor an unpaired surrogate; SQLite could, so the
 * two stores would disagree). String.prototype.isWellFormed is native from Node 20 on.
 */
export function isStorableText(text: string): boolean {
  return text.indexOf('\0') < 0 && (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}

/** 1-`max` code points, not only whitespace and storable, as the schema's nonBlank(max). */
function nonBlankWithin(text: string, max: number): boolean {
  if (text.length === 0 || text.length > max || !isStorableText(text)) return false; // over max UTF-16 units: the full check decides
  const c = text.charCodeAt(0);
  return (c > 32 && c < 127) || NON_BLANK.test(text);
}

/**
 * The common well-formed line, without JSON.parse and Ajv: a flat JSON object whose members are
 * only userId, eventName, timestamp (strings without escapes) and eventValue (a number), each
 * at most once, in any order, with optional JSON whitespace. Returns the event when the line is
 * such an object AND satisfies every rule of checkUsageEvent; otherwise undefined, and the
 * caller runs the full path (JSON.parse + checkUsageEvent), which alone accepts the rest and
 * words every rejection. So the fast path never rejects and never accepts what the full path
 * would not (property-tested against it in test/domain/fast-path.test.ts).
 */
export function parseUsageLine(text: string): ParsedEvent | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 123 /* { */) return undefined;
  i++;
  let userId: string | undefined;
  let eventName: string | undefined;
  let eventValue: number | undefined;
  let timestamp: string | undefined;
  for (;;) {
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 34 /* " */) return undefined; // also rejects {} and a trailing comma
    const keyEnd = text.indexOf('"', i + 1);
    if (keyEnd < 0) return undefined;
    const key = text.slice(i + 1, keyEnd);
    i = keyEnd + 1;
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 58 /* : */) return undefined;
    i++;
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
    if (key === 'eventValue') {
      if (eventValue !== undefined) return undefined;
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === 44 || c === 125 || isJsonSpace(c)) break;
        end++;
      }
      const token = text.slice(i, end);
      if (!JSON_NUMBER.test(token)) return undefined;
      eventValue = Number(token);
      if (!(eventValue >= -MAX_VALUE && eventValue <= MAX_VALUE)) return undefined;
      i = end;
    } else {
      if (text.charCodeAt(i) !== 34) return undefined;
      const end = text.indexOf('"', i + 1);
      if (end < 0) return undefined;
      for (let j = i + 1; j < end; j++) {
        const c = text.charCodeAt(j);
        if (c < 32 || c === 92 /* \ */) return undefined; // escapes and control characters: full path
      }
      const value = text.slice(i + 1, end);
      i = end + 1;
      if (key === 'userId') {
        if (userId !== undefined) return undefined;
        userId = value;
      } else if (key === 'eventName') {
        if (eventName !== undefined) return undefined;
        eventName = value;
      } else if (key === 'timestamp') {
        if (timestamp !== undefined) return undefined;
        timestamp = value;
      } else {
        return undefined; // unknown members (allowed, ignored): the full path handles them
      }
    }
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i++);
    if (c === 125 /* } */) break;
    if (c !== 44 /* , */) return undefined;
  }
  while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
  if (i !== n) return undefined;
  if (userId === undefined || eventName === undefined || timestamp === undefined) return undefined;
  if (!nonBlankWithin(userId, 255) || !nonBlankWithin(eventName, 100)) return undefined;
  const ts = parseTimestamp(timestamp);
  if (ts === null || ts < 0 || ts > Date.now() + DAY_MS) return undefined;
  return { userId, eventName, eventValue: eventValue ?? 1, timestamp: ts };
}

/**
 * The common well-formed event of a batch, already parsed, without Ajv: an object whose
 * userId, eventName and timestamp are strings and eventValue (if present) a number, each
 * satisfying checkUsageEvent's rules. Otherwise undefined, and the caller runs checkUsageEvent,
 * which alone words rejections (so this never rejects nor accepts what the full check would not).
 */
export function parseUsageObject(item: unknown): ParsedEvent | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const { userId, eventName, eventValue, timestamp } = item as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof eventName !== 'string' || typeof timestamp !== 'string')
    return undefined;
  if (
    eventValue !== undefined &&
    (typeof eventValue !== 'number' || !(eventValue >= -MAX_VALUE && eventValue <= MAX_VALUE))
  )
    return undefined;
  if (!nonBlankWithin(userId, 255) || !nonBlankWithin(eventName, 100)) return undefined;
  const ts = parseTimestamp(timestamp);
  if (ts === null || ts < 0 || ts > Date.now() + DAY_MS) return undefined;
  return { userId, eventName, eventValue: eventValue ?? 1, timestamp: ts };
}

const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false });
ajv.addFormat('event-time', {
  type: 'string',
  validate: (text: string) => {
    const t = parseTimestamp(text);
    return t !== null && t >= 0 && t <= Date.now() + DAY_MS;
  },
});

ajv.addFormat('text', { type: 'string', validate: isStorableText });

const nonBlank = (maxLength: number, description: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '\\S',
    format: 'text',
    description: `${description} Valid Unicode without NUL.`,
  });

export const UsageEventBody = Type.Object(
  {
    userId: nonBlank(255, 'Identifier of the end user (1-255 characters, not only whitespace).'),
    eventName: nonBlank(100, 'Name of the event (1-100 characters, not only whitespace).'),
    eventValue: Type.Optional(
      Type.Number({ minimum: -999999, maximum: 999999, default: 1, description: 'Default 1.' }),
    ),
    timestamp: Type.String({
      format: 'event-time',
      description:
        'ISO 8601 date-time with seconds and an offset (Z or ±hh:mm); from 1970-01-01 to 24 hours ahead.',
      examples: ['2026-11-21T09:30:00Z'],
    }),
  },
  { additionalProperties: true },
);
export type UsageEventBody = Static<typeof UsageEventBody>;

/** POST /usage/batch: each event is checked on its own (checkUsageEvent), so a bad one is rejected by index. */
export const BatchBody = Type.Object(
  {
    events: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: 1000,
      description: '1 to 1000 events, each a POST /usage body.',
    }),
  },
  { additionalProperties: true },
);

export const QuestionBody = Type.Object(
  {
    question: nonBlank(
      500,
      "A question about this account's events, in plain English (at most 500 characters).",
    ),
  },
  { additionalProperties: true },
);

export const ListQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: '^\\+?[0-9]+$',
        description: 'Whole number ≥ 1; default 100; above 1000 is clamped to 1000.',
      }),
    ),
    userId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        format: 'text',
        description: 'Only events of this user (exact match).',
      }),
    ),
  },
  { additionalProperties: true },
);

const MESSAGES: Record<string, (e: ErrorObject) => string> = {
  required: () => 'is required',
  type: (e) =>
    `must be ${String(e.params.type) === 'array' || String(e.params.type) === 'object' ? 'an' : 'a'} ${String(e.params.type)}`,
  minItems: (e) => `must hold at least ${String(e.params.limit)} event`,
  maxItems: (e) => `must hold at most ${String(e.params.limit)} events`,
  minLength: () => 'must not be empty',
  maxLength: (e) => `must be at most ${String(e.params.limit)} characters`,
  pattern: () => 'must not be empty or only whitespace',
  minimum: (e) => `must be at least ${String(e.params.limit)}`,
  maximum: (e) => `must be at most ${String(e.params.limit)}`,
  format: (e) =>
    e.params.format === 'text'
      ? 'must be valid Unicode text without NUL characters'
      : 'must be an ISO 8601 date-time with seconds and an offset (e.g. 2026-11-21T09:30:00Z), a real date from 1970 on, at most 24 hours ahead',
};

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  const top = error.instancePath.split('/')[1];
  return top ? decodeURIComponent(top.replace(/~1/g, '/').replace(/~0/g, '~')) : 'body';
}

export type Check<T> = (data: unknown) => T;

/**
 * Compiles a validator for an object schema. It throws a ValidationError naming the first
 * offending field (in the schema's property order) and returns the data with defaults.
 */
export function compileCheck<S extends TSchema>(
  schema: S,
  root = 'body',
  rootMessage = 'must be a JSON object',
): Check<Static<S>> {
  const validate = ajv.compile(schema);
  const order = Object.keys((schema as { properties?: object }).properties ?? {});
  const defaults = Object.entries(
    (schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {},
  ).filter(([, p]) => p.default !== undefined);
  return (data) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      throw new ValidationError(root, `${root} ${rootMessage}`);
    if (!validate(data)) {
      const errors = validate.errors ?? [];
      const rank = (e: ErrorObject) => {
        const i = order.indexOf(fieldOf(e));
        return i < 0 ? order.length : i;
      };
      const first = errors.reduce((best, e) => (rank(e) < rank(best) ? e : best));
      const field = fieldOf(first);
      const message =
        field === 'body'
          ? `${root} ${rootMessage}`
          : `${field} ${(MESSAGES[first.keyword] ?? (() => 'is invalid'))(first)}`;
      throw new ValidationError(field === 'body' ? root : field, message);
    }
    const out = { ...(data as Record<string, unknown>) };
    for (const [key, p] of defaults) if (out[key] === undefined) out[key] = p.default;
    return out as Static<S>;
  };
}

export const checkUsageEvent = compileCheck(UsageEventBody);
export const checkQuestion = compileCheck(QuestionBody);
export const checkListQuery = compileCheck(ListQuery, 'query', 'is invalid');
