// In-process bucket store: one instance only. Full buckets are forgotten, so memory follows
// the number of recently active keys and addresses, not all that were ever seen.
import type { RateLimitStore } from './store.js';
import { msUntilFull, takeToken, type BucketSpec, type BucketState } from './token-bucket.js';

export function createMemoryRateLimitStore(clock: () => number = Date.now): RateLimitStore {
  const buckets = new Map<string, { state: BucketState; spec: BucketSpec }>();
  const sweep = setInterval(() => {
    const now = clock();
    for (const [key, b] of buckets)
      if (b.state.updatedAt + msUntilFull(b.state, b.spec) <= now) buckets.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async take(key, spec) {
      const { state, decision } = takeToken(buckets.get(key)?.state, spec, clock());
      buckets.set(key, { state, spec });
      return decision;
    },
    async close() {
      clearInterval(sweep);
      buckets.clear();
    },
  };
}
