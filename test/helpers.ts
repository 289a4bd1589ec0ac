// Test helpers: a service on a fresh data directory, and an HTTPS client for the real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger, createService, type Service } from '../src/service.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export function tempDir(prefix = 'usage-test-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface TestService extends Service {
  config: Config;
  dataDir: string;
  stop(): Promise<void>;
}

/** A service on a temp data dir; `tls: false` for in-process `app.inject` tests. */
export async function startService(
  env: Record<string, string> = {},
  { tls = false } = {},
): Promise<TestService> {
  const dir = tempDir();
  const config = loadConfig({
    DATA_DIR: dir.path,
    ADMIN_TOKEN,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const service = await createService(config, createLogger(config), { tls });
  return {
    ...service,
    config,
    dataDir: dir.path,
    async stop() {
      await service.close();
      dir.remove();
    },
  };
}

export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Creates an account through the admin API (in-process) and returns its id and key. */
export async function createAccount(service: Service, plan = 'trial') {
  const res = await service.app.inject({
    method: 'POST',
    url: '/admin/accounts',
    headers: admin,
    payload: { plan },
  });
  if (res.statusCode !== 201) throw new Error(`account creation failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accountId: string; keyId: string; apiKey: string; plan: string };
}

export const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

export interface HttpsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  json: () => any;
}

/** A real HTTPS request (node:https) trusting `ca`. */
export function httpsFetch(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    ca,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    ca?: string | Buffer;
  } = {},
): Promise<HttpsResponse> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method, headers, ca, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          json: () => JSON.parse(text),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
