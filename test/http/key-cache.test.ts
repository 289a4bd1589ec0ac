// The embedded store caches API-key look-ups (src/storage/sqlite/store.ts). With the cache
// warm, a revoked key is refused and a plan change applies on the very next request.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { admin, bearer, createAccount, isoAgo, startService, tempDir, type TestService } from '../helpers.js';

const plansDir = tempDir('usage-plans-');
const plansFile = join(plansDir.path, 'plans.json');
writeFileSync(
  plansFile,
  JSON.stringify({
    big: {
      aiQuestions: null,
      rateLimits: {
        'POST /usage': { perMinute: 60000, burst: 5000 },
        'POST /ai': { perMinute: 600, burst: 50 },
        'GET /usage': { perMinute: 6000, burst: 500 },
      },
    },
  }),
);

let service: TestService;
before(async () => {
  service = await startService({ PLANS_FILE: plansFile });
});
after(async () => {
  await service.stop();
  plansDir.remove();
});

const post = (apiKey: string) =>
  service.app.inject({
    method: 'POST',
    url: '/usage',
    headers: bearer(apiKey),
    payload: { userId: 'u1', eventName: 'login', timestamp: isoAgo(1000) },
  });

test('key cache: a revoked key is refused on the very next request (cache warm)', async () => {
  const { apiKey, keyId } = await createAccount(service);
  for (let i = 0; i < 3; i++) assert.equal((await post(apiKey)).statusCode, 200); // warm
  assert.equal(
    (await service.app.inject({ method: 'DELETE', url: `/admin/keys/${keyId}`, headers: admin })).statusCode,
    204,
  );
  assert.equal((await post(apiKey)).statusCode, 401);
  assert.equal(
    (await service.app.inject({ method: 'GET', url: '/usage', headers: bearer(apiKey) })).statusCode,
    401,
  );
});

test("key cache: revoking one key leaves the account's other keys working", async () => {
  const { apiKey, accountId, keyId } = await createAccount(service);
  const second = (
    await service.app.inject({ method: 'POST', url: `/admin/accounts/${accountId}/keys`, headers: admin })
  ).json() as { apiKey: string };
  assert.equal((await post(apiKey)).statusCode, 200);
  assert.equal((await post(second.apiKey)).statusCode, 200);
  assert.equal(
    (await service.app.inject({ method: 'DELETE', url: `/admin/keys/${keyId}`, headers: admin })).statusCode,
    204,
  );
  assert.equal((await post(apiKey)).statusCode, 401);
  assert.equal((await post(second.apiKey)).statusCode, 200);
});

test('key cache: a plan change applies on the very next request (cache warm), both ways', async () => {
  const { apiKey, accountId } = await createAccount(service, 'trial');
  const first = await post(apiKey);
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['x-ratelimit-limit'], '1000');
  const patch = (plan: string) =>
    service.app.inject({
      method: 'PATCH',
      url: `/admin/accounts/${accountId}`,
      headers: admin,
      payload: { plan },
    });
  assert.equal((await patch('big')).statusCode, 200);
  assert.equal((await post(apiKey)).headers['x-ratelimit-limit'], '60000');
  assert.equal((await patch('trial')).statusCode, 200);
  assert.equal((await post(apiKey)).headers['x-ratelimit-limit'], '1000');
});
