// GET /metrics: the admin token only; the counters move with real requests, on a real store;
// and a real Prometheus (Debian's package) scrapes the real server over TLS.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  ADMIN_TOKEN,
  admin,
  bearer,
  createAccount,
  isoAgo,
  startService,
  type TestService,
} from '../helpers.js';

let service: TestService;
before(async () => {
  service = await startService();
});
after(async () => {
  await service.stop();
});

const scrape = async () => {
  const res = await service.app.inject({ method: 'GET', url: '/metrics', headers: admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.body;
};
/** The value of one sample, e.g. `http_requests_total{operation="POST /usage",status="200"}`. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

test('401 without the admin token, with the error body; a customer key is refused too', async () => {
  const { apiKey } = await createAccount(service);
  for (const headers of [{}, bearer(apiKey)]) {
    const res = await service.app.inject({ method: 'GET', url: '/metrics', headers });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'Unauthorized');
  }
});

test('requests, events, answers, refusals and batch sizes are counted', async () => {
  const { apiKey } = await createAccount(service);
  const before = await scrape();
  const post = () =>
    service.app.inject({
      method: 'POST',
      url: '/usage',
      headers: bearer(apiKey),
      payload: { userId: 'u1', eventName: 'login', timestamp: isoAgo(1000) },
    });
  assert.equal((await post()).statusCode, 200);
  assert.equal((await post()).statusCode, 200);
  const asked = await service.app.inject({
    method: 'POST',
    url: '/ai',
    headers: bearer(apiKey),
    payload: { question: 'how many login events' },
  });
  assert.equal(asked.json().confidence, 'high');
  assert.equal(asked.headers['x-trial-questions-remaining'], '19');
  // POST /ai: burst 5 on the trial plan, so the 6th of 6 more is refused
  const statuses = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await service.app.inject({
          method: 'POST',
          url: '/ai',
          headers: bearer(apiKey),
          payload: { question: 'how many login events' },
        })
      ).statusCode,
    );
  assert.ok(statuses.includes(429), String(statuses));
  const text = await scrape();
  const moved = (series: string) => sample(text, series) - sample(before, series);
  assert.equal(moved('http_requests_total{operation="POST /usage",status="200"}'), 2);
  assert.equal(moved('events_recorded_total{source="single"}'), 2);
  assert.equal(moved('ai_answers_total{confidence="high"}'), 1 + statuses.filter((s) => s === 200).length);
  assert.equal(
    moved('rate_limit_refusals_total{operation="POST /ai"}'),
    statuses.filter((s) => s === 429).length,
  );
  assert.ok(moved('group_commit_batch_size_count') >= 1);
  assert.ok(moved('http_request_duration_seconds_count{operation="POST /usage"}') === 2);
  assert.match(text, /^process_resident_memory_bytes \d+/m);
  assert.match(text, /^analytics_queue_depth \d+/m);
});

test('the import counts its events', async () => {
  const { accountId } = await createAccount(service);
  const before = sample(await scrape(), 'events_recorded_total{source="import"}');
  const lines = [1, 2, 3]
    .map((i) => JSON.stringify({ userId: `u${i}`, eventName: 'x', timestamp: isoAgo(i * 1000) }))
    .join('\n');
  const res = await service.app.inject({
    method: 'POST',
    url: `/admin/accounts/${accountId}/events`,
    headers: { ...admin, 'content-type': 'application/x-ndjson' },
    payload: lines,
  });
  assert.equal(res.json().imported, 3);
  assert.equal(sample(await scrape(), 'events_recorded_total{source="import"}') - before, 3);
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });

test('a real Prometheus scrapes the server over TLS with the admin token', async () => {
  const server = await startService({}, { tls: true });
  const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
  let prometheus: ChildProcess | undefined;
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const target = `127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    const promPort = await freePort();
    // the scrape config the README shows, with this test's target and token
    writeFileSync(join(dir, 'token'), ADMIN_TOKEN);
    writeFileSync(
      join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, scrape_timeout: 1s }',
        'scrape_configs:',
        '  - job_name: usage-insights',
        '    scheme: https',
        `    tls_config: { ca_file: ${join(server.dataDir, 'tls-cert.pem')} }`,
        `    authorization: { credentials_file: ${join(dir, 'token')} }`,
        `    static_configs: [{ targets: ['${target}'] }]`,
      ].join('\n'),
    );
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: 'ignore' },
    );
    // poll Prometheus's own API until the target is up and a series of ours is stored
    const deadline = Date.now() + 30_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      const res = await fetch(
        `http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent('up{job="usage-insights"} * on() group_left count(http_requests_total)')}`,
      ).catch(() => null);
      const body = res?.ok
        ? ((await res.json()) as { data?: { result?: { value: [number, string] }[] } })
        : null;
      found = Number(body?.data?.result?.[0]?.value[1] ?? 0) > 0;
      if (!found) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(found, 'Prometheus scraped http_requests_total from the server within 30 s');
  } finally {
    prometheus?.kill('SIGTERM');
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('METRICS=off: GET /metrics is a 404 with the error body; any other value is a configuration error', async () => {
  const off = await startService({ METRICS: 'off' });
  try {
    const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: admin });
    assert.equal(res.statusCode, 404);
    assert.match(res.json().message, /METRICS=off/);
  } finally {
    await off.stop();
  }
  await assert.rejects(startService({ METRICS: 'maybe' }), /METRICS must be on or off/);
});
