// A client of the admin API over node:https: one request at a time, the admin token in the
// Authorization header only, JSON or a streamed NDJSON body, errors turned into CliErrors.
import type { IncomingMessage } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { Readable } from 'node:stream';
import { ApiError, ConnectionError, UsageError } from './errors.js';
import type { Settings } from './settings.js';

/** Without any bytes moving for this long, the request is given up. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export type RequestBody =
  { json: unknown } | { stream: Readable; contentType: string; headers?: Record<string, string> };

const UNTRUSTED_CERT = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** A clear message naming the service URL; Node's own message never carries request headers. */
export function describeConnectionError(err: NodeJS.ErrnoException, settings: Settings): string {
  const where = settings.url.href;
  const code = err.code ?? '';
  if (UNTRUSTED_CERT.has(code)) {
    return (
      `the TLS certificate of ${where} is not trusted (${err.message}); trusted: ${settings.caSource}. ` +
      "Pass the server's certificate with --ca <file.pem> (a self-signed server keeps it in DATA_DIR/tls-cert.pem), or --insecure to skip the check."
    );
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `cannot connect to ${where}: connection refused. Is the service running there? (--url or USAGE_INSIGHTS_URL)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot connect to ${where}: the host name does not resolve`;
    case 'ETIMEDOUT':
    case 'ECONNTIMEDOUT':
      return `no answer from ${where} (timed out)`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `the connection to ${where} was closed before an answer (${code})`;
    case 'EPROTO':
    case 'ERR_SSL_WRONG_VERSION_NUMBER':
      return `the TLS handshake with ${where} failed (${code}); is it an HTTPS port?`;
    default:
      return `the request to ${where} failed: ${err.message}${code ? ` (${code})` : ''}`;
  }
}

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
  });
}

function parseBody(res: IncomingMessage, text: string, settings: Settings): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // Not the service's JSON: a proxy's HTML page, say. Show its start, not all of it.
    throw new ApiError(
      res.statusCode ?? 0,
      text,
      `unexpected answer from ${settings.url.href}: HTTP ${res.statusCode} ${res.headers['content-type'] ?? ''} ${JSON.stringify(text.slice(0, 200))}`,
    );
  }
}

/** The error body's message, with `field` and `requestId` when the service gives them. */
export function describeApiError(status: number, body: unknown, settings: Settings): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  let message = `${status} ${typeof b.error === 'string' ? b.error : 'error'}: ${typeof b.message === 'string' ? b.message : '(no message)'}`;
  if (typeof b.field === 'string') message += ` (field: ${b.field})`;
  if (typeof b.requestId === 'string') message += ` (requestId: ${b.requestId})`;
  if (status === 401)
    message += `\nThe admin token from ${settings.tokenSource} was refused; check it matches the server's ADMIN_TOKEN.`;
  return message;
}

export class AdminClient {
  constructor(private readonly settings: Settings) {}

  /** Sends one request; a non-2xx answer throws ApiError, no answer throws ConnectionError. */
  async send<T = unknown>(method: string, path: string, body?: RequestBody): Promise<ApiResponse<T>> {
    const { status, res, text } = await this.exchange(method, path, body);
    const parsed = parseBody(res, text, this.settings);
    if (status < 200 || status > 299)
      throw new ApiError(status, parsed, describeApiError(status, parsed, this.settings));
    return { status, body: parsed as T };
  }

  /**
   * GET whose 2xx body is streamed into `sink` (backpressure kept: an export of millions of
   * lines is never held in memory); resolves with the bytes written. A non-2xx throws ApiError.
   */
  download(
    path: string,
    sink: NodeJS.WritableStream,
    onBytes: (n: number, chunk: Buffer) => void = () => {},
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        this.target(path),
        {
          method: 'GET',
          agent: false,
          headers: {
            accept: 'application/x-ndjson, application/json',
            authorization: `Bearer ${this.settings.adminToken}`,
          },
          ...(this.settings.insecure
            ? { rejectUnauthorized: false }
            : this.settings.ca
              ? { ca: this.settings.ca }
              : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) {
            readBody(res).then((text) => {
              try {
                const parsed = parseBody(res, text, this.settings);
                reject(new ApiError(status, parsed, describeApiError(status, parsed, this.settings)));
              } catch (err) {
                reject(err as Error);
              }
            }, reject);
            return;
          }
          let bytes = 0;
          res.on('data', (chunk: Buffer) => onBytes((bytes += chunk.length), chunk));
          res.on('error', (err) =>
            reject(new ConnectionError(describeConnectionError(err as NodeJS.ErrnoException, this.settings))),
          );
          res.on('end', () => resolve(bytes));
          res.pipe(sink, { end: false });
        },
      );
      req.on('error', (err) => reject(new ConnectionError(describeConnectionError(err, this.settings))));
      req.end();
    });
  }

  private target(path: string): URL {
    // Keeps a path prefix of the base URL (a service behind a proxy at https://host/insights).
    const base = this.settings.url;
    return new URL(base.pathname.replace(/\/+$/, '') + path, base);
  }

  private exchange(
    method: string,
    path: string,
    body?: RequestBody,
  ): Promise<{ status: number; res: IncomingMessage; text: string }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.settings.adminToken}`,
    };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    } else if (body) {
      Object.assign(headers, body.headers);
      headers['content-type'] = body.contentType;
    }
    const options: RequestOptions = {
      method,
      headers,
      agent: false,
      ...(this.settings.insecure
        ? { rejectUnauthorized: false }
        : this.settings.ca
          ? { ca: this.settings.ca }
          : {}),
    };
    const source = body && 'stream' in body ? body.stream : undefined;

    return new Promise((resolve, reject) => {
      let answered = false;
      let failed = false;
      const fail = (err: Error) => {
        if (failed || answered) return;
        failed = true;
        source?.destroy();
        req.destroy();
        reject(err);
      };
      const req = httpsRequest(this.target(path), options, (res) => {
        answered = true;
        readBody(res).then(
          (text) => {
            // The service may answer (an error) before it has read the whole upload: stop sending.
            source?.destroy();
            req.destroy();
            resolve({ status: res.statusCode ?? 0, res, text });
          },
          (err) => {
            answered = false;
            fail(new ConnectionError(describeConnectionError(err as NodeJS.ErrnoException, this.settings)));
          },
        );
      });
      req.setTimeout(IDLE_TIMEOUT_MS, () =>
        fail(
          new ConnectionError(
            `no answer from ${this.settings.url.href} for ${IDLE_TIMEOUT_MS / 1000} seconds; gave up`,
          ),
        ),
      );
      req.on('error', (err) => fail(new ConnectionError(describeConnectionError(err, this.settings))));
      if (source) {
        source.on('error', (err) => fail(new UsageError(`cannot read the input: ${err.message}`)));
        // pipe() follows backpressure: a large file is never held in memory.
        source.pipe(req);
      } else {
        req.end(payload);
      }
    });
  }
}
