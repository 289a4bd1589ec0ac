import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { takeToken, type BucketState } from '../../src/ratelimit/token-bucket.js';
import { createMemoryRateLimitStore } from '../../src/ratelimit/memory.js';

const spec = { capacity: 5, perMinute: 10 }; // POST /ai: 10/min, burst 5 → one token every 6 s

test('a new bucket allows exactly its burst, then refuses', () => {
  let state: BucketState | undefined;
  const t = 1_700_000_000_000;
  const remaining: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = takeToken(state, spec, t);
    assert.equal(r.decision.allowed, true);
    remaining.push(r.decision.remaining);
    state = r.state;
  }
  assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
  const refused = takeToken(state, spec, t);
  assert.equal(refused.decision.allowed, false);
  assert.equal(refused.decision.retryAfter, 6);
  assert.equal(refused.decision.limit, 10);
  // Full again 5 tokens × 6 s = 30 s later.
  assert.equal(refused.decision.resetAt, Math.ceil((t + 30_000) / 1000));
});

test('tokens refill continuously at perMinute/60 per second', () => {
  const t = 1_700_000_000_000;
  const empty: BucketState = { tokens: 0, updatedAt: t };
  assert.equal(takeToken(empty, spec, t + 5_999).decision.allowed, false);
  assert.equal(takeToken(empty, spec, t + 5_999).decision.retryAfter, 1);
  const after = takeToken(empty, spec, t + 6_000);
  assert.equal(after.decision.allowed, true);
  assert.equal(after.decision.remaining, 0);
  // Never above capacity however long it rests.
  assert.equal(takeToken(empty, spec, t + 3_600_000).decision.remaining, 4);
});

test('property: allowed requests in a window never exceed burst + refill', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 6000 }),
      fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 300 }),
      (capacity, perMinute, gaps) => {
        const s = { capacity, perMinute };
        let state: BucketState | undefined;
        let now = 0;
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          const r = takeToken(state, s, now);
          state = r.state;
          if (r.decision.allowed) allowed++;
          assert.ok(r.decision.remaining >= 0 && r.decision.remaining <= capacity);
          if (!r.decision.allowed) assert.ok(r.decision.retryAfter >= 1);
        }
        assert.ok(allowed <= capacity + (now * perMinute) / 60_000 + 1e-9);
      },
    ),
  );
});

test('memory store keeps one bucket per key', async () => {
  let now = 0;
  const store = createMemoryRateLimitStore(() => now);
  const s = { capacity: 2, perMinute: 60 };
  assert.equal((await store.take('a', s)).allowed, true);
  assert.equal((await store.take('a', s)).allowed, true);
  assert.equal((await store.take('a', s)).allowed, false);
  assert.equal((await store.take('b', s)).allowed, true);
  now += 1000;
  assert.equal((await store.take('a', s)).allowed, true);
  await store.close();
});
