// Where bucket state lives: in this process (memory.ts) or shared by instances (redis.ts).
import type { BucketSpec, Decision } from './token-bucket.js';

export interface RateLimitStore {
  /** Takes one token from the bucket `key` (created full on first use). */
  take(key: string, spec: BucketSpec): Promise<Decision>;
  /** Readiness of a shared store (false: unreachable); absent where state is in-process. */
  ping?(): Promise<boolean>;
  close(): Promise<void>;
}
