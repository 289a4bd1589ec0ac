// Bucket state shared by all instances (REDIS_URL). One Lua script per decision does the
// arithmetic of token-bucket.ts atomically, on Redis's own clock (TIME), so instances with
// skewed clocks agree. A bucket expires when it would be full again (same as forgetting it).
//
// Redis unreachable or slow: the request is let through (fail open) with a logged warning,
// after at most `commandTimeout` ms. Rate limiting protects the service; it must not become
// the reason the whole API is down. The headers then describe a full bucket.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimitStore } from './store.js';
import { takeToken, type BucketSpec, type Decision } from './token-bucket.js';

// Same operations, same order as takeToken(); Lua numbers are IEEE doubles like JS's.
// Tokens are kept with %.17g so they survive the round trip through a string exactly.
const TAKE_TOKEN = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2]) / 60000
local now = tonumber(ARGV[3])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local available = capacity
if state[1] and state[2] then
  local elapsed = math.max(0, now - tonumber(state[2]))
  available = math.min(capacity, tonumber(state[1]) + elapsed * rate)
end
local allowed = available >= 1
local tokens = available
if allowed then tokens = available - 1 end
local retryAfter = 0
if not allowed then retryAfter = math.max(1, math.ceil((1 - tokens) / rate / 1000)) end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', now))
redis.call('PEXPIRE', KEYS[1], string.format('%.17g', math.max(1, math.ceil((capacity - tokens) / rate))))
return { allowed and 1 or 0, math.floor(tokens), math.ceil((now + (capacity - tokens) / rate) / 1000), retryAfter }
`;

export interface RedisRateLimitOptions {
  /** Prefix of every bucket key (tests use a unique one per run). */
  prefix?: string;
  /** Longest wait for Redis before failing open, ms. */
  commandTimeout?: number;
  /** Longest wait at start-up for the first connection, ms (the service starts anyway). */
  connectTimeout?: number;
  /** Tests only: a fake clock (epoch ms) instead of Redis's TIME, to compare with takeToken(). */
  clock?: () => number;
}

type WarnLogger = Pick<Logger, 'warn'> & Partial<Pick<Logger, 'info'>>;

/** Logs at most one warning per interval, with the number of failures since the last one. */
function throttledWarning(logger: WarnLogger, intervalMs = 10_000) {
  let last = 0;
  let suppressed = 0;
  return (err: unknown, message: string) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      suppressed++;
      return;
    }
    logger.warn({ err, suppressed }, message);
    last = now;
    suppressed = 0;
  };
}

/** Consecutive failures that open the circuit, and how long it stays open before one request tries Redis again. */
const BREAKER_FAILURES = 3;
const BREAKER_OPEN_MS = 1000;

export async function createRedisRateLimitStore(
  url: string,
  logger: WarnLogger,
  { prefix = 'rl:', commandTimeout = 500, connectTimeout = 2000, clock }: RedisRateLimitOptions = {},
): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    // Fail fast instead of queueing while disconnected; reconnect in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout,
    connectTimeout,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: true,
  });
  const warn = throttledWarning(logger);
  redis.on('error', (err) =>
    warn(err, 'Redis rate-limit store unreachable; requests are not rate limited (fail open)'),
  );
  redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
  const take = (
    redis as unknown as {
      takeToken(
        key: string,
        capacity: number,
        perMinute: number,
        now: number | '',
      ): Promise<[number, number, number, number]>;
    }
  ).takeToken.bind(redis);

  await Promise.race([
    redis.connect().catch(() => {}), // the 'error' listener has logged it; reconnection goes on
    new Promise((resolve) => setTimeout(resolve, connectTimeout).unref()),
  ]);

  // Circuit breaker: after BREAKER_FAILURES failures in a row, requests skip Redis for
  // BREAKER_OPEN_MS (a stopped Redis would otherwise cost each of them the command timeout);
  // then one request tries Redis again. The time spent failing open is logged when Redis is back.
  let failures = 0;
  let openUntil = 0;
  let failingSince: number | null = null;
  let letThrough = 0;
  const failOpen = (spec: BucketSpec): Decision => {
    letThrough++;
    return takeToken(undefined, spec, Date.now()).decision;
  };

  return {
    async take(key: string, spec: BucketSpec): Promise<Decision> {
      if (Date.now() < openUntil) return failOpen(spec);
      try {
        const [allowed, remaining, resetAt, retryAfter] = await take(
          prefix + key,
          spec.capacity,
          spec.perMinute,
          clock ? clock() : '',
        );
        if (failingSince !== null) {
          logger.info?.(
            { failingOpenMs: Date.now() - failingSince, requestsLetThrough: letThrough },
            'Redis rate-limit store answers again; rate limiting resumed',
          );
          failingSince = null;
          letThrough = 0;
        }
        failures = 0;
        return { allowed: allowed === 1, limit: spec.perMinute, remaining, resetAt, retryAfter };
      } catch (err) {
        failingSince ??= Date.now();
        if (++failures >= BREAKER_FAILURES) openUntil = Date.now() + BREAKER_OPEN_MS;
        warn(err, 'Redis rate-limit store failed; request let through (fail open)');
        return failOpen(spec);
      }
    },
    /** Readiness: Redis answers a PING (within the command timeout) and the breaker is closed. */
    async ping() {
      if (Date.now() < openUntil) return false;
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
