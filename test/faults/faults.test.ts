// Fault injection (issue 20): the real server over HTTPS on PostgreSQL and Redis of its own
// (test/faults/dependencies.ts), under load from several clients, through a PostgreSQL
// restart, pg_terminate_backend of its connections, a PostgreSQL crash and start, a Redis
// restart, and a Redis that stops answering for 5 s. For each: every response is 200, 429 or
// 503 (never a 500, never a hang), /readyz says so within about a second, requests succeed
// again within 2 s of the dependency's return; at the end every acknowledged event is stored
// exactly once. Each fault's figures are printed (FAULTS_QUIET=1 to silence).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { bearer, createAccount, isoAgo, startService, tempDir, type TestService } from '../helpers.js';
import { BULK_PLANS } from '../reliability/server-process.js';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from './dependencies.js';

const REQUEST_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let postgres: PrivatePostgres;
let redis: PrivateRedis;
let service: TestService;
let base: string;
let ca: Buffer;
let apiKey: string;
let accountId: string;
const plans = tempDir('plans-');
const acked = new Set<string>();

before(async () => {
  [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  writeFileSync(join(plans.path, 'plans.json'), BULK_PLANS);
  service = await startService(
    { DATABASE_URL: postgres.url, REDIS_URL: redis.url, PLANS_FILE: join(plans.path, 'plans.json') },
    { tls: true },
  );
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `https://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
  ca = readFileSync(join(service.dataDir, 'tls-cert.pem'));
  ({ apiKey, accountId } = await createAccount(service, 'bulk'));
});
after(async () => {
  await service?.stop();
  postgres?.destroy();
  await redis?.destroy();
  plans.remove();
});

interface Sample {
  path: string;
  start: number;
  end: number;
  status: number;
}

/** One HTTPS request on a new connection; status 0 when it failed or took longer than REQUEST_TIMEOUT_MS. */
function call(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Sample> {
  const start = Date.now();
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        ca,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { ...bearer(apiKey), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ path, start, end: Date.now(), status: res.statusCode ?? 0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ path, start, end: Date.now(), status: 0 }));
    req.end(body);
  });
}

interface Outcome {
  samples: Sample[];
  ready: Sample[];
  faultAt: number;
  backAt: number;
}

/**
 * Four clients post events (each retried under its Idempotency-Key until a 200), one lists and
 * one polls /readyz, from 700 ms before the fault until 2.5 s after the dependency is back.
 */
async function underLoad(name: string, fault: () => Promise<void>): Promise<Outcome> {
  const samples: Sample[] = [];
  const ready: Sample[] = [];
  let stop = false;
  const poster = async (c: number) => {
    for (let i = 0; !stop; i++) {
      const userId = `${name}-c${c}-${i}`;
      const body = JSON.stringify({ userId, eventName: 'fault_load', timestamp: isoAgo(1000) });
      while (!stop) {
        const s = await call('POST', '/usage', body, { 'idempotency-key': userId });
        samples.push(s);
        if (s.status === 200) {
          acked.add(userId);
          break;
        }
        await sleep(50);
      }
    }
  };
  const lister = async () => {
    while (!stop) {
      samples.push(await call('GET', '/usage?limit=10'));
      await sleep(50);
    }
  };
  const poller = async () => {
    while (!stop) {
      ready.push(await call('GET', '/readyz'));
      await sleep(100);
    }
  };
  const load = [0, 1, 2, 3].map(poster).concat(lister(), poller());
  await sleep(700);
  const faultAt = Date.now();
  await fault();
  const backAt = Date.now();
  await sleep(2500);
  stop = true;
  await Promise.all(load);
  return { samples, ready, faultAt, backAt };
}

/** The contract under a fault, and its figures: answers by status, the longest, the recovery. */
function check(name: string, o: Outcome, { readyGoesDown }: { readyGoesDown: boolean }) {
  const statuses = new Map<number, number>();
  for (const s of o.samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const longest = Math.max(...o.samples.map((s) => s.end - s.start));
  const firstOk = o.samples
    .filter((s) => s.status === 200 && s.start >= o.backAt)
    .sort((a, b) => a.end - b.end)[0];
  const recovery = firstOk ? firstOk.end - o.backAt : Infinity;
  const notReady = o.ready.find((s) => s.status === 503 && s.end >= o.faultAt);
  const readyAgain = o.ready.find((s) => s.status === 200 && s.start >= o.backAt);
  if (!process.env.FAULTS_QUIET) {
    console.log(
      `${name}: ${[...statuses].map(([k, v]) => `${v}×${k}`).join(', ')}; longest ${longest} ms; ` +
        `dependency down for ${o.backAt - o.faultAt} ms; first 200 ${recovery} ms after its return; ` +
        `readyz 503 ${notReady ? `${notReady.end - o.faultAt} ms after the fault` : 'never'}, 200 again ${readyAgain ? `${readyAgain.end - o.backAt} ms after the return` : 'never'}`,
    );
  }
  for (const status of statuses.keys())
    assert.ok([200, 429, 503].includes(status), `${name}: a ${status} answer`);
  assert.ok(longest < REQUEST_TIMEOUT_MS, `${name}: an answer took ${longest} ms`);
  assert.ok(recovery <= 2000, `${name}: first 200 ${recovery} ms after the dependency's return`);
  if (readyGoesDown) assert.ok(notReady, `${name}: /readyz never said 503`);
  assert.ok(
    readyAgain && readyAgain.end - o.backAt <= 2000,
    `${name}: /readyz ready again ${readyAgain ? readyAgain.end - o.backAt : 'never'}`,
  );
}

describe('PostgreSQL faults', () => {
  test('restart (pg_ctl restart -m fast)', async () => {
    check('PostgreSQL restart', await underLoad('pg-restart', () => postgres.restart()), {
      readyGoesDown: false,
    });
  });
  test('pg_terminate_backend of every connection of the service', async () => {
    check(
      'pg_terminate_backend',
      await underLoad('pg-terminate', async () => {
        assert.ok((await postgres.terminateConnections()) > 0);
      }),
      { readyGoesDown: false },
    );
  });
  test('crash (pg_ctl stop -m immediate), down for 2 s, then start', async () => {
    check(
      'PostgreSQL crash',
      await underLoad('pg-crash', async () => {
        await postgres.crash();
        await sleep(2000);
        await postgres.start();
      }),
      { readyGoesDown: true },
    );
  });
});

describe('Redis faults (the limiter fails open, behind a circuit breaker)', () => {
  test('restart', async () => {
    check('Redis restart', await underLoad('redis-restart', () => redis.restart()), { readyGoesDown: false });
  });
  test('stops answering (SIGSTOP) for 5 s', async () => {
    const o = await underLoad('redis-stop', async () => {
      redis.pause();
      await sleep(5000);
      redis.resume();
    });
    check('Redis SIGSTOP 5 s', o, { readyGoesDown: true });
    // the breaker: a stopped Redis costs a few requests the command timeout, not every one
    const slow = o.samples.filter(
      (s) => s.start >= o.faultAt && s.start < o.backAt && s.end - s.start > 400,
    ).length;
    const during = o.samples.filter((s) => s.start >= o.faultAt && s.start < o.backAt).length;
    assert.ok(slow <= during / 4, `${slow} of ${during} requests waited for Redis`);
  });
});

test('every acknowledged event is stored exactly once', async () => {
  const c = new pg.Client({ connectionString: postgres.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ user_id: string; n: string }>(
      'SELECT e.user_id, count(*) AS n FROM events e JOIN accounts a ON a.key = e.account_key WHERE a.id = $1 GROUP BY e.user_id',
      [accountId],
    );
    const counts = new Map(rows.map((r) => [r.user_id, Number(r.n)]));
    assert.ok(acked.size > 100, `${acked.size} events acknowledged`);
    for (const userId of acked)
      assert.equal(counts.get(userId), 1, `${userId} stored ${counts.get(userId) ?? 0} times`);
    assert.deepEqual(
      [...counts].filter(([, n]) => n > 1),
      [],
      'no event stored twice',
    );
    if (!process.env.FAULTS_QUIET)
      console.log(
        `${acked.size} acknowledged events, each stored once; ${counts.size - acked.size} more stored whose 200 was not seen`,
      );
  } finally {
    await c.end();
  }
});
