// Whether the store and Redis can serve: what /readyz says, and the one warning when the store
// goes away and the one info line when it is back (with the outage's length), instead of a
// stack per failed request. While the store is away it is probed every PROBE_MS.
import type { Logger } from 'pino';
import type { RateLimitStore } from '../ratelimit/store.js';
import type { Store } from '../storage/types.js';

const PROBE_MS = 250;
/** Readiness answers within about a second: a store that takes longer is not ready. */
const PING_TIMEOUT_MS = 800;

export interface DependencyHealth {
  /** A request failed because the store is unavailable. */
  storeFailed(err: unknown): void;
  /** Ready when the store answers (and Redis, when configured) within PING_TIMEOUT_MS. */
  check(): Promise<{ ready: true; store: Record<string, unknown> } | { ready: false; reason: string }>;
  close(): void;
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

export function createDependencyHealth(
  store: Store,
  rateLimits: RateLimitStore,
  logger: Logger,
): DependencyHealth {
  let downSince: number | null = null;
  let probe: NodeJS.Timeout | null = null;
  let probing = false;
  // A full disk: the store still reads, so it is ready only when its file system has room again.
  const ping = async () => {
    const facts = await within(store.describe(), PING_TIMEOUT_MS, 'the store');
    if (store.hasRoom && !(await store.hasRoom())) throw new Error('the disk is full');
    return facts;
  };

  function storeFailed(err: unknown) {
    if (downSince !== null) return;
    downSince = Date.now();
    logger.warn(
      { reason: err instanceof Error ? err.message : String(err) },
      'store unavailable: requests that need it are answered 503 until it is back',
    );
    probe = setInterval(() => {
      if (probing) return;
      probing = true;
      ping()
        .then(
          () => {
            logger.info({ outageMs: Date.now() - (downSince ?? Date.now()) }, 'store available again');
            downSince = null;
            if (probe) clearInterval(probe);
            probe = null;
          },
          () => {},
        )
        .finally(() => {
          probing = false;
        });
    }, PROBE_MS);
    probe.unref();
  }

  return {
    storeFailed,
    async check() {
      if (downSince !== null) {
        const full = store.hasRoom && !(await store.hasRoom().catch(() => true));
        return { ready: false, reason: full ? 'the disk is full' : 'the store is unavailable' };
      }
      let facts: Record<string, unknown>;
      try {
        facts = await ping();
      } catch (err) {
        storeFailed(err);
        return {
          ready: false,
          reason: /disk is full/.test(String(err)) ? 'the disk is full' : 'the store does not answer',
        };
      }
      if (rateLimits.ping && !(await rateLimits.ping()))
        return { ready: false, reason: 'Redis (the shared rate-limit store) does not answer' };
      return { ready: true, store: facts };
    },
    close() {
      if (probe) clearInterval(probe);
    },
  };
}
