// Hostile input over the whole HTTP surface, in-process (app.inject) on a real SQLite file:
// never a 5xx, and every non-2xx has the documented error body and the X-RateLimit-* headers.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ValidationError } from '../../src/domain/errors.js';
import { checkListQuery, checkQuestion, checkUsageEvent, parseTimestamp } from '../../src/domain/validate.js';
import { admin, bearer, createAccount, startService, tempDir, type TestService } from '../helpers.js';
import { BULK_PLANS } from '../reliability/server-process.js';

const RUNS = Number(process.env.FC_RUNS ?? 150);
const valid = { userId: 'u1', eventName: 'login', eventValue: 3, timestamp: '2026-01-02T03:04:05Z' };

/** The contract's promise for any response: no 5xx; errors have their documented shape. */
function assertWellFormed(res: LightMyRequestResponse, what: string, { admin: isAdmin = false } = {}) {
  const label = `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  assert.ok(res.statusCode < 500, label);
  if (!isAdmin)
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      assert.ok(res.headers[h] !== undefined, `${h} missing: ${label}`);
  if (res.statusCode < 300 || res.statusCode === 304) return;
  if (res.raw.req.method === 'HEAD') return;
  let body: Record<string, unknown>;
  try {
    body = res.json() as Record<string, unknown>;
  } catch {
    assert.fail(`error body is not JSON: ${label}`);
  }
  assert.equal(typeof body.error, 'string', label);
  assert.equal(typeof body.message, 'string', label);
  if (res.statusCode === 400) assert.equal(typeof body.field, 'string', label);
  if (res.statusCode === 429) assert.equal(typeof body.retryAfter, 'number', label);
}

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '\u0000',
    '\ud800',
    '💥'.repeat(200),
    'x'.repeat(256),
    '"; DROP TABLE events; --',
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 999999, 999999.0000001, -999999, 1000000, 0, -0, 2 ** 53 + 1),
);
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
);
const hostileObject = fc
  .record(
    {
      userId: fc.option(hostileValue),
      eventName: fc.option(hostileValue),
      eventValue: fc.option(hostileValue),
      timestamp: fc.option(
        fc.oneof(
          hostileValue,
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      ),
      question: fc.option(hostileValue),
      extra: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'a'),
        hostileValue,
      ),
    },
    { requiredKeys: [] },
  )
  .map((r) => {
    const out: Record<string, unknown> = { ...valid };
    for (const [k, v] of Object.entries(r)) if (k !== 'extra' && v !== null) out[k] = v;
    // Extra keys as raw JSON text, so that "__proto__" reaches the parser as a real key.
    const extra = Object.entries(r.extra ?? {})
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
      .join('');
    return `{${extra}${JSON.stringify(out).slice(1)}`;
  });

describe('validators never fail in an unexpected way', () => {
  const checks = { checkUsageEvent, checkQuestion, checkListQuery };
  for (const [name, check] of Object.entries(checks)) {
    test(`${name}: any input is accepted or a ValidationError`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.anything(),
            hostileObject.map((s) => JSON.parse(s) as unknown),
          ),
          (input) => {
            try {
              check(input);
            } catch (err) {
              assert.ok(err instanceof ValidationError, String(err));
              assert.equal(typeof err.field, 'string');
            }
          },
        ),
        { numRuns: RUNS * 2 },
      );
    });
  }

  test('checkUsageEvent accepts only what the contract allows', () => {
    fc.assert(
      fc.property(
        hostileObject.map((s) => JSON.parse(s) as Record<string, unknown>),
        (body) => {
          let out;
          try {
            out = checkUsageEvent(body);
          } catch {
            return;
          }
          const len = (s: string) => [...s].length;
          assert.ok(
            typeof out.userId === 'string' &&
              len(out.userId) >= 1 &&
              len(out.userId) <= 255 &&
              /\S/.test(out.userId),
          );
          assert.ok(
            typeof out.eventName === 'string' &&
              len(out.eventName) >= 1 &&
              len(out.eventName) <= 100 &&
              /\S/.test(out.eventName),
          );
          assert.ok(
            typeof out.eventValue === 'number' &&
              Number.isFinite(out.eventValue) &&
              Math.abs(out.eventValue) <= 999999,
          );
          const t = parseTimestamp(out.timestamp);
          assert.ok(t !== null && t >= 0 && t <= Date.now() + 86_400_000);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  test('parseTimestamp never throws, and reads back any ISO instant', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        parseTimestamp(s);
      }),
      { numRuns: RUNS * 2 },
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          assert.equal(parseTimestamp(d.toISOString()), d.getTime());
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('the HTTP surface under hostile input', () => {
  let service: TestService;
  let key = '';
  let accountId = '';
  const plans = tempDir();
  before(async () => {
    writeFileSync(join(plans.path, 'plans.json'), BULK_PLANS);
    service = await startService({ PLANS_FILE: join(plans.path, 'plans.json') });
    ({ apiKey: key, accountId } = await createAccount(service, 'bulk'));
  });
  after(async () => {
    await service.stop();
    plans.remove();
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype was polluted');
  });
  const inject = (opts: InjectOptions) => service.app.inject(opts);

  test('POST /usage and POST /ai with random JSON, wrong types, huge numbers, pollution keys', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/usage', '/ai'),
        fc.oneof(
          hostileObject,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (url, payload) => {
          const res = await inject({
            method: 'POST',
            url,
            payload,
            headers: { ...bearer(key), 'content-type': 'application/json' },
          });
          assertWellFormed(res, `${url} ${payload.slice(0, 200)}`);
          assert.ok(
            [200, 400].includes(res.statusCode),
            `${url} ${payload.slice(0, 200)} → ${res.statusCode} ${res.body}`,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('random bytes (invalid UTF-8 included) as a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('/usage', '/ai', '/admin/accounts'),
        async (bytes, url) => {
          const headers = {
            ...(url.startsWith('/admin') ? admin : bearer(key)),
            'content-type': 'application/json',
          };
          const res = await inject({ method: 'POST', url, payload: Buffer.from(bytes), headers });
          assertWellFormed(res, `${url} ${Buffer.from(bytes).toString('hex').slice(0, 80)}`, {
            admin: url.startsWith('/admin'),
          });
        },
      ),
      { numRuns: RUNS },
    );
    // A valid body whose strings carry invalid UTF-8 sequences.
    const bad = Buffer.concat([
      Buffer.from('{"userId":"a'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
      Buffer.from('","eventName":"x","timestamp":"2026-01-02T03:04:05Z"}'),
    ]);
    const res = await inject({
      method: 'POST',
      url: '/usage',
      payload: bad,
      headers: { ...bearer(key), 'content-type': 'application/json' },
    });
    assertWellFormed(res, 'invalid UTF-8 in a string');
  });

  test('prototype-pollution keys are ignored, never applied', async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true},${JSON.stringify(valid).slice(1)}`;
    const res = await inject({
      method: 'POST',
      url: '/usage',
      payload: body,
      headers: { ...bearer(key), 'content-type': 'application/json' },
    });
    assertWellFormed(res, 'pollution');
    assert.equal(res.statusCode, 200);
    const nested = `{"userId":{"__proto__":{"polluted":true}},"eventName":"x","timestamp":"2026-01-02T03:04:05Z"}`;
    assertWellFormed(
      await inject({
        method: 'POST',
        url: '/usage',
        payload: nested,
        headers: { ...bearer(key), 'content-type': 'application/json' },
      }),
      'nested pollution',
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  test('deep nesting: 10^5 levels is a 413, 20,000 levels within 64 KiB a 400', async () => {
    const deep = (n: number) =>
      `{"userId":${'['.repeat(n)}${']'.repeat(n)},"eventName":"x","timestamp":"2026-01-02T03:04:05Z"}`;
    const huge = await inject({
      method: 'POST',
      url: '/usage',
      payload: deep(100_000),
      headers: { ...bearer(key), 'content-type': 'application/json' },
    });
    assertWellFormed(huge, 'deep 1e5');
    assert.equal(huge.statusCode, 413);
    for (const url of ['/usage', '/ai']) {
      const res = await inject({
        method: 'POST',
        url,
        payload: deep(20_000).replace('"userId"', url === '/ai' ? '"question"' : '"userId"'),
        headers: { ...bearer(key), 'content-type': 'application/json' },
      });
      assertWellFormed(res, `deep 2e4 ${url}`);
      assert.equal(res.statusCode, 400);
    }
    const objects = `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)},${JSON.stringify(valid).slice(1)}`;
    const res = await inject({
      method: 'POST',
      url: '/usage',
      payload: objects,
      headers: { ...bearer(key), 'content-type': 'application/json' },
    });
    assertWellFormed(res, 'deep objects in an ignored field');
    // The NDJSON import: a deeply nested line is rejected, the others imported.
    const ndjson = `${deep(20_000)}\n${JSON.stringify(valid)}\n`;
    const imported = await inject({
      method: 'POST',
      url: `/admin/accounts/${accountId}/events`,
      payload: ndjson,
      headers: { ...admin, 'content-type': 'application/x-ndjson' },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.equal(imported.json().imported, 1);
    assert.deepEqual(
      imported.json().rejected.map((r: { line: number }) => r.line),
      [1],
    );
  });

  test('bodies over 64 KiB are a 413 with the error body', async () => {
    for (const [url, headers] of [
      ['/usage', bearer(key)],
      ['/ai', bearer(key)],
      ['/admin/accounts', admin],
    ] as const) {
      const payload = JSON.stringify({ ...valid, question: 'q', padding: 'x'.repeat(70_000) });
      const res = await inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      assertWellFormed(res, `${url} 70 KB`, { admin: url.startsWith('/admin') });
      assert.equal(res.statusCode, 413);
    }
  });

  test('huge and many headers', async () => {
    const many: Record<string, string> = { ...bearer(key), 'content-type': 'application/json' };
    for (let i = 0; i < 2000; i++) many[`x-h${i}`] = 'v'.repeat(50);
    assertWellFormed(
      await inject({ method: 'POST', url: '/usage', payload: valid, headers: many }),
      'many headers',
    );
    for (const name of ['authorization', 'idempotency-key', 'content-type', 'x-forwarded-for', 'accept']) {
      const headers: Record<string, string> = {
        ...bearer(key),
        'content-type': 'application/json',
        [name]: 'A'.repeat(1_000_000),
      };
      assertWellFormed(
        await inject({ method: 'POST', url: '/usage', payload: valid, headers }),
        `1 MB ${name}`,
      );
    }
  });

  test('random methods, paths, query strings and headers', async () => {
    const method = fc.constantFrom(
      'GET',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'HEAD',
      'TRACE',
      'PROPFIND',
      'SEARCH',
    );
    const segment = fc.oneof(
      fc.constantFrom(
        'usage',
        'ai',
        'admin',
        'accounts',
        'keys',
        'events',
        'openapi.json',
        'healthz',
        'readyz',
        '..',
        '%2e%2e',
        '%00',
        '__proto__',
        '',
        'acct_X',
      ),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    );
    const query = fc
      .array(
        fc.tuple(
          fc.constantFrom('limit', 'userId', '__proto__', 'constructor', 'x', 'limit[]'),
          fc.oneof(
            fc.constantFrom('0', '-1', '1.5', '1e3', '1000000', 'NaN', '', '%', '+5', ' 5'),
            fc.string({ maxLength: 300 }),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    const auth = fc.constantFrom<Record<string, string>>(
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic x' },
      admin,
      {},
    );
    await fc.assert(
      fc.asyncProperty(
        method,
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        query,
        auth,
        fc.boolean(),
        async (m, segments, q, authHeader, useKey) => {
          const url = `/${segments.join('/')}${q ? `?${q}` : ''}`;
          const headers = useKey ? bearer(key) : authHeader;
          const res = await inject({
            method: m as 'GET',
            url,
            headers,
            ...(['POST', 'PUT', 'PATCH'].includes(m)
              ? { payload: '{}', headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
          });
          const isAdmin =
            url.startsWith('/admin') &&
            res.statusCode !== 404 &&
            res.statusCode !== 405 &&
            res.statusCode !== 401 &&
            res.statusCode !== 429;
          assertWellFormed(res, `${m} ${url}`, { admin: isAdmin });
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  test('GET /usage: random limit and userId values are a 200 or a 400 naming the parameter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String))),
        fc.option(fc.string({ maxLength: 300 })),
        async (limit, userId) => {
          const params = new URLSearchParams();
          if (limit !== null) params.set('limit', limit);
          if (userId !== null) params.set('userId', userId);
          const res = await inject({ method: 'GET', url: `/usage?${params}`, headers: bearer(key) });
          assertWellFormed(res, `GET /usage?${params}`);
          if (res.statusCode === 400) assert.ok(['limit', 'userId'].includes(res.json().field), res.body);
          else assert.equal(res.statusCode, 200, res.body);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('the process still serves normal traffic afterwards', async () => {
    const res = await inject({ method: 'POST', url: '/usage', payload: valid, headers: bearer(key) });
    assert.equal(res.statusCode, 200);
  });
});
