// Debian's nginx as the load balancer of the multi-instance test: a self-signed certificate
// made with openssl, the config of scripts/multi-instance/nginx.conf.template, and nginx in
// the foreground as a child process whose files all live in one temp directory.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, freePort, pollUntil } from '../reliability/server-process.js';
import { httpsFetch, type HttpsResponse } from '../helpers.js';

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** The nginx binary, or a failure that says how to install it (the test must not skip). */
export function findNginx(): string {
  for (const candidate of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/bin/nginx',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || fail();
  } catch {
    return fail();
  }
  function fail(): never {
    throw new Error(
      'nginx is required by the multi-instance test and was not found: install it (apt-get install -y nginx) or set NGINX_BIN',
    );
  }
}

export interface LoadBalancer {
  url: string;
  ca: Buffer;
  fetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<HttpsResponse>;
  output(): string;
  stop(): Promise<void>;
}

export async function startNginx(dir: string, upstreamPorts: number[]): Promise<LoadBalancer> {
  const nginx = findNginx();
  mkdirSync(dir, { recursive: true });
  const cert = join(dir, 'lb-cert.pem');
  const key = join(dir, 'lb-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const template = readFileSync(join(REPO_ROOT, 'scripts/multi-instance/nginx.conf.template'), 'utf8');
  writeFileSync(
    conf,
    template
      // Workers of a root master would run as nobody and could not use the temp directory.
      .replace('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
      .replaceAll('{{DIR}}', dir)
      .replace(
        '{{SERVERS}}',
        upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n'),
      )
      .replace('{{PORT}}', String(port))
      .replace('{{CERT}}', cert)
      .replace('{{KEY}}', key),
  );
  const child = spawn(nginx, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      live.delete(child);
      resolve();
    }),
  );
  const output = () =>
    `${Buffer.concat(chunks).toString('utf8')}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const ca = readFileSync(cert);
  const url = `https://127.0.0.1:${port}`;
  const lb: LoadBalancer = {
    url,
    ca,
    fetch: (path, init = {}) => httpsFetch(url + path, { ...init, ca }),
    output,
    async stop() {
      if (exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await pollUntil(
      'nginx to answer',
      async () => {
        if (exitCode !== null) throw new Error(`nginx exited (${exitCode}):\n${output()}`);
        const res = await lb.fetch('/healthz');
        return res.status === 200 ? true : undefined;
      },
      { attempts: 100, intervalMs: 100 },
    );
  } catch (err) {
    await lb.stop();
    throw new Error(`${String(err)}\n--- nginx output ---\n${output()}`, { cause: err });
  }
  return lb;
}
