// GET /admin/accounts/{accountId}/events (CONTRACT.md section 6): streamed NDJSON in timestamp
// then eventId order, half-open [from, to), that the import takes back; 400 and 404 first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { admin, bearer, createAccount, startService, type TestService } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';

for (const engine of ['sqlite', 'postgres'] as const)
  describe(`export: ${engine}`, () => {
    let service: TestService;
    let db: TestDatabase | undefined;
    before(async () => {
      if (engine === 'postgres') db = await createTestDatabase('export');
      service = await startService(db ? { DATABASE_URL: db.url } : {});
    });
    after(async () => {
      await service.stop();
      await db?.drop();
    });
    exportTests(() => service);
  });

const T = (min: number) => new Date(Date.parse('2026-10-01T00:00:00Z') + min * 60_000).toISOString();

function exportTests(get: () => TestService) {
  test('export, then import into a new account: the same events; bounds are half-open; errors before any line', async () => {
    const { accountId, apiKey } = await createAccount(get(), 'paid');
    // 2,500 events (more than one page), some sharing a timestamp, sent out of order
    const events = Array.from({ length: 2500 }, (_, i) => ({
      userId: `u${i % 40}`,
      eventName: i % 3 ? 'open' : 'pay',
      eventValue: i % 9,
      timestamp: T(2500 - Math.floor(i / 2)),
    }));
    for (let i = 0; i < events.length; i += 1000) {
      const res = await get().app.inject({
        method: 'POST',
        url: '/usage/batch',
        headers: bearer(apiKey),
        payload: { events: events.slice(i, i + 1000) },
      });
      assert.equal(res.json().accepted, Math.min(1000, events.length - i));
    }
    const exported = await get().app.inject({
      method: 'GET',
      url: `/admin/accounts/${accountId}/events`,
      headers: admin,
    });
    assert.equal(exported.statusCode, 200);
    assert.match(String(exported.headers['content-type']), /application\/x-ndjson/);
    const lines = exported.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { eventId: string; timestamp: string; userId: string });
    assert.equal(lines.length, 2500);
    const order = [...lines].sort((a, b) =>
      a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.eventId < b.eventId ? -1 : 1,
    );
    assert.deepEqual(
      lines.map((l) => l.eventId),
      order.map((l) => l.eventId),
      'timestamp then eventId order',
    );
    assert.deepEqual(Object.keys(lines[0]!), ['eventId', 'userId', 'eventName', 'eventValue', 'timestamp']);

    const target = await createAccount(get(), 'paid');
    const imported = await get().app.inject({
      method: 'POST',
      url: `/admin/accounts/${target.accountId}/events`,
      headers: { ...admin, 'content-type': 'application/x-ndjson' },
      payload: exported.body,
    });
    assert.deepEqual(imported.json(), { imported: 2500, rejected: [] });
    const again = await get().app.inject({
      method: 'GET',
      url: `/admin/accounts/${target.accountId}/events`,
      headers: admin,
    });
    const strip = (body: string) =>
      body
        .trim()
        .split('\n')
        .map((l) => {
          const { eventId: _id, ...rest } = JSON.parse(l) as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .sort();
    assert.deepEqual(strip(again.body), strip(exported.body), 'the same events, with new ids');

    const window = await get().app.inject({
      method: 'GET',
      url: `/admin/accounts/${accountId}/events?from=${T(2000)}&to=${T(2010)}`,
      headers: admin,
    });
    const inWindow = window.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { timestamp: string });
    assert.equal(inWindow.length, 20, 'ten minutes of two events each');
    assert.ok(inWindow.every((l) => l.timestamp >= T(2000) && l.timestamp < T(2010)));
    const bad = await get().app.inject({
      method: 'GET',
      url: `/admin/accounts/${accountId}/events?from=yesterday`,
      headers: admin,
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'from');
    assert.equal(
      (await get().app.inject({ method: 'GET', url: '/admin/accounts/acct_missing/events', headers: admin }))
        .statusCode,
      404,
    );
    assert.equal(
      (
        await get().app.inject({
          method: 'GET',
          url: `/admin/accounts/${accountId}/events`,
          headers: bearer(apiKey),
        })
      ).statusCode,
      401,
    );
  });
}
