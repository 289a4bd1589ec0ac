// CONTRACT.md §4 Transport: TLS 1.2 minimum, no weak ciphers. Checked against the real server
// with openssl s_client (each protocol and weak cipher family) and Debian's testssl.sh.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { serverForSuite } from '../reliability/server-process.js';

function run(cmd: string, args: string[], timeoutMs: number, input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => out.push(c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    // openssl may exit before reading its input (e.g. no cipher of the family exists locally).
    child.stdin.on('error', () => {});
    child.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.end(input);
  });
}

describe('TLS of the real server', () => {
  const suite = serverForSuite('tls-', { LOG_LEVEL: 'warn' });

  /** The cipher negotiated, or null when the handshake failed. */
  const handshake = async (...args: string[]) => {
    const out = await run(
      'openssl',
      ['s_client', '-connect', `127.0.0.1:${suite.server.port}`, '-servername', 'localhost', ...args],
      10_000,
    );
    const m = /Cipher is (\S+)/.exec(out);
    return m && m[1] !== '(NONE)' ? m[1] : null;
  };

  test('TLS 1.0 and 1.1 are refused; 1.2 and 1.3 negotiate AEAD ciphers', async () => {
    // @SECLEVEL=0 lets the client offer what a modern OpenSSL would not: the server must refuse.
    assert.equal(await handshake('-tls1', '-cipher', 'ALL:@SECLEVEL=0'), null);
    assert.equal(await handshake('-tls1_1', '-cipher', 'ALL:@SECLEVEL=0'), null);
    assert.match((await handshake('-tls1_2')) ?? 'none', /GCM|CHACHA20/);
    assert.match((await handshake('-tls1_3')) ?? 'none', /^TLS_(AES_\d+_GCM|CHACHA20_POLY1305)/);
  });

  test('no weak cipher family is negotiable over TLS 1.2', async () => {
    for (const family of [
      'NULL',
      'aNULL',
      'eNULL',
      'EXPORT',
      'LOW',
      'RC4',
      'DES',
      '3DES',
      'IDEA',
      'SEED',
      'CAMELLIA',
      'kRSA',
      'SHA1',
      'SHA256:!AESGCM:!CHACHA20',
      'CBC',
      'PSK',
      'SRP',
      'DHE',
    ]) {
      assert.equal(
        await handshake('-tls1_2', '-cipher', `${family}:@SECLEVEL=0`),
        null,
        `${family} was negotiated`,
      );
    }
  });

  test(
    'testssl.sh: no SSLv2/3, TLS 1.0/1.1, NULL, export, LOW, 3DES or CBC ciphers',
    { timeout: 120_000 },
    async () => {
      const out = await run(
        'testssl',
        ['-p', '-s', '--quiet', '--color', '0', '--warnings', 'off', `127.0.0.1:${suite.server.port}`],
        110_000,
      );
      assert.match(out, /Done /, `testssl.sh did not finish:\n${out.slice(-2000)}`);
      for (const line of [
        /SSLv2\s+not offered/,
        /SSLv3\s+not offered/,
        /TLS 1\s+not offered/,
        /TLS 1\.1\s+not offered/,
        /TLS 1\.2\s+offered/,
        /TLS 1\.3\s+offered/,
        /NULL ciphers.*not offered/,
        /Anonymous NULL.*not offered/,
        /Export ciphers.*not offered/,
        /LOW: .*not offered/,
        /Triple DES.*not offered/,
        /Obsolete CBC.*not offered/,
      ]) {
        assert.match(out, line, `${line} not found in:\n${out.slice(-2000)}`);
      }
    },
  );
});
