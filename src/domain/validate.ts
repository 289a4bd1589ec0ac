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

function parseTimestampUncached(text: string): number | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[] as [number, number, number, number, number, number];
  const offsetHours = Number(m[10] ?? 0);
  const offsetMinutes = Number(m[11] ?? 0);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null; // e.g. 2026-02-30
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  const fraction = Math.floor(Number(`0${m[7] ?? ''}`) * 1000);
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + fraction - offset;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false });
ajv.addFormat('event-time', {
  type: 'string',
  validate: (text: string) => {
    const t = parseTimestamp(text);
    return t !== null && t >= 0 && t <= Date.now() + DAY_MS;
  },
});

const nonBlank = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const UsageEventBody = Type.Object({
  userId: nonBlank(255, 'Identifier of the end user (1-255 characters, not only whitespace).'),
  eventName: nonBlank(100, 'Name of the event (1-100 characters, not only whitespace).'),
  eventValue: Type.Optional(Type.Number({ minimum: -999999, maximum: 999999, default: 1, description: 'Default 1.' })),
  timestamp: Type.String({
    format: 'event-time',
    description: 'ISO 8601 date-time with seconds and an offset (Z or ±hh:mm); from 1970-01-01 to 24 hours ahead.',
    examples: ['2026-11-21T09:30:00Z'],
  }),
}, { additionalProperties: true });
export type UsageEventBody = Static<typeof UsageEventBody>;

export const QuestionBody = Type.Object({
  question: nonBlank(500, 'A question about this account\'s events, in plain English (at most 500 characters).'),
}, { additionalProperties: true });

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^\\+?[0-9]+$', description: 'Whole number ≥ 1; default 100; above 1000 is clamped to 1000.' })),
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Only events of this user (exact match).' })),
}, { additionalProperties: true });

const MESSAGES: Record<string, (e: ErrorObject) => string> = {
  required: () => 'is required',
  type: e => `must be a ${String(e.params.type)}`,
  minLength: () => 'must not be empty',
  maxLength: e => `must be at most ${String(e.params.limit)} characters`,
  pattern: () => 'must not be empty or only whitespace',
  minimum: e => `must be at least ${String(e.params.limit)}`,
  maximum: e => `must be at most ${String(e.params.limit)}`,
  format: () => 'must be an ISO 8601 date-time with seconds and an offset (e.g. 2026-11-21T09:30:00Z), a real date from 1970 on, at most 24 hours ahead',
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
export function compileCheck<S extends TSchema>(schema: S, root = 'body', rootMessage = 'must be a JSON object'): Check<Static<S>> {
  const validate = ajv.compile(schema);
  const order = Object.keys((schema as { properties?: object }).properties ?? {});
  const defaults = Object.entries((schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {})
    .filter(([, p]) => p.default !== undefined);
  return data => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new ValidationError(root, `${root} ${rootMessage}`);
    if (!validate(data)) {
      const errors = validate.errors ?? [];
      const rank = (e: ErrorObject) => { const i = order.indexOf(fieldOf(e)); return i < 0 ? order.length : i; };
      const first = errors.reduce((best, e) => (rank(e) < rank(best) ? e : best));
      const field = fieldOf(first);
      const message = field === 'body' ? `${root} ${rootMessage}` : `${field} ${(MESSAGES[first.keyword] ?? (() => 'is invalid'))(first)}`;
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
