// @usage-insights/client (sdk/) against the real server process over TLS: 100,000 events
// recorded while the server is killed with SIGKILL and restarted several times are stored
// exactly once; rejected events, a full queue, a 429 and a 402 surface as typed errors.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import { UsageInsights, UsageInsightsError, type UsageEventInput } from '../../sdk/src/index.js';
import { tempDir } from '../helpers.js';
import {
  BULK_PLANS,
  createAccountOver,
  delay,
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../reliability/server-process.js';

const dir = tempDir('sdk-');
const plansFile = join(dir.path, 'plans.json');
let port: number;
let server: ServerProcess;
const start = async () => {
  server = await startServerProcess({
    dataDir: join(dir.path, 'data'),
    port,
    env: { PLANS_FILE: plansFile, LOG_LEVEL: 'warn', BILLING_URL: 'https://billing.example.com/up' },
  });
};

before(async () => {
  const plans = JSON.parse(BULK_PLANS) as Record<string, unknown>;
  writeFileSync(
    plansFile,
    JSON.stringify({
      ...plans,
      tiny: { aiQuestions: 1, rateLimits: { 'POST /ai': { perMinute: 1, burst: 2 } } },
    }),
  );
  port = await freePort();
  await start();
});
after(async () => {
  await server?.kill('SIGKILL');
  dir.remove();
});

test('100,000 events, 4 batches in flight, while the server is killed (SIGKILL) and restarted 4 times: every one stored exactly once', async () => {
  const { accountId, apiKeys } = await createAccountOver(server, 'bulk');
  const errors: UsageInsightsError[] = [];
  const client = new UsageInsights({
    url: server.url,
    apiKey: apiKeys[0]!,
    ca: server.ca,
    flushAt: 500,
    maxInFlight: 4,
    flushInterval: 50,
    retryBaseMs: 50,
    maxRetries: 40,
    onError: (e) => errors.push(e),
  });
  const TOTAL = 100_000;
  let kills = 0;
  const killer = (async () => {
    for (; kills < 4; kills++) {
      await delay(400 + Math.random() * 400);
      await server.kill('SIGKILL');
      await delay(200);
      await start();
    }
  })();
  for (let i = 0; i < TOTAL; i++) {
    client.record({ userId: `e-${i}`, eventName: 'sdk_kill_test', eventValue: i % 100 });
    if (i % 2000 === 1999) await delay(20); // a producer of ~100k events/s, not one tight loop
  }
  await killer;
  await client.close();
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
    'nothing reported lost',
  );
  const db = new Database(join(dir.path, 'data', 'usage.db'), { readonly: true });
  try {
    const key = db.prepare('SELECT key FROM accounts WHERE id = ?').pluck().get(accountId) as number;
    const { n, users } = db
      .prepare('SELECT count(*) AS n, count(DISTINCT user_id) AS users FROM events WHERE account_key = ?')
      .get(key) as { n: number; users: number };
    console.log(
      `client kill test: ${TOTAL} recorded, ${kills} SIGKILLs, ${n} stored, ${users} distinct (lost ${TOTAL - users}, duplicated ${n - users})`,
    );
    assert.equal(users, TOTAL, 'none lost');
    assert.equal(n, TOTAL, 'none duplicated');
  } finally {
    db.close();
  }
});

test('a rejected event is reported (never retried), a full queue reports instead of dropping, reads and questions are typed', async () => {
  const { apiKeys } = await createAccountOver(server, 'bulk');
  const reported: [UsageInsightsError, UsageEventInput[]][] = [];
  const client = new UsageInsights({
    url: server.url,
    apiKey: apiKeys[0]!,
    ca: server.ca,
    maxQueueSize: 3,
    flushInterval: 60_000,
    onError: (e, evs) => reported.push([e, evs]),
  });
  client.record({ userId: 'ok-1', eventName: 'sdk_test' });
  client.record({ userId: '', eventName: 'sdk_test' });
  client.record({ userId: 'ok-2', eventName: 'sdk_test', timestamp: new Date() });
  client.record({ userId: 'overflow', eventName: 'sdk_test' });
  await client.flush();
  assert.deepEqual(
    reported.map(([e, evs]) => [e.status, e.field ?? e.error, evs[0]?.userId]),
    [
      [0, 'Not queued', 'overflow'],
      [400, 'userId', ''],
    ],
  );
  const events = await client.listEvents({ limit: 10 });
  assert.deepEqual(events.map((e) => e.userId).sort(), ['ok-1', 'ok-2']);
  const answer = await client.ask('how many sdk_test events');
  assert.equal(answer.confidence, 'high');
  assert.equal(answer.dataPoints, 2);
  await client.close();
  client.record({ userId: 'late', eventName: 'sdk_test' });
  assert.equal(reported.at(-1)?.[0].message, 'the client is closed');
});

test('402 and 429 surface as UsageInsightsError with upgradeUrl and retryAfter', async () => {
  const { apiKeys } = await createAccountOver(server, 'tiny');
  const client = new UsageInsights({ url: server.url, apiKey: apiKeys[0]!, ca: server.ca });
  try {
    await client.ask('how many events');
    const trial = await client.ask('how many events').then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(trial instanceof UsageInsightsError);
    assert.equal(trial.status, 402);
    assert.equal(trial.upgradeUrl, 'https://billing.example.com/up');
    const limited = await client.ask('how many events').then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(limited instanceof UsageInsightsError);
    assert.equal(limited.status, 429);
    assert.ok((limited.retryAfter ?? 0) >= 1);
    const badKey = new UsageInsights({ url: server.url, apiKey: 'uik_wrong', ca: server.ca });
    const unauthorized = await badKey.listEvents().then(
      () => null,
      (e: unknown) => e,
    );
    assert.equal((unauthorized as UsageInsightsError).status, 401);
    await badKey.close();
  } finally {
    await client.close();
  }
});
