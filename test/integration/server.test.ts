// The real server process over real HTTPS, used as a new user would: first start without any
// configuration, an account, an event recorded, listed and asked about.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { httpsFetch, tempDir } from '../helpers.js';
import {
  pollUntil,
  startServerProcess,
  spawnServerProcess,
  type ServerProcess,
} from '../reliability/server-process.js';

const dir = tempDir('server-it-');
const servers: ServerProcess[] = [];
after(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  dir.remove();
});

const start = async (env: Record<string, string>, dataDir = dir.path) => {
  const server = await startServerProcess({ dataDir, env });
  servers.push(server);
  return server;
};

test(
  'first start: self-signed certificate, generated admin token (0600), then the whole API over HTTPS',
  { timeout: 60_000 },
  async () => {
    const server = await start({ ADMIN_TOKEN: '' });
    const certPem = readFileSync(join(dir.path, 'tls-cert.pem'));
    const fingerprint = new X509Certificate(certPem).fingerprint256;
    // the log is asynchronous (flushed within 200 ms, service.ts): /healthz may answer first
    await pollUntil('the certificate fingerprint in the log', () =>
      server.output().includes(fingerprint) ? true : undefined,
    );
    const tokenFile = join(dir.path, 'admin-token');
    assert.equal(statSync(tokenFile).mode & 0o777, 0o600);
    const adminToken = readFileSync(tokenFile, 'utf8').trim();
    assert.equal(
      server.output().split(adminToken).length - 1,
      1,
      'the generated token is logged exactly once',
    );

    const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const created = await server.fetch('/admin/accounts', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ plan: 'trial', name: 'Acme' }),
    });
    assert.equal(created.status, 201, created.body);
    const { apiKey } = created.json();
    const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };

    const recorded = await server.fetch('/usage', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        userId: 'alice@example.com',
        eventName: 'Order Completed',
        eventValue: 19.99,
        timestamp: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    });
    assert.equal(recorded.status, 200, recorded.body);
    assert.equal(recorded.headers['x-ratelimit-limit'], '1000');
    const { eventId } = recorded.json();

    const listed = await server.fetch('/usage?limit=10', { headers: auth });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.json().events.map((e: { eventId: string }) => e.eventId),
      [eventId],
    );
    assert.equal(listed.json().events[0].eventValue, 19.99);

    const asked = await server.fetch('/ai', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ question: 'How many orders were completed in the last 24 hours?' }),
    });
    assert.equal(asked.status, 200, asked.body);
    assert.equal(asked.json().dataPoints, 1);
    assert.match(asked.json().answer, /\b1\b/);

    const unknown = await server.fetch('/usage', { headers: { authorization: 'Bearer uik_wrong' } });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.headers['x-ratelimit-limit'], '600');

    // One structured line per request with requestId, status and duration; never a key. Lines
    // are written in 4 KiB blocks or within 200 ms.
    for (let i = 0; i < 50 && !server.output().includes('"url":"/usage","status":200'); i++)
      await new Promise((r) => setTimeout(r, 50));
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l));
    const usageLine = lines.find((l) => l.url === '/usage' && l.status === 200 && l.method === 'POST');
    assert.ok(usageLine?.reqId && typeof usageLine.durationMs === 'number', JSON.stringify(lines[0]));
    assert.equal(recorded.headers['x-request-id'], usageLine.reqId);
    assert.ok(!server.output().includes(apiKey), 'API key never logged');

    // Restarted on the same data directory: same certificate, same token, not logged again.
    await server.kill('SIGTERM');
    const again = await start({ ADMIN_TOKEN: '' });
    assert.equal(again.output().split(adminToken).length - 1, 0);
    assert.ok(readFileSync(join(dir.path, 'tls-cert.pem')).equals(certPem));
    const relisted = await again.fetch('/usage', { headers: auth });
    assert.equal(relisted.json().total, 1, 'the event survived the restart');
    await again.kill('SIGTERM');
  },
);

test(
  'plain HTTP gets no API response; TLS 1.1 is refused; TLS 1.2 is served',
  { timeout: 60_000 },
  async () => {
    const data = tempDir('server-tls-');
    try {
      const server = await start({}, data.path);
      const plain = await new Promise<string>((resolve, reject) => {
        const socket = netConnect(server.port, '127.0.0.1', () =>
          socket.write('GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (d) => {
          text += d.toString('latin1');
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.setTimeout(5000, () => socket.destroy());
      });
      assert.doesNotMatch(plain, /HTTP\/1\.[01] \d{3}/, 'no HTTP answer in plain text');
      assert.doesNotMatch(plain, /openapi|ratelimit/i);

      const handshake = (maxVersion: 'TLSv1.1' | 'TLSv1.2') =>
        new Promise<string>((resolve) => {
          const socket = tlsConnect(
            {
              host: '127.0.0.1',
              port: server.port,
              ca: server.ca,
              servername: 'localhost',
              minVersion: 'TLSv1',
              maxVersion,
            },
            () => {
              resolve(socket.getProtocol() ?? 'unknown');
              socket.end();
            },
          );
          socket.on('error', (err) =>
            resolve(`error: ${(err as NodeJS.ErrnoException).code ?? err.message}`),
          );
        });
      assert.match(await handshake('TLSv1.1'), /^error/);
      assert.equal(await handshake('TLSv1.2'), 'TLSv1.2');
      await server.kill('SIGTERM');
    } finally {
      data.remove();
    }
  },
);

test(
  'TLS_CERT_FILE and TLS_KEY_FILE are served instead of a generated certificate',
  { timeout: 60_000 },
  async () => {
    const data = tempDir('server-cert-');
    try {
      const env = {
        TLS_CERT_FILE: join(dir.path, 'tls-cert.pem'),
        TLS_KEY_FILE: join(dir.path, 'tls-key.pem'),
      };
      const server = await spawnServerProcess({ dataDir: data.path, env });
      servers.push(server);
      // (ready() waits for a generated certificate, so poll with the configured one instead)
      const res = await pollUntil(
        'the server with a configured certificate',
        async () => {
          const r = await httpsFetch(`${server.url}/healthz`, { ca: readFileSync(env.TLS_CERT_FILE) });
          return r.status === 200 ? r : undefined;
        },
        { attempts: 300 },
      );
      assert.equal(res.status, 200);
      assert.throws(() => statSync(join(data.path, 'tls-cert.pem')), 'no certificate generated');
      await server.kill('SIGTERM');
    } finally {
      data.remove();
    }
  },
);

// (five processes started one after another: on a loaded machine each start takes seconds)
test('a bad configuration value stops start-up with a message naming it', { timeout: 120_000 }, async () => {
  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['BILLING_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['TRUST_PROXY', 'everyone'],
    ['PLANS_FILE', '/nonexistent/plans.json'],
  ]) {
    const server = await spawnServerProcess({
      dataDir: dir.path,
      env: { [name as string]: value as string },
    });
    const code = await server.exited;
    assert.equal(code, 1, `${name}=${value}`);
    assert.match(server.output(), new RegExp(name as string), server.output());
  }
});
