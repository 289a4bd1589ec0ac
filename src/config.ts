// The one place that reads the environment: parsed and checked once at start-up.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminToken: string | null;
  billingUrl: string;
  plansFile: string | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  /** Addresses/CIDRs of TLS-terminating proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[];
  logLevel: string;
  /** SQLite analytics worker threads (reads off the main event loop). */
  analyticsWorkers: number;
  /** GET /metrics and the counting behind it (METRICS=off turns both off). */
  metrics: boolean;
  /** The columnar copy of the events for long analytics scans, on either store (COLUMNAR_COPY=off: none). */
  columnarCopy: boolean;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[], fallback: string | null): string | null {
  const raw = text(env, name);
  if (raw === null) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

function proxies(env: Env): string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return [];
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a comma-separated list of IP addresses or CIDR ranges (got "${entry}")`,
      );
    }
  }
  return list;
}

export function loadConfig(env: Env = process.env): Config {
  const tlsCertFile = text(env, 'TLS_CERT_FILE');
  const tlsKeyFile = text(env, 'TLS_KEY_FILE');
  if ((tlsCertFile === null) !== (tlsKeyFile === null)) {
    throw new ConfigError(
      tlsCertFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE',
      'must be set together with the other TLS file',
    );
  }
  const adminToken = text(env, 'ADMIN_TOKEN');
  if (adminToken !== null && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters');
  }
  const host = text(env, 'HOST') ?? '0.0.0.0';
  if (!isIP(host) && host !== 'localhost')
    throw new ConfigError('HOST', `must be an IP address (got "${host}")`);
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`,
    );
  }
  const metrics = text(env, 'METRICS') ?? 'on';
  if (metrics !== 'on' && metrics !== 'off')
    throw new ConfigError('METRICS', `must be on or off (got "${metrics}")`);
  const columnarCopy = text(env, 'COLUMNAR_COPY') ?? 'on';
  if (columnarCopy !== 'on' && columnarCopy !== 'off')
    throw new ConfigError('COLUMNAR_COPY', `must be on or off (got "${columnarCopy}")`);
  return {
    port: integer(env, 'PORT', 8443, 0, 65535),
    host,
    dataDir: resolve(text(env, 'DATA_DIR') ?? './data'),
    adminToken,
    billingUrl: url(env, 'BILLING_URL', ['https:', 'http:'], 'https://billing.example.com/upgrade') as string,
    plansFile: text(env, 'PLANS_FILE') && resolve(text(env, 'PLANS_FILE') as string),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], null),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], null),
    tlsCertFile: tlsCertFile && resolve(tlsCertFile),
    tlsKeyFile: tlsKeyFile && resolve(tlsKeyFile),
    trustProxy: proxies(env),
    logLevel,
    // One core is left to ingestion: questions must not stall POST /usage (measured in npm run bench).
    analyticsWorkers: integer(
      env,
      'ANALYTICS_WORKERS',
      Math.max(1, Math.min(4, availableParallelism() - 1)),
      1,
      16,
    ),
    metrics: metrics === 'on',
    columnarCopy: columnarCopy === 'on',
  };
}
