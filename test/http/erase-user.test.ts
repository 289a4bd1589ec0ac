// DELETE /admin/accounts/{accountId}/users/{userId}: when the 200 is sent, the user's events
// are neither listed nor counted in an answer; a repeat is deleted: 0; 404/400/401 as documented.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, bearer, createAccount, isoAgo, startService, type TestService } from '../helpers.js';
import { pollUntil } from '../reliability/server-process.js';
import { createTestDatabase } from '../storage/pg-database.js';

let service: TestService;
before(async () => {
  service = await startService();
});
after(async () => {
  await service.stop();
});

test('erase a user: listings and answers no longer see them', async () => {
  const { accountId, apiKey } = await createAccount(service, 'paid');
  const post = (userId: string) =>
    service.app.inject({
      method: 'POST',
      url: '/usage',
      headers: bearer(apiKey),
      payload: { userId, eventName: 'login', timestamp: isoAgo(60_000) },
    });
  for (const u of ['alice', 'alice', 'bob']) assert.equal((await post(u)).statusCode, 200);
  const erase = (id: string, user: string, headers = admin) =>
    service.app.inject({
      method: 'DELETE',
      url: `/admin/accounts/${id}/users/${encodeURIComponent(user)}`,
      headers,
    });
  const res = await erase(accountId, 'alice');
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { deleted: 2 });
  assert.deepEqual((await erase(accountId, 'alice')).json(), { deleted: 0 });
  const listed = (await service.app.inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) })).json()
    .events as { userId: string }[];
  assert.deepEqual(
    listed.map((e) => e.userId),
    ['bob'],
  );
  const answer = (
    await service.app.inject({
      method: 'POST',
      url: '/ai',
      headers: bearer(apiKey),
      payload: { question: 'how many distinct users logged in' },
    })
  ).json();
  assert.match(answer.answer, /^1 distinct user/);
  assert.equal(answer.dataPoints, 1);
  assert.equal((await erase('acct_missing', 'alice')).statusCode, 404);
  assert.equal((await erase(accountId, 'a\u0000b')).json().field, 'userId');
  assert.equal((await erase(accountId, 'bob', bearer(apiKey))).statusCode, 401);
});

test('delete an account: 204, its keys refused at once on every instance, 404 after (its events: the storage suite)', async () => {
  const db = await createTestDatabase('delete_account');
  const [a, b] = [await startService({ DATABASE_URL: db.url }), await startService({ DATABASE_URL: db.url })];
  try {
    const { accountId, apiKey } = await createAccount(a, 'paid');
    const list = (s: TestService) => s.app.inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) });
    assert.equal(
      (
        await a.app.inject({
          method: 'POST',
          url: '/usage',
          headers: bearer(apiKey),
          payload: { userId: 'u', eventName: 'x', timestamp: isoAgo(1000) },
        })
      ).statusCode,
      200,
    );
    assert.equal((await list(b)).statusCode, 200, 'instance b has the key cached');
    const del = await a.app.inject({ method: 'DELETE', url: `/admin/accounts/${accountId}`, headers: admin });
    assert.equal(del.statusCode, 204);
    assert.equal((await list(a)).statusCode, 401);
    // instance b hears of it by NOTIFY at the commit: within milliseconds
    await pollUntil(
      'instance b to refuse the key',
      async () => ((await list(b)).statusCode === 401 ? true : undefined),
      { attempts: 50, intervalMs: 20 },
    );
    assert.equal(
      (await a.app.inject({ method: 'GET', url: `/admin/accounts/${accountId}`, headers: admin })).statusCode,
      404,
    );
    assert.equal(
      (await a.app.inject({ method: 'DELETE', url: `/admin/accounts/${accountId}`, headers: admin }))
        .statusCode,
      404,
    );
  } finally {
    await a.stop();
    await b.stop();
    await db.drop();
  }
});
