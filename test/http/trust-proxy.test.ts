// TRUST_PROXY: behind a TLS-terminating proxy the forwarded client address and protocol are
// believed from that proxy only, and a request that reached the proxy over plain HTTP is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startService, type TestService } from '../helpers.js';

let service: TestService;
before(async () => {
  service = await startService({ TRUST_PROXY: '127.0.0.1' });
});
after(async () => {
  await service.stop();
});

const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  service.app.inject({ method: 'GET', url: '/healthz', headers, remoteAddress });

test('a forwarded plain-HTTP request is refused with the error body', async () => {
  const res = await get({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7' });
  assert.equal(res.statusCode, 403);
  assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message']);
  assert.equal(
    (await get({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' })).statusCode,
    200,
  );
});

test('the forwarded client address has its own per-address bucket', async () => {
  const remaining = async (ip: string) =>
    Number(
      (await get({ 'x-forwarded-proto': 'https', 'x-forwarded-for': ip })).headers['x-ratelimit-remaining'],
    );
  const a1 = await remaining('198.51.100.1');
  const a2 = await remaining('198.51.100.1');
  const b1 = await remaining('198.51.100.2');
  assert.equal(a2, a1 - 1);
  assert.equal(b1, 59, 'a new address starts with a full bucket (burst 60)');
});

test('headers from an untrusted peer are not believed', async () => {
  // In-process requests are not encrypted: a peer that is not the proxy cannot make one count as
  // HTTPS by saying so.
  const res = await get({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' }, '192.0.2.50');
  assert.equal(res.statusCode, 403);
});
