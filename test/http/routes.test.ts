// Every status of every route, in-process (app.inject) on a real SQLite store.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_TOKEN,
  admin,
  bearer,
  createAccount,
  isoAgo,
  startService,
  type TestService,
} from '../helpers.js';

let service: TestService;
before(async () => {
  service = await startService();
});
after(async () => {
  await service.stop();
});

const inject = (opts: InjectOptions): Promise<LightMyRequestResponse> => service.app.inject(opts);
const event = (over: Record<string, unknown> = {}) => ({
  userId: 'u1',
  eventName: 'login',
  eventValue: 2,
  timestamp: isoAgo(60_000),
  ...over,
});

function assertError(res: LightMyRequestResponse, status: number, error: string, extra: string[] = []) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json();
  assert.equal(body.error, error);
  assert.equal(typeof body.message, 'string');
  for (const field of extra) assert.ok(field in body, `${field} in ${res.body}`);
}

function assertRateLimitHeaders(res: LightMyRequestResponse, limit: number) {
  assert.equal(res.headers['x-ratelimit-limit'], String(limit));
  assert.match(String(res.headers['x-ratelimit-remaining']), /^\d+$/);
  const reset = Number(res.headers['x-ratelimit-reset']);
  assert.ok(reset >= Math.floor(Date.now() / 1000) && reset < Date.now() / 1000 + 3600, `reset ${reset}`);
}

describe('POST /usage', () => {
  test('200: records an event and returns a time-ordered eventId', async () => {
    const { apiKey } = await createAccount(service);
    const res = await inject({ method: 'POST', url: '/usage', headers: bearer(apiKey), payload: event() });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(typeof body.message, 'string');
    assert.match(body.eventId, /^[A-Za-z0-9_-]{1,64}$/);
    assertRateLimitHeaders(res, 1000);
    assert.equal(res.headers['x-ratelimit-remaining'], '99');
    const second = (
      await inject({ method: 'POST', url: '/usage', headers: bearer(apiKey), payload: event() })
    ).json();
    assert.ok(second.eventId > body.eventId, 'ids sort by arrival');
  });

  test('400: each invalid field is named, malformed JSON is field "body"', async () => {
    const { apiKey } = await createAccount(service);
    const cases: [unknown, string][] = [
      [{ ...event(), userId: undefined }, 'userId'],
      [event({ userId: ' ' }), 'userId'],
      [event({ eventName: 'x'.repeat(101) }), 'eventName'],
      [event({ eventValue: '5' }), 'eventValue'],
      [event({ eventValue: 1e6 }), 'eventValue'],
      [event({ timestamp: '2026-02-30T00:00:00Z' }), 'timestamp'],
      [event({ timestamp: '2026-01-01' }), 'timestamp'],
      [[event()], 'body'],
      [{ eventName: 5, timestamp: 'x' }, 'userId'],
    ];
    for (const [payload, field] of cases) {
      const res = await inject({
        method: 'POST',
        url: '/usage',
        headers: bearer(apiKey),
        payload: payload as object,
      });
      assertError(res, 400, 'Invalid request', ['field']);
      assert.equal(res.json().field, field, JSON.stringify(payload));
      assertRateLimitHeaders(res, 1000);
    }
    for (const payload of ['{"userId":', 'null', '"text"', '']) {
      const res = await inject({
        method: 'POST',
        url: '/usage',
        headers: { ...bearer(apiKey), 'content-type': 'application/json' },
        payload,
      });
      assertError(res, 400, 'Invalid request', ['field']);
      assert.equal(res.json().field, 'body', payload);
    }
    const list = (await inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) })).json();
    assert.equal(list.total, 0, 'nothing was recorded');
  });

  test('401: missing, malformed, unknown and revoked keys', async () => {
    const { apiKey, keyId } = await createAccount(service);
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer uik_nope' },
      { authorization: apiKey },
    ]) {
      const res = await inject({ method: 'POST', url: '/usage', headers, payload: event() });
      assertError(res, 401, 'Unauthorized');
      assertRateLimitHeaders(res, 600);
    }
    assert.equal(
      (await inject({ method: 'DELETE', url: `/admin/keys/${keyId}`, headers: admin })).statusCode,
      204,
    );
    assertError(
      await inject({ method: 'POST', url: '/usage', headers: bearer(apiKey), payload: event() }),
      401,
      'Unauthorized',
    );
  });

  test('413: bodies over 64 KiB', async () => {
    const { apiKey } = await createAccount(service);
    const res = await inject({
      method: 'POST',
      url: '/usage',
      headers: bearer(apiKey),
      payload: event({ pad: 'x'.repeat(70_000) }),
    });
    assertError(res, 413, 'Payload too large');
    assertRateLimitHeaders(res, 1000);
  });

  test('415: a body that is not JSON', async () => {
    const { apiKey } = await createAccount(service);
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await inject({
        method: 'POST',
        url: '/usage',
        headers: { ...bearer(apiKey), 'content-type': type },
        payload: 'hello',
      });
      assertError(res, 415, 'Unsupported media type');
      assertRateLimitHeaders(res, 1000);
    }
  });

  test('429: the burst of 100, then retryAfter and Retry-After', async () => {
    const { apiKey } = await createAccount(service);
    const started = Date.now();
    for (let i = 0; i < 100; i++) {
      const res = await inject({
        method: 'POST',
        url: '/usage',
        headers: bearer(apiKey),
        payload: i % 2 ? event() : { bad: true },
      });
      assert.notEqual(res.statusCode, 429, `request ${i + 1}`);
    }
    // Tokens refill at 1000/min (one per 60 ms) meanwhile: the first 429 comes within that many more.
    let res: LightMyRequestResponse | undefined;
    let extra = 0;
    while (
      (res = await inject({ method: 'POST', url: '/usage', headers: bearer(apiKey), payload: event() }))
        .statusCode === 200
    )
      extra++;
    assert.ok(extra <= Math.ceil((Date.now() - started) / 60) + 1, `${extra} more allowed`);
    assertError(res, 429, 'Rate limit exceeded', ['retryAfter']);
    assert.equal(res.json().retryAfter, 1); // 1000/min refills one token in 60 ms
    assert.equal(res.headers['retry-after'], '1');
    assert.equal(res.headers['x-ratelimit-remaining'], '0');
  });

  test('409 and 422: Idempotency-Key in flight and reused with another body', async () => {
    const { apiKey } = await createAccount(service);
    const headers = { ...bearer(apiKey), 'idempotency-key': 'order-1' };
    const payload = event();
    const [a, b] = await Promise.all([
      inject({ method: 'POST', url: '/usage', headers, payload }),
      inject({ method: 'POST', url: '/usage', headers, payload }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    assertError(a.statusCode === 409 ? a : b, 409, 'Conflict');
    const replay = await inject({ method: 'POST', url: '/usage', headers, payload });
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json().eventId, (a.statusCode === 200 ? a : b).json().eventId);
    assertError(
      await inject({ method: 'POST', url: '/usage', headers, payload: { ...payload, eventValue: 3 } }),
      422,
      'Unprocessable request',
    );
    const list = (await inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) })).json();
    assert.equal(list.total, 1);
  });
});

describe('GET /usage', () => {
  test('200: newest first, ties by arrival, userId filter, limit default and clamp', async () => {
    const { apiKey } = await createAccount(service);
    const t = isoAgo(3_600_000);
    const ids: string[] = [];
    for (const [userId, timestamp] of [
      ['a', isoAgo(7_200_000)],
      ['b', t],
      ['a', t],
      ['b', isoAgo(60_000)],
    ] as const) {
      ids.push(
        (
          await inject({
            method: 'POST',
            url: '/usage',
            headers: bearer(apiKey),
            payload: event({ userId, timestamp }),
          })
        ).json().eventId,
      );
    }
    const res = await inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.events.map((e: { eventId: string }) => e.eventId),
      [ids[3], ids[2], ids[1], ids[0]],
    );
    assert.equal(body.total, 4);
    assert.equal(body.limit, 100);
    assert.deepEqual(Object.keys(body.events[0]).sort(), [
      'eventId',
      'eventName',
      'eventValue',
      'timestamp',
      'userId',
    ]);
    assert.match(body.events[0].timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assertRateLimitHeaders(res, 100);
    const onlyA = (
      await inject({ method: 'GET', url: '/usage?userId=a&limit=1', headers: bearer(apiKey) })
    ).json();
    assert.deepEqual(
      onlyA.events.map((e: { eventId: string }) => e.eventId),
      [ids[2]],
    );
    assert.equal(onlyA.limit, 1);
    const clamped = (
      await inject({ method: 'GET', url: '/usage?limit=5000', headers: bearer(apiKey) })
    ).json();
    assert.equal(clamped.limit, 1000);
    assert.equal(clamped.total, 4);
  });

  test('400: bad limit or userId', async () => {
    const { apiKey } = await createAccount(service);
    for (const query of ['limit=0', 'limit=-1', 'limit=abc', 'limit=2.5', 'limit=', 'limit=1&limit=2']) {
      const res = await inject({ method: 'GET', url: `/usage?${query}`, headers: bearer(apiKey) });
      assertError(res, 400, 'Invalid request', ['field']);
      assert.equal(res.json().field, 'limit', query);
    }
    for (const query of ['userId=', `userId=${'x'.repeat(256)}`]) {
      const res = await inject({ method: 'GET', url: `/usage?${query}`, headers: bearer(apiKey) });
      assert.equal(res.json().field, 'userId', query);
    }
  });

  test('401 and 429 (burst 20)', async () => {
    assertError(await inject({ method: 'GET', url: '/usage' }), 401, 'Unauthorized');
    const { apiKey } = await createAccount(service);
    for (let i = 0; i < 20; i++)
      assert.equal((await inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) })).statusCode, 200);
    const res = await inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) });
    assertError(res, 429, 'Rate limit exceeded', ['retryAfter']);
    assert.equal(res.json().retryAfter, 1); // 100/min: a token every 0.6 s
  });
});

describe('POST /ai', () => {
  test('200: an answer computed from the events', async () => {
    const { apiKey } = await createAccount(service);
    for (let i = 0; i < 3; i++)
      await inject({ method: 'POST', url: '/usage', headers: bearer(apiKey), payload: event() });
    const res = await inject({
      method: 'POST',
      url: '/ai',
      headers: bearer(apiKey),
      payload: { question: 'How many login events are there?' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.match(body.answer, /\b3\b/);
    assert.equal(body.confidence, 'high');
    assert.equal(body.dataPoints, 3);
    assertRateLimitHeaders(res, 10);
  });

  test('400: question missing, empty, too long or not a string', async () => {
    const { apiKey } = await createAccount(service);
    for (const payload of [{}, { question: '' }, { question: 'x'.repeat(501) }, { question: 42 }]) {
      const res = await inject({ method: 'POST', url: '/ai', headers: bearer(apiKey), payload });
      assertError(res, 400, 'Invalid request', ['field']);
      assert.equal(res.json().field, 'question');
    }
  });

  test('402 after exactly 20 answered questions (trial); 400/429 do not count; paid has no limit', async () => {
    const { accountId, apiKey } = await createAccount(service, 'trial');
    const keys = [apiKey];
    for (let i = 0; i < 4; i++)
      keys.push(
        (await inject({ method: 'POST', url: `/admin/accounts/${accountId}/keys`, headers: admin })).json()
          .apiKey,
      );
    await inject({ method: 'POST', url: '/ai', headers: bearer(keys[0]!), payload: {} }); // 400: not counted
    const statuses: number[] = [];
    for (const key of keys) {
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await inject({
              method: 'POST',
              url: '/ai',
              headers: bearer(key),
              payload: { question: 'How many events?' },
            })
          ).statusCode,
        );
      }
    }
    // keys[0] spent a token on the 400, so its 5th question is a 429; 20 answers, then 402s.
    const tally = (code: number) => statuses.filter((s) => s === code).length;
    assert.deepEqual([tally(200), tally(429), tally(402), tally(400)], [20, 1, 4, 0], statuses.join());
    const fresh = (
      await inject({ method: 'POST', url: `/admin/accounts/${accountId}/keys`, headers: admin })
    ).json().apiKey;
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(
        await inject({
          method: 'POST',
          url: '/ai',
          headers: bearer(fresh),
          payload: { question: 'How many events?' },
        }),
      );
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [402, 402, 402],
    );
    const limited = results.find((r) => r.statusCode === 402)!;
    assertError(limited, 402, 'Trial limit reached', ['upgradeUrl']);
    assert.equal(limited.json().upgradeUrl, service.config.billingUrl);
    const info = (
      await inject({ method: 'GET', url: `/admin/accounts/${accountId}`, headers: admin })
    ).json();
    assert.equal(info.aiQuestionsUsed, 20);
    assert.equal(
      (
        await inject({
          method: 'PATCH',
          url: `/admin/accounts/${accountId}`,
          headers: admin,
          payload: { plan: 'paid' },
        })
      ).statusCode,
      200,
    );
    const paid = await inject({
      method: 'POST',
      url: '/ai',
      headers: bearer(fresh),
      payload: { question: 'How many events?' },
    });
    assert.equal(paid.statusCode, 200);
  });

  test('429 after the burst of 5 per key', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (
          await inject({
            method: 'POST',
            url: '/ai',
            headers: bearer(apiKey),
            payload: { question: 'How many events?' },
          })
        ).statusCode,
        200,
      );
    }
    const res = await inject({
      method: 'POST',
      url: '/ai',
      headers: bearer(apiKey),
      payload: { question: 'How many events?' },
    });
    assertError(res, 429, 'Rate limit exceeded', ['retryAfter']);
    assert.equal(res.json().retryAfter, 6);
    assert.equal(res.headers['retry-after'], '6');
  });
});

describe('routes, admin and documents', () => {
  test('404 and 405 with the error shape and per-address headers', async () => {
    const notFound = await inject({ method: 'GET', url: '/nowhere' });
    assertError(notFound, 404, 'Not found');
    assertRateLimitHeaders(notFound, 600);
    const wrongMethod = await inject({ method: 'DELETE', url: '/usage' });
    assertError(wrongMethod, 405, 'Method not allowed');
    assert.match(String(wrongMethod.headers.allow), /GET/);
    assertError(await inject({ method: 'PUT', url: '/admin/accounts/acct_x' }), 405, 'Method not allowed');
  });

  test('admin: 201, 200, 204, 400, 401, 404 and NDJSON import', async () => {
    assertError(
      await inject({ method: 'POST', url: '/admin/accounts', payload: { plan: 'trial' } }),
      401,
      'Unauthorized',
    );
    const { apiKey } = await createAccount(service);
    assertError(
      await inject({
        method: 'POST',
        url: '/admin/accounts',
        headers: bearer(apiKey),
        payload: { plan: 'trial' },
      }),
      401,
      'Unauthorized',
    );
    const bad = await inject({
      method: 'POST',
      url: '/admin/accounts',
      headers: admin,
      payload: { plan: 'gold' },
    });
    assertError(bad, 400, 'Invalid request', ['field']);
    assert.equal(bad.json().field, 'plan');
    const created = await inject({
      method: 'POST',
      url: '/admin/accounts',
      headers: admin,
      payload: { plan: 'paid', name: 'Acme' },
    });
    assert.equal(created.statusCode, 201);
    const { accountId, keyId, apiKey: key, plan } = created.json();
    assert.equal(plan, 'paid');
    assert.match(key, /^uik_[A-Za-z0-9_-]{43}$/);
    assert.match(keyId, /^key_/);
    const shown = await inject({ method: 'GET', url: `/admin/accounts/${accountId}`, headers: admin });
    assert.equal(shown.statusCode, 200);
    assert.deepEqual(
      { ...(shown.json() as object), createdAt: 'x' },
      { accountId, plan: 'paid', name: 'Acme', aiQuestionsUsed: 0, aiQuestionsLimit: null, createdAt: 'x' },
    );
    assertError(
      await inject({ method: 'GET', url: '/admin/accounts/acct_missing', headers: admin }),
      404,
      'Not found',
    );
    assertError(
      await inject({ method: 'POST', url: '/admin/accounts/acct_missing/keys', headers: admin }),
      404,
      'Not found',
    );
    assertError(
      await inject({ method: 'DELETE', url: '/admin/keys/key_missing', headers: admin }),
      404,
      'Not found',
    );
    assertError(
      await inject({
        method: 'PATCH',
        url: '/admin/accounts/acct_missing',
        headers: admin,
        payload: { plan: 'paid' },
      }),
      404,
      'Not found',
    );
    const patched = await inject({
      method: 'PATCH',
      url: `/admin/accounts/${accountId}`,
      headers: admin,
      payload: { plan: 'trial' },
    });
    assert.deepEqual(patched.json(), { accountId, plan: 'trial' });

    const lines = [
      JSON.stringify(event()),
      'not json',
      JSON.stringify(event({ eventValue: 'x' })),
      '',
      JSON.stringify(event({ userId: 'u2' })),
      '[1]',
    ];
    const imported = await inject({
      method: 'POST',
      url: `/admin/accounts/${accountId}/events`,
      headers: { ...admin, 'content-type': 'application/x-ndjson' },
      payload: lines.join('\n'),
    });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.deepEqual(imported.json().imported, 2);
    assert.deepEqual(
      imported.json().rejected.map((r: { line: number; field: string }) => [r.line, r.field]),
      [
        [2, 'body'],
        [3, 'eventValue'],
        [6, 'body'],
      ],
    );
    const listed = (await inject({ method: 'GET', url: '/usage', headers: bearer(key) })).json();
    assert.equal(listed.total, 2);
    assertError(
      await inject({
        method: 'POST',
        url: `/admin/accounts/acct_missing/events`,
        headers: { ...admin, 'content-type': 'application/x-ndjson' },
        payload: lines[0],
      }),
      404,
      'Not found',
    );
    assert.ok(ADMIN_TOKEN.length >= 16);
  });

  test('500 carries a requestId and does not use a trial question', async () => {
    const other = await startService();
    try {
      const { accountId, apiKey } = await createAccount(other, 'trial');
      await other.ctx.store.analytics.all('SELECT 1', []); // the pool works…
      await (other.ctx.store.analytics as unknown as { close(): Promise<void> }).close(); // …then its workers are gone
      const res = await other.app.inject({
        method: 'POST',
        url: '/ai',
        headers: bearer(apiKey),
        payload: { question: 'How many events?' },
      });
      assertError(res, 500, 'Internal server error', ['requestId']);
      assert.equal(res.json().requestId, res.headers['x-request-id']);
      assert.doesNotMatch(res.json().message, /analytics|worker|sql/i, 'no internals');
      const info = (
        await other.app.inject({ method: 'GET', url: `/admin/accounts/${accountId}`, headers: admin })
      ).json();
      assert.equal(info.aiQuestionsUsed, 0);
    } finally {
      await other.stop().catch(() => {});
    }
  });

  test('GET /openapi.json: OpenAPI 3.1 with every route, error bodies and rate-limit headers', async () => {
    const res = await inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(res.statusCode, 200);
    assertRateLimitHeaders(res, 600);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    for (const [path, method] of [
      ['/usage', 'post'],
      ['/usage', 'get'],
      ['/ai', 'post'],
      ['/admin/accounts', 'post'],
      ['/admin/keys/{keyId}', 'delete'],
      ['/admin/accounts/{accountId}/events', 'post'],
    ] as [string, string][]) {
      assert.ok(doc.paths[path]?.[method], `${method} ${path}`);
    }
    const post = doc.paths['/usage'].post;
    assert.deepEqual(post.requestBody.content['application/json'].schema.required, [
      'userId',
      'eventName',
      'timestamp',
    ]);
    assert.ok(post.responses['429'].content['application/json'].schema.properties.retryAfter);
    assert.ok(post.responses['400'].content['application/json'].schema.properties.field);
    assert.ok(post.responses['200'].headers['X-RateLimit-Reset']);
    assert.ok(
      doc.paths['/ai'].post.responses['402'].content['application/json'].schema.properties.upgradeUrl,
    );
  });
});
