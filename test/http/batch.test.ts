// POST /usage/batch (CONTRACT.md section 6) on both stores: per-event rejections by index and
// field, one durable transaction, input order, its own rate limit (shared across instances
// through Redis), the Idempotency-Key over the whole body, 400/413 for the body itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createAccount, isoAgo, startService, type TestService } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';

const ev = (i: number, over: Record<string, unknown> = {}) => ({
  userId: `u${i}`,
  eventName: 'batch_test',
  eventValue: i,
  timestamp: isoAgo(60_000),
  ...over,
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`POST /usage/batch on ${kind}`, () => {
    let service: TestService;
    let db: TestDatabase | undefined;
    before(async () => {
      db = kind === 'postgres' ? await createTestDatabase('batch') : undefined;
      service = await startService(db ? { DATABASE_URL: db.url } : {});
    });
    after(async () => {
      await service?.stop();
      await db?.drop();
    });
    const post = (
      apiKey: string,
      payload: unknown,
      headers: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> =>
      service.app.inject({
        method: 'POST',
        url: '/usage/batch',
        headers: { ...bearer(apiKey), 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const list = async (apiKey: string) =>
      (await service.app.inject({ method: 'GET', url: '/usage?limit=1000', headers: bearer(apiKey) })).json()
        .events as { eventId: string; userId: string }[];

    test('valid events are recorded, invalid ones rejected by index and field, eventIds aligned', async () => {
      const { apiKey } = await createAccount(service, 'paid');
      const t = isoAgo(5000);
      const events = [
        ev(0, { timestamp: t }),
        ev(1, { userId: '' }),
        ev(2, { timestamp: t }),
        ev(3, { eventValue: '5' }),
        ev(4, { userId: 'a\u0000b' }),
        'nope',
        ev(6, { timestamp: t }),
      ];
      const res = await post(apiKey, { events });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.accepted, 3);
      assert.deepEqual(
        body.rejected.map((r: { index: number; field: string }) => [r.index, r.field]),
        [
          [1, 'userId'],
          [3, 'eventValue'],
          [4, 'userId'],
          [5, 'body'],
        ],
      );
      assert.equal(body.eventIds.length, 7);
      assert.deepEqual(
        body.eventIds.map((id: string | null) => id === null),
        [false, true, false, true, true, true, false],
      );
      const ids = body.eventIds.filter(Boolean) as string[];
      assert.deepEqual([...ids].sort(), ids, 'eventIds assigned in input order');
      // equal timestamps: a later index counts as received later, so it is listed first
      assert.deepEqual(
        (await list(apiKey)).map((e) => e.userId),
        ['u6', 'u2', 'u0'],
      );
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
        assert.ok(res.headers[h], h);
      assert.equal(res.headers['x-ratelimit-limit'], '60');
    });

    test('1000 events in one request; 1001, none, or no array is a 400 naming events; a non-object body names body', async () => {
      const { apiKey } = await createAccount(service, 'paid');
      const full = await post(apiKey, { events: Array.from({ length: 1000 }, (_, i) => ev(i)) });
      assert.equal(full.json().accepted, 1000);
      assert.equal((await list(apiKey)).length, 1000);
      for (const payload of [
        { events: Array.from({ length: 1001 }, (_, i) => ev(i)) },
        { events: [] },
        {},
        { events: 'x' },
      ]) {
        const res = await post(apiKey, payload);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().field, 'events');
      }
      for (const payload of ['[1, 2]', '{"events": [', '"x"']) {
        const res = await post(apiKey, payload);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().field, 'body');
      }
      const big = await post(apiKey, { events: [ev(0, { padding: 'x'.repeat(1024 * 1024) })] });
      assert.equal(big.statusCode, 413);
      assert.equal(typeof big.json().message, 'string');
    });

    test('Idempotency-Key over the whole body: a replay returns the first response and records nothing; another body is a 422', async () => {
      const { apiKey } = await createAccount(service, 'paid');
      const body = { events: [ev(1), ev(2, { eventName: '' }), ev(3)] };
      const first = await post(apiKey, body, { 'idempotency-key': 'batch-key-1' });
      const again = await post(apiKey, body, { 'idempotency-key': 'batch-key-1' });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(again.json(), first.json());
      assert.equal((await list(apiKey)).length, 2);
      const other = await post(apiKey, { events: [ev(9)] }, { 'idempotency-key': 'batch-key-1' });
      assert.equal(other.statusCode, 422);
      // a key of POST /usage is not a batch's, and the other way round
      const single = await service.app.inject({
        method: 'POST',
        url: '/usage',
        headers: { ...bearer(apiKey), 'idempotency-key': 'batch-key-1' },
        payload: ev(1),
      });
      assert.equal(single.statusCode, 422);
      const bad = await post(apiKey, body, { 'idempotency-key': 'bad key with spaces' });
      assert.equal(bad.json().field, 'Idempotency-Key');
      assert.equal((await list(apiKey)).length, 2);
    });

    test('its own rate limit: 60 per minute, burst 10, one token per request', async () => {
      const { apiKey } = await createAccount(service, 'trial');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await post(apiKey, { events: [ev(i)] })).statusCode);
      assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
      // POST /usage has a bucket of its own
      const single = await service.app.inject({
        method: 'POST',
        url: '/usage',
        headers: bearer(apiKey),
        payload: ev(1),
      });
      assert.equal(single.statusCode, 200);
    });
  });
}

test('the batch limit holds across two instances sharing Redis', async () => {
  const db = await createTestDatabase('batch_multi');
  const env = { DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const [a, b] = [await startService(env), await startService(env)];
  try {
    const { apiKey } = await createAccount(a, 'trial');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const service = i % 2 ? b : a;
      statuses.push(
        (
          await service.app.inject({
            method: 'POST',
            url: '/usage/batch',
            headers: bearer(apiKey),
            payload: { events: [ev(i)] },
          })
        ).statusCode,
      );
    }
    assert.equal(statuses.filter((s) => s === 200).length, 10, String(statuses));
  } finally {
    await a.stop();
    await b.stop();
    await db.drop();
  }
});

test('the OpenAPI document describes POST /usage/batch', async () => {
  const service = await startService();
  try {
    const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/usage/batch']?.post;
    assert.ok(op, 'path present');
    assert.ok(op.responses['200'] && op.responses['413'] && op.responses['422']);
  } finally {
    await service.stop();
  }
});
