// Builds the service from its configuration: stores, limiter, engine, context, app.
// main.ts and the integration tests both start the server through here.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { createAnswerEngine } from './ai/index.js';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import { startRetention } from './domain/retention.js';
import { loadPlans } from './domain/plans.js';
import { generateAdminToken } from './domain/secrets.js';
import { buildApp } from './http/app.js';
import { createDependencyHealth } from './http/dependency-health.js';
import { createMetrics } from './observability/metrics.js';
import { createMemoryRateLimitStore } from './ratelimit/memory.js';
import type { RateLimitStore } from './ratelimit/store.js';
import { createGroupCommitter } from './storage/group-commit.js';
import { createSqliteStore } from './storage/sqlite/store.js';
import type { Store } from './storage/types.js';
import { loadTls } from './tls.js';

const REDACTED = '[redacted]';
const withoutAuthorization = (headers: unknown) =>
  headers && typeof headers === 'object' ? { ...headers, authorization: REDACTED } : headers;
/** Log fields that could hold a secret: never written as they are. */
const SECRET_FIELDS = {
  apiKey: () => REDACTED,
  adminToken: () => REDACTED,
  headers: withoutAuthorization,
  req: (req: unknown) =>
    req && typeof req === 'object'
      ? { ...req, headers: withoutAuthorization((req as { headers?: unknown }).headers) }
      : req,
};

/** Log lines wait in memory until this many bytes (or LOG_FLUSH_MS) before one write(2). */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 200;

export function createLogger(config: Config): Logger {
  // A person at a terminal reads pretty, coloured lines (pino-pretty in pino's transport
  // thread); anything else (a pipe, a file, a log collector) gets one JSON object per line.
  if (process.stdout.isTTY) {
    return pino({
      level: config.logLevel,
      serializers: SECRET_FIELDS,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  // Asynchronous, buffered stdout: a line per request must not cost a write(2) each. Lines go
  // out in 4 KiB writes, or within LOG_FLUSH_MS when traffic is light; pino flushes the rest on
  // exit (a SIGKILL may lose the last LOG_FLUSH_MS of lines, never an event).
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return pino(
    {
      level: config.logLevel,
      // Belt and braces: nothing logs headers or secrets, but if a log call ever passes one of
      // these fields, it is replaced. (Serializers cost nothing on lines without those fields;
      // pino's path-based `redact` re-parsed its paths on every line, ~1 µs a request.)
      serializers: SECRET_FIELDS,
    },
    destination,
  );
}

/** ADMIN_TOKEN, or the one generated on first start (DATA_DIR/admin-token, mode 0600). */
function resolveAdminToken(config: Config, logger: Logger): string {
  if (config.adminToken) return config.adminToken;
  const file = join(config.dataDir, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = generateAdminToken();
  writeFileSync(file, token + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  // Logged once, on the start that creates it, so that the operator can find it.
  logger.warn({ file }, `generated an admin token (ADMIN_TOKEN was not set): ${token}`);
  return token;
}

async function createStore(config: Config, logger: Logger): Promise<Store> {
  if (config.databaseUrl) {
    const { createPostgresStore } = await import('./storage/postgres/store.js');
    return createPostgresStore(config.databaseUrl, {
      columnar: config.columnarCopy ? { dataDir: config.dataDir } : undefined,
      log: logger,
    });
  }
  return createSqliteStore(config.dataDir, {
    analyticsWorkers: config.analyticsWorkers,
    columnar: config.columnarCopy,
    log: logger,
  });
}

async function createRateLimitStore(config: Config, logger: Logger): Promise<RateLimitStore> {
  if (config.redisUrl) {
    const { createRedisRateLimitStore } = await import('./ratelimit/redis.js');
    return createRedisRateLimitStore(config.redisUrl, logger);
  }
  return createMemoryRateLimitStore();
}

export interface Service {
  app: FastifyInstance;
  ctx: ServiceContext;
  /** Stops accepting, finishes in-flight requests, commits pending writes, closes the store. */
  close(): Promise<void>;
}

export async function createService(
  config: Config,
  logger = createLogger(config),
  { tls = true } = {},
): Promise<Service> {
  mkdirSync(config.dataDir, { recursive: true });
  const plans = loadPlans(config.plansFile);
  const store = await createStore(config, logger);
  const rateLimits = await createRateLimitStore(config, logger);
  const metrics = createMetrics(config.metrics);
  if (store.analytics.pending) metrics.watchAnalyticsQueue(store.analytics.pending);
  const ctx: ServiceContext = {
    config,
    plans,
    store,
    writer: createGroupCommitter(store.events, undefined, (writes) => metrics.groupCommit(writes)),
    rateLimits,
    engine: createAnswerEngine({ analytics: store.analytics }),
    logger,
    health: createDependencyHealth(store, rateLimits, logger),
    metrics,
    adminToken: resolveAdminToken(config, logger),
    inFlight: new Set(),
  };
  const https = tls ? await loadTls(config, logger) : undefined;
  const app = await buildApp(ctx, https ? { https } : {});
  logger.info({ store: await store.describe(), plans: [...plans.keys()] }, 'store ready');
  const retention = startRetention(ctx);
  let closing: Promise<void> | null = null;
  return {
    app,
    ctx,
    close() {
      closing ??= (async () => {
        await app.close(); // stops accepting and waits for in-flight requests
        await retention.stop();
        await ctx.writer.drain();
        ctx.health.close();
        await rateLimits.close();
        await store.close();
      })();
      return closing;
    },
  };
}
