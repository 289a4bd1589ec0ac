// HTTPS requests with node:https (so that a self-signed server's certificate can be trusted
// with `ca`), one keep-alive agent per client, JSON in and out, errors as UsageInsightsError.
import { Agent, request } from 'node:https';
import { UsageInsightsError } from './errors.js';

export interface TransportOptions {
  url: string;
  apiKey: string;
  ca?: string | Buffer;
  timeoutMs: number;
}

export interface Transport {
  send<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  close(): void;
}

export function createTransport({ url, apiKey, ca, timeoutMs }: TransportOptions): Transport {
  const agent = new Agent({ keepAlive: true, maxSockets: 4, ...(ca ? { ca } : {}) });
  const base = new URL(url);
  return {
    send<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise<T>((resolve, reject) => {
        const req = request(
          new URL(path, base),
          {
            method,
            agent,
            timeout: timeoutMs,
            headers: {
              authorization: `Bearer ${apiKey}`,
              accept: 'application/json',
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', (err) => reject(networkError(err)));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: Record<string, unknown> = {};
              try {
                parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
              } catch {
                /* a proxy's HTML page: the status says enough */
              }
              const status = res.statusCode ?? 0;
              if (status >= 200 && status < 300) return resolve(parsed as T);
              const header = Number(res.headers['retry-after']);
              reject(
                new UsageInsightsError({
                  status,
                  error: typeof parsed.error === 'string' ? parsed.error : `HTTP ${status}`,
                  message:
                    typeof parsed.message === 'string' ? parsed.message : `The service answered ${status}.`,
                  ...(typeof parsed.field === 'string' ? { field: parsed.field } : {}),
                  ...(typeof parsed.retryAfter === 'number'
                    ? { retryAfter: parsed.retryAfter }
                    : Number.isFinite(header) && header > 0
                      ? { retryAfter: header }
                      : {}),
                  ...(typeof parsed.upgradeUrl === 'string' ? { upgradeUrl: parsed.upgradeUrl } : {}),
                  ...(typeof parsed.requestId === 'string' ? { requestId: parsed.requestId } : {}),
                }),
              );
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        req.on('error', (err) => reject(networkError(err)));
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

const networkError = (err: Error) =>
  new UsageInsightsError({ status: 0, error: 'Network error', message: err.message });
