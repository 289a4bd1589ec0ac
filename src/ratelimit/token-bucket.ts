// Token-bucket arithmetic (CONTRACT.md "Rate limits"): capacity = burst, refilled
// continuously at perMinute/60 tokens per second; every request takes one token.

export interface BucketSpec {
  /** Burst: the most tokens the bucket holds. */
  capacity: number;
  /** The operation's per-minute rate (shown as X-RateLimit-Limit). */
  perMinute: number;
}

export interface BucketState {
  tokens: number;
  /** Epoch ms of the last update. */
  updatedAt: number;
}

export interface Decision {
  allowed: boolean;
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Unix time (whole seconds) at which the bucket is full again. */
  resetAt: number;
  /** Whole seconds until one token is available (≥ 1); 0 when allowed. */
  retryAfter: number;
}

const refillPerMs = (spec: BucketSpec) => spec.perMinute / 60_000;

/** Takes one token at time `now`; a missing state is a full bucket. */
export function takeToken(
  state: BucketState | undefined,
  spec: BucketSpec,
  now: number,
): { state: BucketState; decision: Decision } {
  const rate = refillPerMs(spec);
  const elapsed = state ? Math.max(0, now - state.updatedAt) : 0;
  const available = state ? Math.min(spec.capacity, state.tokens + elapsed * rate) : spec.capacity;
  const allowed = available >= 1;
  const tokens = allowed ? available - 1 : available;
  const decision: Decision = {
    allowed,
    limit: spec.perMinute,
    remaining: Math.floor(tokens),
    resetAt: Math.ceil((now + (spec.capacity - tokens) / rate) / 1000),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate / 1000)),
  };
  return { state: { tokens, updatedAt: now }, decision };
}

/** Milliseconds until a bucket left at `state` is full again (when it can be forgotten). */
export const msUntilFull = (state: BucketState, spec: BucketSpec) =>
  (spec.capacity - state.tokens) / refillPerMs(spec);
