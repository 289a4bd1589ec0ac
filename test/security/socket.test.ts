// What app.inject cannot reach: the real socket. Oversized headers, plain HTTP on the HTTPS
// port, slow headers, and slowhttptest's slowloris and slow-body attacks (traffic to
// 127.0.0.1 only): the service keeps answering normal requests quickly.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { before, describe, test } from 'node:test';
import { connect as tlsConnect } from 'node:tls';
import {
  BULK_PLANS,
  createAccountOver,
  delay,
  serverForSuite,
  type ServerProcess,
} from '../reliability/server-process.js';

/** Writes raw bytes over TLS and collects everything until the server closes (or `waitMs`). */
function rawTls(
  server: ServerProcess,
  chunks: (string | { pauseMs: number })[],
  waitMs = 5000,
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = tlsConnect({
      host: '127.0.0.1',
      port: server.port,
      ca: server.ca,
      servername: 'localhost',
    });
    const received: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (c) => received.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(received).toString('utf8'), closedAfterMs: Date.now() - started });
    });
    socket.once('secureConnect', async () => {
      try {
        for (const c of chunks) {
          if (typeof c === 'string') socket.write(c);
          else await delay(c.pauseMs);
          if (socket.destroyed) break;
        }
      } catch (err) {
        reject(err);
      }
    });
  });
}

function assertErrorResponse(text: string, status: number) {
  assert.match(text, new RegExp(`^HTTP/1\\.1 ${status} `), text.slice(0, 200));
  const [head = '', body = ''] = text.split('\r\n\r\n');
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    assert.match(head.toLowerCase(), new RegExp(`^${h}: \\d+`, 'm'));
  const json = JSON.parse(body) as Record<string, unknown>;
  assert.equal(typeof json.error, 'string');
  assert.equal(typeof json.message, 'string');
}

describe('the real socket', () => {
  const suite = serverForSuite('socket-', { LOG_LEVEL: 'warn' }, { plans: BULK_PLANS });
  let apiKey = '';
  before(async () => {
    apiKey = (await createAccountOver(suite.server, 'bulk')).apiKeys[0]!;
  });

  /** A normal authenticated request; its own key bucket, so address throttling cannot hide it. */
  const probe = async () => {
    const started = Date.now();
    const res = await Promise.race([
      suite.server.fetch('/usage?limit=1', { headers: { authorization: `Bearer ${apiKey}` } }),
      delay(5000).then(() => ({ status: 0 })),
    ]);
    return { status: res.status, ms: Date.now() - started };
  };

  test('headers over 16 KiB: 431 with the error body and rate-limit headers', async () => {
    const { text } = await rawTls(suite.server, [
      `GET /usage HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    assertErrorResponse(text, 431);
  });

  test('unparsable HTTP: 400 with the error body', async () => {
    const { text } = await rawTls(suite.server, ['GET /usage HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n']);
    assertErrorResponse(text, 400);
  });

  test('plain HTTP on the port gets no HTTP response', async () => {
    const text = await new Promise<string>((resolve) => {
      const socket = netConnect(suite.server.port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
      );
      const received: Buffer[] = [];
      const timer = setTimeout(() => socket.destroy(), 3000);
      socket.on('data', (c) => received.push(c));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(received).toString('latin1'));
      });
    });
    assert.ok(!text.includes('HTTP/'), `answered: ${JSON.stringify(text.slice(0, 100))}`);
  });

  test(
    'headers that never finish: the connection is closed with a 408 within ~12 s',
    { timeout: 30_000 },
    async () => {
      const { text, closedAfterMs } = await rawTls(
        suite.server,
        ['GET /usage HTTP/1.1\r\nHost: x\r\n', { pauseMs: 4000 }, 'X-A: b\r\n', { pauseMs: 20_000 }],
        25_000,
      );
      assert.ok(closedAfterMs < 14_000, `closed after ${closedAfterMs} ms`);
      assertErrorResponse(text, 408);
      assert.equal((await probe()).status, 200);
    },
  );

  test(
    'slowhttptest slowloris and slow-body attacks: the service stays available',
    { timeout: 90_000 },
    async () => {
      const attack = (mode: '-H' | '-B', path: string) =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(
            'slowhttptest',
            [
              mode,
              '-c',
              '600',
              '-r',
              '200',
              '-i',
              '3',
              '-s',
              '8192',
              '-l',
              '22',
              '-p',
              '3',
              '-u',
              `${suite.server.url}${path}`,
            ],
            { stdio: ['ignore', 'pipe', 'pipe'] },
          );
          const out: Buffer[] = [];
          child.stdout.on('data', (c) => out.push(c));
          child.stderr.on('data', (c) => out.push(c));
          const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
          child.on('error', reject);
          // Without the terminal colours, so that "service available: YES" can be read.
          child.on('close', () => {
            clearTimeout(kill);
            resolve(
              Buffer.concat(out)
                .toString('utf8')
                // eslint-disable-next-line no-control-regex
                .replace(/\x1B\[[0-9;]*[A-Za-z]/g, ''),
            );
          });
        });
      const attacks = Promise.all([attack('-H', '/usage'), attack('-B', '/usage')]);
      const probes: { status: number; ms: number }[] = [];
      let done = false;
      void attacks.finally(() => {
        done = true;
      });
      await delay(3000); // let the attacks open their connections
      while (!done) {
        probes.push(await probe());
        await delay(1000);
      }
      const [slowloris, slowBody] = await attacks;
      for (const [name, out] of [
        ['slowloris', slowloris],
        ['slow body', slowBody],
      ] as const) {
        assert.match(
          out,
          /service available:\s+YES/i,
          `${name} ended with the service unavailable:\n${out.slice(-1500)}`,
        );
        assert.doesNotMatch(out, /service available:\s+NO/i, `${name}:\n${out.slice(-1500)}`);
        const connected = Math.max(...[...out.matchAll(/connected:\s+(\d+)/gi)].map((m) => Number(m[1])));
        // Slow bodies to POST /usage without a key are answered 401 before the body is read, and
        // the connection closed, so that attack cannot hold many; slowloris can until headersMs.
        if (name === 'slowloris')
          assert.ok(connected >= 300, `${name} held only ${connected} connections:\n${out.slice(-1500)}`);
        console.log(
          `${name}: at most ${connected} connections held; ${/Exit status:\s*(.*)/.exec(out)?.[1] ?? ''}`,
        );
      }
      assert.ok(probes.length >= 10, `${probes.length} probes`);
      const failed = probes.filter((p) => p.status !== 200 || p.ms > 2000);
      assert.deepEqual(failed, [], `probes: ${JSON.stringify(probes)}`);
      console.log(
        `slow clients: ${probes.length} probes during the attacks, slowest ${Math.max(...probes.map((p) => p.ms))} ms`,
      );
    },
  );
});
