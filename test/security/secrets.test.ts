// Secrets never reach storage or logs; failed authentication is throttled per address; one
// account's key never reads another's data. Against the real server process over HTTPS.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { tempDir } from '../helpers.js';
import {
  createAccountOver,
  PROCESS_ADMIN_TOKEN,
  serverForSuite,
  startServerProcess,
} from '../reliability/server-process.js';

const json = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
const event = (userId: string, eventName = 'login') =>
  JSON.stringify({ userId, eventName, timestamp: new Date().toISOString() });

/** Every file of the data directory (database, WAL, SHM, certificate…) as one buffer each. */
function dataFiles(dir: string): [string, Buffer][] {
  return readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]);
}

function assertAbsent(secret: string, where: [string, Buffer | string][]) {
  for (const [name, content] of where) {
    const text = Buffer.isBuffer(content) ? content.toString('latin1') : content;
    assert.ok(!text.includes(secret), `${secret.slice(0, 8)}… found in ${name}`);
  }
}

describe('secrets, throttling and isolation', () => {
  const suite = serverForSuite('secrets-', { LOG_LEVEL: 'debug' });

  test('API keys and the configured admin token are in no data file and no log line', async () => {
    const { accountId, apiKeys, keyIds } = await createAccountOver(suite.server, 'trial', 3);
    const [good, revoked, unused] = apiKeys as [string, string, string];
    const adminAuth = { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` };
    assert.equal(
      (await suite.server.fetch('/usage', { method: 'POST', headers: json(good), body: event('u1') })).status,
      200,
    );
    assert.equal((await suite.server.fetch('/usage?limit=5', { headers: json(good) })).status, 200);
    assert.equal(
      (
        await suite.server.fetch('/ai', {
          method: 'POST',
          headers: json(good),
          body: JSON.stringify({ question: 'How many logins today?' }),
        })
      ).status,
      200,
    );
    // A key in the wrong places: query string, path, body, other headers.
    await suite.server.fetch(`/usage?api_key=${good}&limit=${unused}`, { headers: json(good) });
    await suite.server.fetch(`/usage/${good}`, { headers: json(good) });
    await suite.server.fetch(`/${unused}?token=${unused}`);
    await suite.server.fetch('/usage', {
      method: 'POST',
      headers: { ...json(good), 'x-api-key': unused, 'idempotency-key': unused },
      body: JSON.stringify({ userId: unused, apiKey: unused }),
    });
    await suite.server.fetch(`/admin/accounts/${accountId}?token=${PROCESS_ADMIN_TOKEN}`, {
      headers: adminAuth,
    });
    await suite.server.fetch(`/admin/${PROCESS_ADMIN_TOKEN}`, { headers: adminAuth });
    // Wrong credentials: a customer key on /admin, the admin token as a customer key, malformed.
    await suite.server.fetch(`/admin/accounts/${accountId}`, { headers: json(good) });
    await suite.server.fetch('/usage', { headers: json(PROCESS_ADMIN_TOKEN) });
    await suite.server.fetch('/usage', { headers: { authorization: `Basic ${unused}` } });
    await suite.server.fetch('/usage', { headers: json(good + 'x') });
    // A revoked key, used before and after.
    assert.equal((await suite.server.fetch('/usage', { headers: json(revoked) })).status, 200);
    assert.equal(
      (await suite.server.fetch(`/admin/keys/${keyIds[1]}`, { method: 'DELETE', headers: adminAuth })).status,
      204,
    );
    assert.equal((await suite.server.fetch('/usage', { headers: json(revoked) })).status, 401);

    await new Promise((r) => setTimeout(r, 500)); // log lines are written within 200 ms
    const logs = suite.server.output();
    assert.ok(
      logs.includes('"level":20') || logs.includes('"msg":"request"'),
      'the server logged at debug level',
    );
    const everywhere: [string, Buffer | string][] = [['log', logs], ...dataFiles(suite.dataDir)];
    for (const secret of [good, revoked, unused, PROCESS_ADMIN_TOKEN]) assertAbsent(secret, everywhere);
    // The key's hash is what is stored (sanity check that the scan reads the database).
    assert.ok(
      dataFiles(suite.dataDir).some(
        ([name, c]) => name.startsWith('usage.db') && c.toString('latin1').includes(accountId),
      ),
    );
  });

  test('failed authentication is throttled per client address: 401s, then 429 after 60', async () => {
    // Wait until the address bucket is full again (its X-RateLimit-Reset), then spend it.
    const probe = await suite.server.fetch('/usage', { headers: json('uik_probe') });
    await new Promise((r) =>
      setTimeout(r, Math.max(0, Number(probe.headers['x-ratelimit-reset']) * 1000 - Date.now()) + 200),
    );
    const started = Date.now();
    const responses: Awaited<ReturnType<typeof suite.server.fetch>>[] = [];
    // Sequential, so that the order of answers is the order of requests; until the first 429 (a
    // loaded machine answers slowly, and the bucket refills while the loop runs).
    for (let i = 0; i < 400 && !responses.some((r) => r.status === 429); i++)
      responses.push(await suite.server.fetch('/usage', { headers: json(`uik_guess${i}`) }));
    const elapsedS = (Date.now() - started) / 1000;
    const statuses = responses.map((r) => r.status);
    const first429 = statuses.indexOf(429);
    const answered401 = statuses.filter((s) => s === 401).length;
    // Burst 60, then refilled at 10 per second while the loop runs.
    assert.ok(first429 >= 60, `first 429 at ${first429}: ${statuses.join(',')}`);
    assert.ok(
      answered401 <= 60 + Math.ceil(elapsedS * 10) + 1,
      `${answered401} 401s in ${elapsedS}s: ${statuses.join(',')}`,
    );
    assert.ok(statuses.every((s) => s === 401 || s === 429));
    const limited = responses[first429]!;
    assert.equal(limited.json().error, 'Rate limit exceeded');
    assert.ok(Number(limited.json().retryAfter) >= 1);
    assert.equal(limited.headers['retry-after'], String(limited.json().retryAfter));
    assert.equal(limited.headers['x-ratelimit-limit'], '600');
  });

  test("one account's key never reads another account's data", async () => {
    const a = (await createAccountOver(suite.server, 'paid')).apiKeys[0]!;
    const b = (await createAccountOver(suite.server, 'paid')).apiKeys[0]!;
    for (let i = 0; i < 7; i++)
      assert.equal(
        (
          await suite.server.fetch('/usage', {
            method: 'POST',
            headers: json(a),
            body: event('alice', 'secret_a'),
          })
        ).status,
        200,
      );
    assert.equal(
      (
        await suite.server.fetch('/usage', {
          method: 'POST',
          headers: json(b),
          body: event('bob', 'visible_b'),
        })
      ).status,
      200,
    );

    const listB = (await suite.server.fetch('/usage?limit=1000', { headers: json(b) })).json();
    assert.deepEqual(
      listB.events.map((e: { userId: string }) => e.userId),
      ['bob'],
    );
    assert.equal((await suite.server.fetch('/usage?userId=alice', { headers: json(b) })).json().total, 0);

    const ask = async (key: string, question: string) =>
      (
        await suite.server.fetch('/ai', {
          method: 'POST',
          headers: json(key),
          body: JSON.stringify({ question }),
        })
      ).json();
    const fromB = await ask(b, 'How many secret_a events in the last 7 days?');
    assert.equal(fromB.dataPoints, 0, JSON.stringify(fromB));
    assert.ok(!/\b7\b/.test(fromB.answer), fromB.answer);
    const allB = await ask(b, 'How many events in the last 7 days?');
    assert.equal(allB.dataPoints, 1, JSON.stringify(allB));
    const allA = await ask(a, 'How many events in the last 7 days?');
    assert.equal(allA.dataPoints, 7, JSON.stringify(allA));

    // The same Idempotency-Key in two accounts: two events, each seen only by its owner.
    const idem = (key: string, userId: string) =>
      suite.server.fetch('/usage', {
        method: 'POST',
        headers: { ...json(key), 'idempotency-key': 'same-key' },
        body: event(userId),
      });
    const ea = (await idem(a, 'alice')).json().eventId;
    const eb = (await idem(b, 'bob')).json().eventId;
    assert.notEqual(ea, eb);
    const ids = (await suite.server.fetch('/usage?limit=1000', { headers: json(b) }))
      .json()
      .events.map((e: { eventId: string }) => e.eventId);
    assert.ok(ids.includes(eb) && !ids.includes(ea));
  });
});

test('a generated admin token is logged once, on the start that creates it', async () => {
  const dir = tempDir('admin-token-');
  try {
    const first = await startServerProcess({
      dataDir: dir.path,
      env: { ADMIN_TOKEN: '', LOG_LEVEL: 'debug' },
    });
    await first.kill('SIGTERM');
    const token = readFileSync(join(dir.path, 'admin-token'), 'utf8').trim();
    assert.ok(token.length >= 16);
    assert.equal(first.output().split(token).length - 1, 1, 'logged exactly once');
    const second = await startServerProcess({
      dataDir: dir.path,
      env: { ADMIN_TOKEN: '', LOG_LEVEL: 'debug' },
    });
    try {
      assert.equal(
        (
          await second.fetch('/admin/accounts', {
            method: 'POST',
            headers: json(token),
            body: JSON.stringify({ plan: 'trial' }),
          })
        ).status,
        201,
      );
      assert.ok(!second.output().includes(token), 'not logged on a later start');
      assertAbsent(
        token,
        dataFiles(dir.path).filter(([name]) => name !== 'admin-token'),
      );
    } finally {
      await second.kill('SIGKILL');
    }
  } finally {
    dir.remove();
  }

  test('the logger replaces secret-bearing fields, should a log call ever pass one', () => {
    const script = `import { createLogger } from './src/service.ts';
      const log = createLogger({ logLevel: 'info' });
      log.info({ apiKey: 'uik_S1', adminToken: 'uia_S2', headers: { authorization: 'Bearer S3' }, req: { headers: { authorization: 'Bearer S4' } } }, 'x');`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const line = JSON.parse(out.trim());
    assert.equal(line.msg, 'x');
    assert.deepEqual(
      [line.apiKey, line.adminToken, line.headers.authorization, line.req.headers.authorization],
      Array(4).fill('[redacted]'),
    );
    assertAbsent('S1', [['log', out]]);
  });
});
