import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ValidationError } from '../../src/domain/errors.js';
import { checkListQuery, checkUsageEvent, parseTimestamp } from '../../src/domain/validate.js';

const valid = { userId: 'u1', eventName: 'login', eventValue: 3, timestamp: '2026-01-02T03:04:05Z' };
const fieldOf = (body: unknown) => {
  try {
    checkUsageEvent(body);
    return null;
  } catch (err) {
    assert.ok(err instanceof ValidationError);
    return err.field;
  }
};

test('timestamps: ISO 8601 with seconds and an explicit offset', () => {
  assert.equal(parseTimestamp('2026-01-02T03:04:05Z'), Date.UTC(2026, 0, 2, 3, 4, 5));
  assert.equal(parseTimestamp('2026-01-02T03:04:05.123Z'), Date.UTC(2026, 0, 2, 3, 4, 5, 123));
  assert.equal(parseTimestamp('2026-01-02T03:04:05.123456789Z'), Date.UTC(2026, 0, 2, 3, 4, 5, 123));
  assert.equal(parseTimestamp('2026-01-02T03:04:05+02:00'), Date.UTC(2026, 0, 2, 1, 4, 5));
  assert.equal(parseTimestamp('2026-01-02T03:04:05-05:30'), Date.UTC(2026, 0, 2, 8, 34, 5));
  assert.equal(parseTimestamp('2024-02-29T00:00:00Z'), Date.UTC(2024, 1, 29));
  for (const bad of [
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-02T24:00:00Z',
    '2026-01-02T03:04Z',
    '2026-01-02T03:04:05',
    '2026-01-02',
    '2026-01-02 03:04:05Z',
    'yesterday',
    '',
    '2026-01-02T03:04:60Z',
    '2026-01-02T03:04:05+2:00',
    '1735689600',
  ]) {
    assert.equal(parseTimestamp(bad), null, bad);
  }
});

test('event bodies: each rule names its field', () => {
  assert.equal(fieldOf(valid), null);
  assert.deepEqual(checkUsageEvent({ ...valid, eventValue: undefined }).eventValue, 1);
  assert.equal(fieldOf([]), 'body');
  assert.equal(fieldOf('x'), 'body');
  assert.equal(fieldOf(null), 'body');
  assert.equal(fieldOf({ ...valid, userId: '' }), 'userId');
  assert.equal(fieldOf({ ...valid, userId: '   ' }), 'userId');
  assert.equal(fieldOf({ ...valid, userId: 5 }), 'userId');
  assert.equal(fieldOf({ ...valid, userId: 'x'.repeat(256) }), 'userId');
  assert.equal(fieldOf({ ...valid, userId: '😀'.repeat(255) }), null, '255 code points is allowed');
  assert.equal(fieldOf({ ...valid, eventName: 'x'.repeat(101) }), 'eventName');
  assert.equal(fieldOf({ ...valid, eventValue: '5' }), 'eventValue');
  assert.equal(fieldOf({ ...valid, eventValue: 1_000_000 }), 'eventValue');
  assert.equal(fieldOf({ ...valid, eventValue: -999999 }), null);
  assert.equal(fieldOf({ ...valid, eventValue: null }), 'eventValue');
  assert.equal(fieldOf({ ...valid, timestamp: '1969-12-31T23:59:59Z' }), 'timestamp');
  assert.equal(fieldOf({ ...valid, timestamp: '1970-01-01T00:30:00+01:00' }), 'timestamp');
  assert.equal(
    fieldOf({ ...valid, timestamp: new Date(Date.now() + 25 * 3600e3).toISOString() }),
    'timestamp',
  );
  assert.equal(fieldOf({ ...valid, timestamp: new Date(Date.now() + 23 * 3600e3).toISOString() }), null);
  assert.equal(fieldOf({ ...valid, extra: { nested: true } }), null, 'unknown fields are ignored');
});

test('several problems: the first in the order userId, eventName, eventValue, timestamp', () => {
  assert.equal(fieldOf({}), 'userId');
  assert.equal(fieldOf({ timestamp: 'x', eventValue: 'x', eventName: '' }), 'userId');
  assert.equal(fieldOf({ userId: 'u', timestamp: 'x', eventValue: 'x' }), 'eventName');
  assert.equal(fieldOf({ userId: 'u', eventName: 'e', timestamp: 'x', eventValue: 'x' }), 'eventValue');
  assert.equal(fieldOf({ userId: 'u', eventName: 'e' }), 'timestamp');
});

test('list query: limit and userId', () => {
  assert.doesNotThrow(() => checkListQuery({ limit: '10', userId: 'u' }));
  for (const limit of ['abc', '-1', '1.5', '', '1e3', ['1', '2']]) {
    assert.throws(
      () => checkListQuery({ limit }),
      (e: ValidationError) => e.field === 'limit',
      String(limit),
    );
  }
  assert.throws(
    () => checkListQuery({ userId: '' }),
    (e: ValidationError) => e.field === 'userId',
  );
  assert.throws(
    () => checkListQuery({ userId: 'x'.repeat(256) }),
    (e: ValidationError) => e.field === 'userId',
  );
});

test('property: any JSON value is either accepted or rejected with a known field', () => {
  const fields = new Set(['body', 'userId', 'eventName', 'eventValue', 'timestamp']);
  fc.assert(
    fc.property(
      fc.oneof(
        fc.jsonValue(),
        fc.record(
          {
            userId: fc.oneof(fc.string(), fc.jsonValue()),
            eventName: fc.oneof(fc.string(), fc.jsonValue()),
            eventValue: fc.oneof(fc.double(), fc.jsonValue()),
            timestamp: fc.oneof(
              fc.date().map((d) => (isNaN(+d) ? 'x' : d.toISOString())),
              fc.string(),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      (body) => {
        const field = fieldOf(body);
        assert.ok(field === null || fields.has(field), String(field));
      },
    ),
    { numRuns: 2000 },
  );
});
