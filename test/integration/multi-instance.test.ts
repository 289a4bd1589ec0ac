// Three real server processes sharing PostgreSQL (a fresh database) and Redis, behind nginx
// terminating TLS and balancing round robin (CONTRACT.md §1: limits and the trial allowance
// hold across all instances). nginx missing is a failure, not a skip.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, type HttpsResponse } from '../helpers.js';
import {
  createAccountOver,
  PROCESS_ADMIN_TOKEN,
  startServerProcess,
  type ServerProcess,
} from '../reliability/server-process.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';
import { startNginx, type LoadBalancer } from './multi-instance-nginx.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLANS = {
  // GET /usage burst 20 as in the trial plan, but refilled once a minute, so that the count
  // of allowed requests does not depend on how fast the test runs.
  slow: {
    aiQuestions: 20,
    rateLimits: {
      'POST /usage': { perMinute: 60_000, burst: 10_000 },
      'POST /ai': { perMinute: 60_000, burst: 10_000 },
      'GET /usage': { perMinute: 1, burst: 20 },
    },
  },
};

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const adminHeaders = { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` };

describe('three instances behind nginx (PostgreSQL + Redis)', { timeout: 90_000 }, () => {
  const dir = tempDir('usage-multi-');
  let db: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  let lb: LoadBalancer | undefined;

  before(async () => {
    db = await createTestDatabase('multi_instance');
    const plansFile = join(dir.path, 'plans.json');
    writeFileSync(plansFile, JSON.stringify(PLANS));
    // Started together: the schema migration must serialise on its advisory lock.
    const started = await Promise.allSettled(
      [1, 2, 3].map((i) =>
        startServerProcess({
          dataDir: join(dir.path, `instance-${i}`),
          env: {
            DATABASE_URL: db!.url,
            REDIS_URL,
            TRUST_PROXY: '127.0.0.1',
            PLANS_FILE: plansFile,
            LOG_LEVEL: 'warn',
          },
        }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    lb = await startNginx(
      join(dir.path, 'nginx'),
      servers.map((s) => s.port),
    );
  });

  after(async () => {
    await lb?.stop();
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await db?.drop();
    dir.remove();
  });

  const upstreamsOf = (responses: HttpsResponse[]) =>
    new Set(responses.map((r) => String(r.headers['x-upstream'])));

  test('nginx balances over all three instances, forwarding the HTTPS protocol', async () => {
    const responses: HttpsResponse[] = [];
    for (let i = 0; i < 6; i++) responses.push(await lb!.fetch('/readyz'));
    assert.deepEqual(
      responses.map((r) => r.status),
      [200, 200, 200, 200, 200, 200],
    );
    assert.equal(upstreamsOf(responses).size, 3, [...upstreamsOf(responses)].join(', '));
    assert.equal(responses[0]?.json().store.engine, 'postgres');
    // From the trusted proxy address, a request that reached it over plain HTTP is refused.
    const plain = await servers[0]!.fetch('/healthz', { headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(plain.status, 403);
  });

  test("a key's GET /usage burst of 20 is the same on one instance and across three", async () => {
    const direct = await createAccountOver(servers[0]!, 'slow');
    const spread = await createAccountOver(servers[1]!, 'slow');
    const oneInstance: HttpsResponse[] = [];
    const throughLb: HttpsResponse[] = [];
    for (let i = 0; i < 24; i++) {
      oneInstance.push(await servers[0]!.fetch('/usage', { headers: bearer(direct.apiKeys[0]!) }));
      throughLb.push(await lb!.fetch('/usage', { headers: bearer(spread.apiKeys[0]!) }));
    }
    const expected = [...Array(20).fill(200), 429, 429, 429, 429];
    assert.deepEqual(
      oneInstance.map((r) => r.status),
      expected,
    );
    assert.deepEqual(
      throughLb.map((r) => r.status),
      expected,
    );
    assert.equal(upstreamsOf(throughLb).size, 3, 'the requests were spread over the instances');
    assert.deepEqual(
      throughLb.map((r) => Number(r.headers['x-ratelimit-remaining'])),
      [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0],
    );
    assert.deepEqual(
      throughLb.map((r) => r.headers['x-ratelimit-limit']),
      Array(24).fill('1'),
    );
    const denied = throughLb[20]!;
    assert.equal(denied.json().error, 'Rate limit exceeded');
    assert.ok(Number(denied.headers['retry-after']) >= 59, String(denied.headers['retry-after']));
  });

  test('exactly 20 trial answers across instances under 60 concurrent questions', async () => {
    const account = await createAccountOver(servers[2]!, 'slow', 4);
    const asks = Array.from({ length: 60 }, (_, i) => {
      const via = i % 2 ? lb! : servers[i % 3]!; // half through nginx, half straight to each instance
      return via.fetch('/ai', {
        method: 'POST',
        headers: { ...bearer(account.apiKeys[i % 4]!), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How many events were recorded in the last 30 days?' }),
      });
    });
    const statuses = (await Promise.all(asks)).map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 20, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 402).length, 40, statuses.join(','));
    for (const server of servers) {
      const res = await server.fetch(`/admin/accounts/${account.accountId}`, { headers: adminHeaders });
      assert.equal(res.json().aiQuestionsUsed, 20);
    }
  });

  test('an event written through one instance is listed and counted through the others at once', async () => {
    const account = await createAccountOver(servers[0]!, 'slow');
    const key = bearer(account.apiKeys[0]!);
    const timestamp = new Date(Date.now() - 60_000).toISOString();
    const posted = await servers[0]!.fetch('/usage', {
      method: 'POST',
      headers: { ...key, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'user-42', eventName: 'report_exported', eventValue: 3, timestamp }),
    });
    assert.equal(posted.status, 200, posted.body);
    const { eventId } = posted.json() as { eventId: string };
    const listed = await servers[1]!.fetch('/usage?userId=user-42', { headers: key });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.json().events.map((e: { eventId: string }) => e.eventId),
      [eventId],
    );
    const asked = await servers[2]!.fetch('/ai', {
      method: 'POST',
      headers: { ...key, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'How many events were recorded in the last hour?' }),
    });
    assert.equal(asked.status, 200, asked.body);
    assert.equal(asked.json().dataPoints, 1, asked.body);

    // The same Idempotency-Key on two instances records one event.
    const body = JSON.stringify({ userId: 'user-42', eventName: 'paid', timestamp });
    const headers = { ...key, 'content-type': 'application/json', 'idempotency-key': 'order-7' };
    const first = await servers[1]!.fetch('/usage', { method: 'POST', headers, body });
    const retry = await servers[2]!.fetch('/usage', { method: 'POST', headers, body });
    assert.equal(first.status, 200);
    assert.equal(retry.status, 200);
    assert.equal(retry.json().eventId, first.json().eventId);

    // A key revoked on one instance is refused by it at once, and by the others as soon as the
    // change's notification arrives (each instance caches key look-ups).
    for (const s of servers) assert.equal((await s.fetch('/usage', { headers: key })).status, 200);
    const revoked = await servers[0]!.fetch(`/admin/keys/${account.keyIds[0]}`, {
      method: 'DELETE',
      headers: adminHeaders,
    });
    assert.equal(revoked.status, 204);
    assert.equal((await servers[0]!.fetch('/usage', { headers: key })).status, 401);
    const started = Date.now();
    for (const s of servers.slice(1)) {
      while ((await s.fetch('/usage', { headers: key })).status !== 401) {
        assert.ok(Date.now() - started < 1_000, 'a revoked key was still accepted 1 s later');
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    assert.equal((await lb!.fetch('/usage', { headers: key })).status, 401);
  });
});
