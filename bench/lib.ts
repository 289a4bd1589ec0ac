// Benchmark plumbing: child processes (service, bare server), an HTTPS client, timing helpers.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export const ROOT = new URL('..', import.meta.url).pathname;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? (sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number) : NaN;

export const median = (values: readonly number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const agent = new Agent({ keepAlive: true, maxSockets: 8, rejectUnauthorized: false });

export interface Response {
  status: number;
  body: string;
  ms: number;
}

/** One HTTPS request over the shared keep-alive agent; `ms` is the wall time to the last byte. */
export function call(
  base: string,
  method: string,
  path: string,
  {
    token,
    body,
    type = 'application/json',
  }: {
    token?: string;
    body?: string | Buffer;
    type?: string;
  } = {},
  retried = false,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined)
      Object.assign(headers, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    const started = performance.now();
    const req = request(base + path, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    // A pooled socket the server closed while idle (keep-alive timeout): Node's documented case
    // for one retry on a fresh connection.
    req.on('error', (err) =>
      req.reusedSocket && (err as NodeJS.ErrnoException).code === 'ECONNRESET' && !retried
        ? call(base, method, path, { token, body, type }, true).then(resolve, reject)
        : reject(err),
    );
    req.end(body);
  });
}

export async function callJson<T>(
  base: string,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] & { expect?: number } = {},
): Promise<T> {
  const res = await call(base, method, path, options);
  if (res.status !== (options.expect ?? 200))
    throw new Error(`${method} ${path} → HTTP ${res.status}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as T;
}

export interface Proc {
  child: ChildProcess;
  port: number;
  base: string;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the built service (dist/src/main.js) and waits until /healthz answers. */
export async function startService(env: Record<string, string>, logFile: string): Promise<Proc> {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      env.BENCH_ENTRY ?? process.env.BENCH_ENTRY ?? 'dist/src/main.js',
    ],
    {
      cwd: ROOT,
      // glibc's arenas as `npm start` sets them (docs/columnar.md)
      env: {
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', out, out],
    },
  );
  const base = `https://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(
        `service exited with ${child.exitCode}; see ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    try {
      if ((await call(base, 'GET', '/healthz')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('service did not start within 60 s');
    await sleep(100);
  }
  return { child, port, base, stop: () => stopChild(child) };
}

export async function startBare(certFile: string, keyFile: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', String(port), certFile, keyFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, port, base: `https://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Resident set size of a process in MB (VmRSS), and its peak (VmHWM). */
export function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time (user + system) of a process and all its threads so far, in microseconds (Linux /proc; ticks of 10 ms). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/** autocannon over HTTPS with keep-alive. Latencies are whole milliseconds (autocannon's histogram). */
export async function hammer(
  url: string,
  {
    connections,
    seconds,
    method = 'GET',
    headers = {},
    body,
    nextBody,
    amount,
  }: {
    connections: number;
    /** Seconds of load (ignored with `amount`). */
    seconds?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** A new body for each request (instead of `body`), built as it is sent. */
    nextBody?: () => string;
    /** Instead of a duration: this many requests in all, the rate being requests over the time they took. */
    amount?: number;
  },
): Promise<LoadResult> {
  const started = performance.now();
  let lastResponse = started;
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds ?? 10 }),
    method,
    headers,
    body,
    pipelining: 1,
    ...(nextBody
      ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: nextBody() }) }] }
      : {}),
  });
  instance.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await instance;
  // autocannon notices that the last of `amount` requests is answered only at its next
  // one-second tick, and its `duration` includes that wait (a run of 2.3 s reads 3.02 s): the
  // time of the last response is the run's end.
  return {
    rps: amount ? result.requests.total / ((lastResponse - started) / 1000) : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Sequential requests over one keep-alive connection: service time without queueing. */
export async function timeSequential(n: number, next: (i: number) => Promise<Response>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await next(i);
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 300)}`);
    ms.push(res.ms);
  }
  return ms.sort((a, b) => a - b);
}
