// Everything a request needs, built once in main.ts and passed down (no per-request setup).
import type { Logger } from 'pino';
import type { AnswerEngine } from './ai/engine.js';
import type { Config } from './config.js';
import type { DependencyHealth } from './http/dependency-health.js';
import type { Plans } from './domain/plans.js';
import type { Metrics } from './observability/metrics.js';
import type { RateLimitStore } from './ratelimit/store.js';
import type { GroupCommitter } from './storage/group-commit.js';
import type { Store } from './storage/types.js';

export interface ServiceContext {
  config: Config;
  plans: Plans;
  store: Store;
  writer: GroupCommitter;
  rateLimits: RateLimitStore;
  engine: AnswerEngine;
  logger: Logger;
  /** Whether the store and Redis can serve (readiness, outage logging). */
  health: DependencyHealth;
  metrics: Metrics;
  adminToken: string;
  /** Idempotency-Keys of POST /usage requests being processed by this instance. */
  inFlight: Set<string>;
}
