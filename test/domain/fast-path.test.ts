// The NDJSON import's fast path (parseUsageLine) and the RegExp-free parseTimestamp against the
// full validator: the fast path may only answer "valid, and this is the event" when the full
// path (JSON.parse + checkUsageEvent + parseTimestamp) gives the same event; otherwise it must
// step aside (undefined) so that the full path accepts or words the rejection.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ValidationError } from '../../src/domain/errors.js';
import {
  checkUsageEvent,
  parseTimestamp,
  parseTimestampReference,
  parseUsageLine,
} from '../../src/domain/validate.js';

const DAY = 86_400_000;

/** The full path, as the import ran it before the fast path: the event, or the rejection. */
function full(
  line: string,
):
  | { event: { userId: string; eventName: string; eventValue: number; timestamp: number } }
  | { field: string } {
  let body: unknown;
  try {
    body = JSON.parse(line);
  } catch {
    return { field: 'body' };
  }
  try {
    const v = checkUsageEvent(body);
    return {
      event: {
        userId: v.userId,
        eventName: v.eventName,
        eventValue: v.eventValue ?? 1,
        timestamp: parseTimestamp(v.timestamp) as number,
      },
    };
  } catch (err) {
    assert.ok(err instanceof ValidationError);
    return { field: err.field };
  }
}

const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((x) => String(x).padStart(n, '0'));
/** Timestamps near the grammar: mostly well-formed, with every part sometimes wrong. */
const timestampText = fc.oneof(
  fc
    .date({ min: new Date('1960-01-01'), max: new Date(Date.now() + 3 * DAY), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc
    .date({ min: new Date('1969-06-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')),
  fc
    .tuple(
      digits(4),
      digits(2),
      digits(2),
      digits(2),
      digits(2),
      digits(2),
      fc.option(
        fc
          .string({ unit: fc.constantFrom('0', '1', '5', '9', 'x'), minLength: 0, maxLength: 12 })
          .map((s) => `.${s}`),
      ),
      fc.oneof(
        fc.constant('Z'),
        fc.constant('z'),
        fc.constant(''),
        fc
          .tuple(fc.constantFrom('+', '-'), digits(2), fc.constantFrom(':', ''), digits(2))
          .map((a) => a.join('')),
      ),
      fc.constantFrom('T', 't', ' '),
      fc.constantFrom('-', '/'),
    )
    .map(
      ([y, mo, d, h, mi, s, f, z, t, sep]) => `${y}${sep}${mo}${sep}${d}${t}${h}:${mi}:${s}${f ?? ''}${z}`,
    ),
  fc.string({ maxLength: 30 }),
);

test('parseTimestamp equals the former RegExp implementation', () => {
  fc.assert(
    fc.property(timestampText, (text) => {
      assert.equal(parseTimestamp(text), parseTimestampReference(text), text);
    }),
    { numRuns: 20_000 },
  );
  for (const t of [
    '0000-02-29T00:00:00Z',
    '0004-02-29T00:00:00Z',
    '0099-12-31T23:59:59.999Z',
    '1900-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '2026-01-02T03:04:05.Z',
    '2026-01-02T03:04:05Z\n',
    '2026-01-02T03:04:05+24:00',
    '2026-01-02T03:04:05+23:59',
  ]) {
    assert.equal(parseTimestamp(t), parseTimestampReference(t), t);
  }
});

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\t',
    '\u00a0',
    '\u2003x',
    'a"b',
    'a\\b',
    'é',
    '\ud83d\ude00',
    '\ud800',
    '\u0000',
    'x\ny',
  ),
  fc.string({ unit: fc.constantFrom('a', ' ', 'é', '\ud83d\ude00'), minLength: 95, maxLength: 260 }),
);
const value = fc.oneof(
  fc.integer({ min: -1_100_000, max: 1_100_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('5', null, true, [], {}, 999999, -999999, 1e6, -0, 0.5),
);
const member = (key: string, v: fc.Arbitrary<unknown>) =>
  fc.option(
    v.map((x) => [key, x] as [string, unknown]),
    { nil: undefined },
  );

/** Objects with the four members (each sometimes missing or wrong), sometimes extra ones. */
const body = fc
  .tuple(
    member('userId', fc.oneof(text, value)),
    member('eventName', fc.oneof(text, value)),
    member('eventValue', value),
    member('timestamp', fc.oneof(timestampText, value)),
    fc.option(
      fc.tuple(fc.constantFrom('extra', 'userId', '__proto__', 'user\u0049d'), fc.oneof(text, value)),
    ),
  )
  .chain(([a, b, c, d, extra]) =>
    fc
      .shuffledSubarray(
        [a, b, c, d, extra ?? undefined].filter((m) => m !== undefined) as [string, unknown][],
        { minLength: 0 },
      )
      .map((members) => members),
  );

/** Mostly valid bodies (so that the fast path is exercised), members in any order. */
const recent = fc
  .integer({ min: Date.now() - 400 * DAY, max: Date.now() + 20 * 3_600_000 })
  .map((t) => new Date(t).toISOString());
const validish = fc
  .tuple(
    fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), text),
    fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), text),
    fc.option(
      fc.oneof(
        fc.integer({ min: -999999, max: 999999 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        value,
      ),
      { nil: undefined },
    ),
    fc.oneof(recent, recent, timestampText),
  )
  .chain(([u, e, v, t]) =>
    fc.shuffledSubarray(
      [
        ['userId', u],
        ['eventName', e],
        ['timestamp', t],
        ...(v === undefined ? [] : [['eventValue', v]]),
      ] as [string, unknown][],
      { minLength: 3 },
    ),
  );

/** The members as JSON text: compact, spaced, with escapes, duplicated, or damaged. */
const line = fc
  .tuple(
    fc.oneof(validish, validish, body),
    fc.constantFrom('', ' ', '\t', '  '),
    fc.constantFrom('none', 'escape', 'trailing', 'cut', 'dup', 'array', 'raw'),
  )
  .map(([members, sp, how]) => {
    const parts = members.map(
      ([k, v]) => `${sp}${JSON.stringify(k)}${sp}:${sp}${JSON.stringify(v) ?? 'null'}`,
    );
    let out = `${sp}{${parts.join(',')}${sp}}${sp}`;
    if (how === 'escape') out = out.replace(/"u/g, '"\\u0075');
    if (how === 'trailing') out = out.replace(/}\s*$/, ',}');
    if (how === 'cut') out = out.slice(0, Math.max(0, out.length - 3));
    if (how === 'dup' && parts.length) out = out.replace('{', `{${parts[parts.length - 1]},`);
    if (how === 'array') out = `[${out}]`;
    if (how === 'raw') out = out.replace(/\\u0000/g, '\u0000').replace(/\\t/g, '\t');
    return out;
  });

test("fast path: undefined, or exactly the full path's event", () => {
  let fast = 0;
  fc.assert(
    fc.property(line, (l) => {
      const got = parseUsageLine(l);
      if (got === undefined) return;
      fast++;
      const expected = full(l);
      assert.ok(
        'event' in expected,
        `fast path accepted a line the full path rejects (${JSON.stringify(expected)}): ${l}`,
      );
      assert.deepEqual(got, expected.event, l);
      assert.ok(Object.is(got.eventValue, expected.event.eventValue), l);
    }),
    { numRuns: 30_000 },
  );
  assert.ok(fast > 1000, `the fast path took only ${fast} lines`);
});

test('fast path takes the common well-formed lines (compact, spaced, any order, eventValue omitted)', () => {
  const now = new Date(Date.now() - 60_000).toISOString();
  for (const l of [
    `{"userId":"u_0001","eventName":"login","eventValue":3,"timestamp":"${now}"}`,
    `{ "timestamp": "${now}", "eventName": "page view", "userId": "Ünïcødé 😀" }`,
    `{"userId":"u","eventName":"e","eventValue":-999999,"timestamp":"2020-01-01T00:00:00+05:30"}`,
    `{"userId":"u","eventName":"e","eventValue":1.5e2,"timestamp":"2020-01-01T00:00:00.5Z"}`,
  ]) {
    const got = parseUsageLine(l);
    const expected = full(l);
    assert.ok(got && 'event' in expected, l);
    assert.deepEqual(got, expected.event);
  }
  // Valid, but for the full path: escapes, extra members; and every invalid line.
  for (const l of [
    '{"userId":"a\\"b","eventName":"e","timestamp":"2020-01-01T00:00:00Z"}',
    '{"userId":"u","eventName":"e","timestamp":"2020-01-01T00:00:00Z","source":"x"}',
    '{"userId":" ","eventName":"e","timestamp":"2020-01-01T00:00:00Z"}',
    '{}',
    '[]',
    'null',
    '{"userId":"u"',
    '',
  ]) {
    assert.equal(parseUsageLine(l), undefined, l);
  }
});
