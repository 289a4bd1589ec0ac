// CONTRACT.md "Idempotent retries": POST /usage with an Idempotency-Key records the event once.
// In-process (app.inject) on a real SQLite file, and over real HTTPS.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { bearer, createAccount, httpsFetch, startService, tempDir, type TestService } from '../helpers.js';

const body = (n = 1) => ({
  userId: 'u1',
  eventName: 'retry',
  eventValue: n,
  timestamp: '2026-01-02T03:04:05Z',
});

function post(service: TestService, apiKey: string, payload: unknown, key?: string) {
  return service.app.inject({
    method: 'POST',
    url: '/usage',
    payload: payload as object,
    headers: { ...bearer(apiKey), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

async function events(service: TestService, apiKey: string) {
  const res = await service.app.inject({ method: 'GET', url: '/usage?limit=1000', headers: bearer(apiKey) });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { events: { eventId: string; eventValue: number }[] }).events;
}

/** Rows of the SQLite file itself, read through a second connection. */
function countRows(service: TestService, sql: string, ...params: unknown[]): number {
  const db = new Database(join(service.dataDir, 'usage.db'), { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
}

function assertErrorShape(
  res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  status: number,
) {
  assert.equal(res.statusCode, status);
  const json = res.json() as Record<string, unknown>;
  assert.equal(typeof json.error, 'string');
  assert.equal(typeof json.message, 'string');
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    assert.ok(res.headers[h] !== undefined, h);
}

describe('Idempotency-Key in-process', () => {
  let service: TestService;
  const plans = tempDir();
  before(async () => {
    writeFileSync(
      join(plans.path, 'plans.json'),
      JSON.stringify({
        tiny: {
          aiQuestions: null,
          rateLimits: {
            'POST /usage': { perMinute: 1, burst: 3 },
            'POST /ai': { perMinute: 10, burst: 5 },
            'GET /usage': { perMinute: 600, burst: 100 },
          },
        },
      }),
    );
    service = await startService({ PLANS_FILE: join(plans.path, 'plans.json') });
  });
  after(async () => {
    await service.stop();
    plans.remove();
  });

  test('a replay returns the first eventId and records no second event', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    const first = await post(service, apiKey, body(), 'order-1');
    assert.equal(first.statusCode, 200, first.body);
    const { eventId } = first.json() as { eventId: string };
    for (let i = 0; i < 3; i++) {
      const again = await post(service, apiKey, body(), 'order-1');
      assert.equal(again.statusCode, 200);
      assert.equal((again.json() as { eventId: string }).eventId, eventId);
    }
    assert.deepEqual(
      (await events(service, apiKey)).map((e) => e.eventId),
      [eventId],
    );
    assert.equal(countRows(service, 'SELECT count(*) FROM events WHERE event_id = ?', eventId), 1);
  });

  test('the same key with a different body is a 422 and records nothing', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    const first = await post(service, apiKey, body(1), 'k');
    assert.equal(first.statusCode, 200);
    for (const other of [
      body(2),
      { ...body(1), userId: 'u2' },
      { ...body(1), eventName: 'other' },
      { ...body(1), timestamp: '2026-01-02T03:04:06Z' },
    ]) {
      const res = await post(service, apiKey, other, 'k');
      assertErrorShape(res, 422);
    }
    assert.equal((await events(service, apiKey)).length, 1);
  });

  test('the same key while the first is in flight is a 409 and records nothing', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    // Fired together: the first holds the key while its group commit is pending.
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(service, apiKey, body(), 'burst')),
    );
    const statuses = results.map((r) => r.statusCode);
    assert.equal(statuses.filter((s) => s === 200).length, 1, String(statuses));
    assert.equal(statuses.filter((s) => s === 409).length, 7, String(statuses));
    for (const r of results.filter((r) => r.statusCode === 409)) assertErrorShape(r, 409);
    assert.equal((await events(service, apiKey)).length, 1);
    // Once the first has finished, a retry is a replay.
    const replay = await post(service, apiKey, body(), 'burst');
    assert.equal(replay.statusCode, 200);
    assert.equal(
      (replay.json() as { eventId: string }).eventId,
      (results.find((r) => r.statusCode === 200)!.json() as { eventId: string }).eventId,
    );
  });

  test('keys are scoped to the account', async () => {
    const a = await createAccount(service, 'paid');
    const b = await createAccount(service, 'paid');
    const ra = await post(service, a.apiKey, body(1), 'shared');
    const rb = await post(service, b.apiKey, body(2), 'shared');
    assert.equal(ra.statusCode, 200);
    assert.equal(rb.statusCode, 200, 'a different body under another account is not a 422');
    assert.notEqual(ra.json().eventId, rb.json().eventId);
    assert.deepEqual(
      (await events(service, a.apiKey)).map((e) => e.eventValue),
      [1],
    );
    assert.deepEqual(
      (await events(service, b.apiKey)).map((e) => e.eventValue),
      [2],
    );
    // Two keys of the same account share the scope.
    const second = await service.app.inject({
      method: 'POST',
      url: `/admin/accounts/${a.accountId}/keys`,
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    const again = await post(service, second.json().apiKey, body(1), 'shared');
    assert.equal(again.json().eventId, ra.json().eventId);
  });

  test('the key and the event are stored in the same transaction', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    const res = await post(service, apiKey, body(), 'tx-check');
    const { eventId } = res.json() as { eventId: string };
    assert.equal(
      countRows(
        service,
        'SELECT count(*) FROM idempotency_keys WHERE idem_key = ? AND event_id = ?',
        'tx-check',
        eventId,
      ),
      1,
    );
    assert.equal(countRows(service, 'SELECT count(*) FROM events WHERE event_id = ?', eventId), 1);
    // Every stored key points at a stored event, and no event has two keys.
    assert.equal(
      countRows(
        service,
        'SELECT count(*) FROM idempotency_keys k LEFT JOIN events e ON e.event_id = k.event_id WHERE e.event_id IS NULL',
      ),
      0,
    );
  });

  test('a record older than 24 hours is forgotten; younger ones are replayed', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    const first = (await post(service, apiKey, body(1), 'day')).json().eventId as string;
    const age = (ms: number) => {
      const db = new Database(join(service.dataDir, 'usage.db'));
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare('UPDATE idempotency_keys SET created_at = ? WHERE idem_key = ?').run(
          Date.now() - ms,
          'day',
        );
      } finally {
        db.close();
      }
    };
    age(24 * 3600_000 - 60_000); // 23h59m: still remembered
    assert.equal((await post(service, apiKey, body(1), 'day')).json().eventId, first);
    assert.equal((await post(service, apiKey, body(2), 'day')).statusCode, 422);
    age(24 * 3600_000 + 1000); // expired: a new event, even with another body
    const later = await post(service, apiKey, body(2), 'day');
    assert.equal(later.statusCode, 200);
    assert.notEqual(later.json().eventId, first);
    assert.equal((await post(service, apiKey, body(2), 'day')).json().eventId, later.json().eventId);
    assert.deepEqual((await events(service, apiKey)).map((e) => e.eventValue).sort(), [1, 2]);
  });

  test('a replay still takes a rate-limit token', async () => {
    const { apiKey } = await createAccount(service, 'tiny'); // POST /usage burst 3, 1 per minute
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(service, apiKey, body(), 'limited')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal((await events(service, apiKey)).length, 1);
  });

  test('an invalid header is a 400 naming Idempotency-Key, and records nothing', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    for (const bad of ['', 'x'.repeat(256), 'has space', 'tab\there', 'é', '\u0001', 'nul\u0000']) {
      const res = await post(service, apiKey, body(), bad);
      assertErrorShape(res, 400);
      assert.equal(res.json().field, 'Idempotency-Key', JSON.stringify(bad));
    }
    // Two headers of the same name are not one key.
    const twice = await service.app.inject({
      method: 'POST',
      url: '/usage',
      payload: body(),
      headers: { ...bearer(apiKey), 'idempotency-key': ['a', 'b'] },
    });
    assert.equal(twice.statusCode, 400);
    assert.equal((await events(service, apiKey)).length, 0);
    // The boundaries are accepted.
    assert.equal((await post(service, apiKey, body(), 'x'.repeat(255))).statusCode, 200);
    assert.equal((await post(service, apiKey, body(), '!~')).statusCode, 200);
  });

  test('a request that fails validation does not claim the key', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    assert.equal((await post(service, apiKey, { ...body(), userId: '' }, 'fix-me')).statusCode, 400);
    const fixed = await post(service, apiKey, body(), 'fix-me');
    assert.equal(fixed.statusCode, 200);
    assert.equal((await events(service, apiKey)).length, 1);
  });
});

describe('Idempotency-Key over HTTPS', () => {
  let service: TestService;
  let base: string;
  let ca: Buffer;
  before(async () => {
    service = await startService({}, { tls: true });
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    const address = service.app.server.address();
    base = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { readFileSync } = await import('node:fs');
    ca = readFileSync(join(service.dataDir, 'tls-cert.pem'));
  });
  after(() => service.stop());

  test('concurrent retries over separate connections: one event, one eventId, the rest 409 or replays', async () => {
    const { apiKey } = await createAccount(service, 'paid');
    const send = (payload: unknown) =>
      httpsFetch(`${base}/usage`, {
        method: 'POST',
        ca,
        body: JSON.stringify(payload),
        headers: { ...bearer(apiKey), 'content-type': 'application/json', 'idempotency-key': 'net-1' },
      });
    const results = await Promise.all(Array.from({ length: 20 }, () => send(body())));
    const ok = results.filter((r) => r.status === 200);
    assert.ok(ok.length >= 1);
    assert.ok(
      results.every((r) => r.status === 200 || r.status === 409),
      results.map((r) => r.status).join(),
    );
    assert.equal(new Set(ok.map((r) => r.json().eventId)).size, 1);
    const replay = await send(body());
    assert.equal(replay.status, 200);
    assert.equal(replay.json().eventId, ok[0]!.json().eventId);
    assert.equal((await send(body(7))).status, 422);
    assert.equal((await events(service, apiKey)).length, 1);
    const bad = await httpsFetch(`${base}/usage`, {
      method: 'POST',
      ca,
      body: JSON.stringify(body()),
      headers: { ...bearer(apiKey), 'content-type': 'application/json', 'idempotency-key': 'x'.repeat(300) },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.json().field, 'Idempotency-Key');
  });
});
