// The Redis bucket store against the machine's real Redis (REDIS_URL or 127.0.0.1:6379): exact
// arithmetic (same decisions as the in-process store), atomicity under concurrency, expiry,
// and failing open when Redis is unreachable or stops answering.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import fc from 'fast-check';
import type { Logger } from 'pino';
import { createMemoryRateLimitStore } from '../../src/ratelimit/memory.js';
import { createRedisRateLimitStore } from '../../src/ratelimit/redis.js';
import type { BucketSpec, Decision } from '../../src/ratelimit/token-bucket.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test:rl:${process.pid}:${randomBytes(4).toString('hex')}:`;

function captureLogger() {
  const warnings: string[] = [];
  return {
    warnings,
    logger: {
      warn: (_obj: unknown, msg: string) => {
        warnings.push(msg);
      },
    } as unknown as Logger,
  };
}
const quiet = captureLogger().logger;

const admin = new Redis(REDIS_URL);
after(async () => {
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
});

describe('redis rate-limit store', () => {
  test('burst is exact, then 429 with retryAfter; the key expires when the bucket is full again', async () => {
    const store = await createRedisRateLimitStore(REDIS_URL, quiet, { prefix: PREFIX });
    try {
      const spec: BucketSpec = { capacity: 10, perMinute: 1 };
      const decisions: Decision[] = [];
      for (let i = 0; i < 12; i++) decisions.push(await store.take('burst', spec));
      assert.deepEqual(
        decisions.map((d) => d.allowed),
        [...Array(10).fill(true), false, false],
      );
      assert.deepEqual(
        decisions.map((d) => d.remaining),
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0],
      );
      const denied = decisions[10] as Decision;
      assert.equal(denied.limit, 1);
      assert.ok(denied.retryAfter >= 59 && denied.retryAfter <= 60, String(denied.retryAfter));
      const nowSec = Date.now() / 1000;
      // Ten tokens at one per minute: full again in about ten minutes.
      assert.ok(Math.abs(denied.resetAt - (nowSec + 600)) <= 2, `${denied.resetAt} vs ${nowSec + 600}`);
      const ttl = await admin.pttl(`${PREFIX}burst`);
      assert.ok(ttl > 590_000 && ttl <= 600_000, String(ttl));
    } finally {
      await store.close();
    }
  });

  test('refills continuously at perMinute/60 per second', async () => {
    const store = await createRedisRateLimitStore(REDIS_URL, quiet, { prefix: PREFIX });
    try {
      const spec: BucketSpec = { capacity: 3, perMinute: 600 }; // one token per 100 ms
      for (let i = 0; i < 3; i++) assert.equal((await store.take('refill', spec)).allowed, true);
      const denied = await store.take('refill', spec);
      assert.equal(denied.allowed, false);
      assert.equal(denied.retryAfter, 1);
      const started = Date.now();
      let allowed = false;
      for (let i = 0; i < 100 && !allowed; i++) {
        await new Promise((r) => setTimeout(r, 20));
        allowed = (await store.take('refill', spec)).allowed;
      }
      assert.ok(allowed, 'a token came back');
      assert.ok(Date.now() - started < 1500, 'within a few refill periods');
    } finally {
      await store.close();
    }
  });

  test("decisions (and so headers) equal the in-process store's for the same sequence and clock", async () => {
    const specs: BucketSpec[] = [
      { capacity: 5, perMinute: 10 },
      { capacity: 20, perMinute: 100 },
      { capacity: 100, perMinute: 600 },
      { capacity: 60, perMinute: 1 },
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...specs),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 60 }),
        async (spec, steps) => {
          let now = Date.parse('2026-05-01T00:00:00Z') + run * 1000;
          const clock = () => now;
          const memory = createMemoryRateLimitStore(clock);
          const redis = await createRedisRateLimitStore(REDIS_URL, quiet, {
            prefix: `${PREFIX}same:${run++}:`,
            clock,
          });
          try {
            for (const step of steps) {
              // Steps of 0 repeat a few takes at the same instant (bursts).
              now += step < 2000 ? 0 : step;
              assert.deepEqual(await redis.take('k', spec), await memory.take('k', spec));
            }
          } finally {
            await Promise.all([redis.close(), memory.close()]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test('300 parallel takes on a burst of 100 → exactly 100 allowed (also across clients)', async () => {
    const stores = await Promise.all(
      [1, 2, 3].map(() => createRedisRateLimitStore(REDIS_URL, quiet, { prefix: PREFIX })),
    );
    try {
      const spec: BucketSpec = { capacity: 100, perMinute: 1 };
      const decisions = await Promise.all(
        Array.from({ length: 300 }, (_, i) => stores[i % 3]!.take('parallel', spec)),
      );
      assert.equal(decisions.filter((d) => d.allowed).length, 100);
      assert.deepEqual(
        decisions
          .filter((d) => d.allowed)
          .map((d) => d.remaining)
          .sort((a, b) => a - b),
        Array.from({ length: 100 }, (_, i) => i),
      );
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  test('fails open with a warning when Redis is unreachable (closed port)', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const { logger, warnings } = captureLogger();
    const store = await createRedisRateLimitStore(`redis://127.0.0.1:${port}`, logger, {
      prefix: PREFIX,
      connectTimeout: 300,
    });
    try {
      const started = Date.now();
      const d = await store.take('closed', { capacity: 5, perMinute: 60 });
      assert.ok(Date.now() - started < 500, 'answers at once');
      assert.deepEqual(
        { allowed: d.allowed, limit: d.limit, remaining: d.remaining, retryAfter: d.retryAfter },
        { allowed: true, limit: 60, remaining: 4, retryAfter: 0 },
      );
      assert.ok(
        warnings.some((w) => /fail open/.test(w)),
        warnings.join('; '),
      );
    } finally {
      await store.close();
    }
  });

  test('fails open within the command timeout when Redis stops answering, and limits again when it is back', async () => {
    // A TCP relay to the real Redis that can hold back its replies (a hung server or network),
    // so the real Redis is never paused for other tests.
    let stalled = false;
    const held: { socket: Socket; data: Buffer }[] = [];
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(
        new URL(REDIS_URL).port ? Number(new URL(REDIS_URL).port) : 6379,
        new URL(REDIS_URL).hostname,
      );
      sockets.add(client).add(upstream);
      client.on('data', (d) => upstream.write(d));
      upstream.on('data', (d) => (stalled ? held.push({ socket: client, data: d }) : client.write(d)));
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    const { logger, warnings } = captureLogger();
    const store = await createRedisRateLimitStore(`redis://127.0.0.1:${port}`, logger, {
      prefix: PREFIX,
      commandTimeout: 200,
    });
    try {
      const spec: BucketSpec = { capacity: 2, perMinute: 1 };
      assert.equal((await store.take('stall', spec)).allowed, true);
      assert.equal((await store.take('stall', spec)).allowed, true);
      assert.equal((await store.take('stall', spec)).allowed, false);
      stalled = true;
      const started = Date.now();
      const d = await store.take('stall', spec);
      const waited = Date.now() - started;
      assert.equal(d.allowed, true, 'fail open');
      assert.ok(waited >= 150 && waited < 1000, `waited ${waited} ms`);
      assert.ok(
        warnings.some((w) => /fail open/.test(w)),
        warnings.join('; '),
      );
      // Redis answers again: limiting resumes (the bucket is still empty).
      stalled = false;
      for (const h of held.splice(0)) h.socket.write(h.data);
      let limited = false;
      for (let i = 0; i < 50 && !limited; i++) {
        limited = !(await store.take('stall', spec)).allowed;
        if (!limited) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(limited, 'limits again once Redis answers');
    } finally {
      await store.close();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
