// A plan's retentionDays (CONTRACT.md section 6): POST /usage, the batch and the import refuse
// a timestamp older than the plan keeps, with field "timestamp"; plans without it keep everything.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parsePlans } from '../../src/domain/plans.js';
import { startRetention } from '../../src/domain/retention.js';
import { createTestDatabase } from '../storage/pg-database.js';
import { admin, bearer, createAccount, isoAgo, startService, tempDir, type TestService } from '../helpers.js';

const DAY = 86_400_000;
const dir = tempDir('retention-');
let shared: TestService;
before(async () => {
  writeFileSync(
    join(dir.path, 'plans.json'),
    JSON.stringify({ month: { aiQuestions: null, retentionDays: 30 } }),
  );
  shared = await startService({ PLANS_FILE: join(dir.path, 'plans.json') });
});
after(async () => {
  await shared.stop();
  dir.remove();
});

test('retentionDays: a whole number ≥ 1 or null; the built-in plans keep everything', () => {
  assert.equal(parsePlans({ a: { aiQuestions: 1, retentionDays: 7 } }).get('a')?.retentionDays, 7);
  assert.equal(parsePlans({}).get('trial')?.retentionDays, null);
  for (const bad of [0, -1, 1.5, '30'])
    assert.throws(() => parsePlans({ a: { aiQuestions: 1, retentionDays: bad } }), /retentionDays/);
});

test('too old for the plan: 400 field timestamp on POST /usage, rejected by index in a batch, by line in the import', async () => {
  const { accountId, apiKey } = await createAccount(shared, 'month');
  const body = (ago: number) => ({ userId: 'u', eventName: 'e', timestamp: isoAgo(ago) });
  const old = await shared.app.inject({
    method: 'POST',
    url: '/usage',
    headers: bearer(apiKey),
    payload: body(31 * DAY),
  });
  assert.equal(old.statusCode, 400);
  assert.equal(old.json().field, 'timestamp');
  assert.equal(
    (
      await shared.app.inject({
        method: 'POST',
        url: '/usage',
        headers: bearer(apiKey),
        payload: body(29 * DAY),
      })
    ).statusCode,
    200,
  );
  const batch = await shared.app.inject({
    method: 'POST',
    url: '/usage/batch',
    headers: bearer(apiKey),
    payload: { events: [body(DAY), body(40 * DAY)] },
  });
  assert.deepEqual(
    batch.json().rejected.map((r: { index: number; field: string }) => [r.index, r.field]),
    [[1, 'timestamp']],
  );
  const lines = [body(DAY), body(45 * DAY), body(2 * DAY)].map((b) => JSON.stringify(b)).join('\n');
  const imported = await shared.app.inject({
    method: 'POST',
    url: `/admin/accounts/${accountId}/events`,
    headers: { ...admin, 'content-type': 'application/x-ndjson' },
    payload: lines,
  });
  assert.equal(imported.json().imported, 2);
  assert.deepEqual(
    imported.json().rejected.map((r: { line: number; field: string }) => [r.line, r.field]),
    [[2, 'timestamp']],
  );
  // an account on a plan without retention keeps any past timestamp
  const { apiKey: keeper } = await createAccount(shared, 'paid');
  assert.equal(
    (
      await shared.app.inject({
        method: 'POST',
        url: '/usage',
        headers: bearer(keeper),
        payload: body(400 * DAY),
      })
    ).statusCode,
    200,
  );
});

for (const engine of ['sqlite', 'postgres'] as const)
  test(`the retention sweep deletes what a plan no longer keeps, from every account on it, and nothing else (${engine})`, async () => {
    const db = engine === 'postgres' ? await createTestDatabase('retention') : undefined;
    const service = db
      ? await startService({ PLANS_FILE: join(dir.path, 'plans.json'), DATABASE_URL: db.url })
      : shared;
    try {
      // two accounts fill up while on a plan that keeps everything, then one moves to a 30-day plan
      const moving = await createAccount(service, 'paid');
      const staying = await createAccount(service, 'paid');
      const ages = [45, 40, 31, 29, 2, 0.5].map((d) => d * DAY);
      for (const { apiKey } of [moving, staying]) {
        const res = await service.app.inject({
          method: 'POST',
          url: '/usage/batch',
          headers: bearer(apiKey),
          payload: {
            events: ages.map((ago, i) => ({ userId: `u${i % 2}`, eventName: 'e', timestamp: isoAgo(ago) })),
          },
        });
        assert.equal(res.json().accepted, ages.length);
      }
      const patched = await service.app.inject({
        method: 'PATCH',
        url: `/admin/accounts/${moving.accountId}`,
        headers: admin,
        payload: { plan: 'month' },
      });
      assert.equal(patched.statusCode, 200, patched.body);

      const sweeper = startRetention(service.ctx, { firstMs: 3_600_000 });
      try {
        assert.equal(
          await sweeper.sweep(),
          3,
          'the 45-, 40- and 31-day-old events of the account now on 30 days',
        );
        assert.equal(await sweeper.sweep(), 0);
      } finally {
        await sweeper.stop();
      }
      const left = async (apiKey: string) =>
        (await service.app.inject({ method: 'GET', url: '/usage?limit=100', headers: bearer(apiKey) })).json()
          .events.length;
      assert.equal(await left(moving.apiKey), 3);
      assert.equal(await left(staying.apiKey), 6, 'an account on a plan without retention keeps everything');
      // the answers follow: the account's whole history is now the last 30 days
      const asked = await service.app.inject({
        method: 'POST',
        url: '/ai',
        headers: bearer(moving.apiKey),
        payload: { question: 'how many events in total?' },
      });
      assert.match(asked.json().answer, /\b3 events\b/, asked.body);
    } finally {
      if (db) {
        await service.stop();
        await db.drop();
      }
    }
  });
