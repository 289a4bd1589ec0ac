// The real server as a child process (node --import tsx src/main.ts) on a data directory,
// for the crash, shutdown, secrets, TLS and slow-client tests. Children are killed when the
// test process exits, even after a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { httpsFetch, tempDir, type HttpsResponse } from '../helpers.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROCESS_ADMIN_TOKEN = 'process-admin-token-0123456789abcdef';

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined, at most `attempts` times. */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  { attempts = 100, intervalMs = 100 } = {},
): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      lastError = err;
    }
    await delay(intervalMs);
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  ca: Buffer;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  fetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<HttpsResponse>;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Max wait for the first answer to GET /healthz. */
  startTimeoutMs?: number;
}

export interface SpawnedServer extends ServerProcess {
  /** Resolves once GET /healthz answers 200; rejects if the process exits first. */
  ready(): Promise<void>;
}

/** Starts the server process without waiting for it (the crash test kills some during start-up). */
export async function spawnServerProcess({
  dataDir,
  port,
  env = {},
  startTimeoutMs = 30_000,
}: StartOptions): Promise<SpawnedServer> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: PROCESS_ADMIN_TOKEN,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  const exited = new Promise<number | string>((r) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      r(code ?? signal ?? 'unknown');
    }),
  );
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const output = () => Buffer.concat(chunks).toString('utf8');
  const url = `https://127.0.0.1:${chosenPort}`;
  const certFile = join(dataDir, 'tls-cert.pem');
  let ca: Buffer | undefined;
  const fetch: ServerProcess['fetch'] = (path, init = {}) =>
    httpsFetch(url + path, { ...init, ca: ca ?? readFileSync(certFile) });
  const server: SpawnedServer = {
    child,
    port: chosenPort,
    url,
    get ca() {
      return ca ?? readFileSync(certFile);
    },
    output,
    fetch,
    exited,
    async kill(signal = 'SIGKILL') {
      if (!done) child.kill(signal);
      return exited;
    },
    async ready() {
      await pollUntil(
        'the server to answer /healthz',
        async () => {
          if (done) throw new Error(`server exited during start-up:\n${output()}`);
          if (!existsSync(certFile)) return undefined;
          // Kept only once it has worked: a read during start-up must not pin a wrong CA.
          const candidate = readFileSync(certFile);
          const res = await httpsFetch(url + '/healthz', { ca: candidate });
          if (res.status !== 200) return undefined;
          ca ??= candidate;
          return true;
        },
        { attempts: Math.ceil(startTimeoutMs / 100), intervalMs: 100 },
      );
    },
  };
  return server;
}

/** Starts the server and waits until it answers GET /healthz over HTTPS. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const server = await spawnServerProcess(options);
  try {
    await server.ready();
  } catch (err) {
    await server.kill('SIGKILL');
    throw new Error(`${String(err)}\n--- server output ---\n${server.output()}`, { cause: err });
  }
  return server;
}

/** An account with `keys` API keys, made through the admin API of a running server. */
export async function createAccountOver(server: Pick<ServerProcess, 'fetch'>, plan = 'trial', keys = 1) {
  const headers = { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const res = await server.fetch('/admin/accounts', {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan }),
  });
  if (res.status !== 201) throw new Error(`account creation failed: ${res.status} ${res.body}`);
  const created = res.json() as { accountId: string; keyId: string; apiKey: string };
  const apiKeys = [created.apiKey];
  const keyIds = [created.keyId];
  while (apiKeys.length < keys) {
    const more = await server.fetch(`/admin/accounts/${created.accountId}/keys`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    if (more.status !== 201) throw new Error(`key creation failed: ${more.status} ${more.body}`);
    const key = more.json() as { apiKey: string; keyId: string };
    apiKeys.push(key.apiKey);
    keyIds.push(key.keyId);
  }
  return { accountId: created.accountId, keyIds, apiKeys };
}

/** A PLANS_FILE body with one plan, `bulk`, whose limits no test reaches. */
export const BULK_PLANS = JSON.stringify({
  bulk: {
    aiQuestions: null,
    rateLimits: {
      'POST /usage': { perMinute: 6_000_000, burst: 1_000_000 },
      'POST /usage/batch': { perMinute: 6_000_000, burst: 1_000_000 },
      'POST /ai': { perMinute: 60_000, burst: 10_000 },
      'GET /usage': { perMinute: 6_000_000, burst: 1_000_000 },
    },
  },
});

/**
 * One real server for a test suite (call it inside a describe or at the top of a file): started
 * before its tests on a fresh data directory, killed and the directory removed after them.
 * `plans`: a PLANS_FILE body written into the data directory first.
 */
export function serverForSuite(
  prefix: string,
  env: Record<string, string> = {},
  { plans }: { plans?: string } = {},
) {
  const dir = tempDir(prefix);
  let server: ServerProcess | undefined;
  before(async () => {
    const plansEnv: Record<string, string> = {};
    if (plans) {
      writeFileSync(join(dir.path, 'plans.json'), plans);
      plansEnv.PLANS_FILE = join(dir.path, 'plans.json');
    }
    server = await startServerProcess({ dataDir: dir.path, env: { ...plansEnv, ...env } });
  });
  after(async () => {
    await server?.kill('SIGKILL');
    dir.remove();
  });
  return {
    dataDir: dir.path,
    get server(): ServerProcess {
      if (!server) throw new Error("the suite's server has not started");
      return server;
    },
  };
}
