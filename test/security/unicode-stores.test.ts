// CONTRACT.md section 1 on both stores (issue 21): any string is either stored and listed back
// byte for byte or refused with a 400 naming its field, the same way on SQLite and PostgreSQL,
// over POST /usage, GET /usage, POST /ai and the import; and hostile clients beside good ones
// never fail a good write.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  admin,
  bearer,
  createAccount,
  httpsFetch,
  isoAgo,
  startService,
  tempDir,
  type TestService,
} from '../helpers.js';
import { BULK_PLANS } from '../reliability/server-process.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';

const RUNS = Number(process.env.FC_RUNS ?? 60);
/** String.prototype.toWellFormed (Node 20, typed from lib ES2024 on): lone surrogates → U+FFFD. */
const toWellFormed = (s: string): string => (s as unknown as { toWellFormed(): string }).toWellFormed();

/** Characters that break stores or hide in text: NUL, lone surrogates, non-characters, bidi marks, 4-byte ones. */
const tricky = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\ufffe',
  '\uffff',
  '\u200f',
  '\u202e',
  '\u2028',
  '😀',
  '𝕏',
  'e\u0301',
  '\ufeff',
  ' ',
  '\t',
  '',
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 6 })
    .map((parts) => parts.join('')),
);

interface Stores {
  sqlite: TestService;
  postgres: TestService;
}
let stores: Stores;
let database: TestDatabase;
const plans = tempDir('plans-');
const keys = { sqlite: '', postgres: '' };
const accounts = { sqlite: '', postgres: '' };

before(async () => {
  database = await createTestDatabase('unicode');
  // plan `bulk`: limits far above what the test sends, so that every answer is the validator's
  writeFileSync(join(plans.path, 'plans.json'), BULK_PLANS);
  const env = { PLANS_FILE: join(plans.path, 'plans.json') };
  stores = {
    sqlite: await startService(env, { tls: true }),
    postgres: await startService({ ...env, DATABASE_URL: database.url }, { tls: true }),
  };
  for (const kind of ['sqlite', 'postgres'] as const) {
    const { apiKey, accountId } = await createAccount(stores[kind], 'bulk');
    keys[kind] = apiKey;
    accounts[kind] = accountId;
  }
});
after(async () => {
  await stores?.sqlite.stop();
  await stores?.postgres.stop();
  await database?.drop();
  plans.remove();
});

const both = async <T>(f: (kind: 'sqlite' | 'postgres') => Promise<T>): Promise<[T, T]> => [
  await f('sqlite'),
  await f('postgres'),
];

describe('every string is stored byte for byte or refused with a 400, alike on both stores', () => {
  test('POST /usage, then GET /usage by that userId', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (userId, eventName) => {
        // JSON.stringify writes a lone surrogate as \udXXX: the server's parser gets it back as one
        const payload = JSON.stringify({ userId, eventName, timestamp: isoAgo(1000) });
        const [a, b] = await both((kind) =>
          stores[kind].app.inject({
            method: 'POST',
            url: '/usage',
            headers: { ...bearer(keys[kind]), 'content-type': 'application/json' },
            payload,
          }),
        );
        assert.equal(
          a.statusCode,
          b.statusCode,
          `${JSON.stringify(userId)} ${JSON.stringify(eventName)}: ${a.body} / ${b.body}`,
        );
        assert.ok(a.statusCode === 200 || a.statusCode === 400, a.body);
        if (a.statusCode === 400) {
          assert.deepEqual(a.json().field, b.json().field);
          return;
        }
        const lists = await both((kind) =>
          stores[kind].app.inject({
            method: 'GET',
            url: `/usage?limit=1&userId=${encodeURIComponent(userId)}`,
            headers: bearer(keys[kind]),
          }),
        );
        for (const list of lists) {
          assert.equal(list.statusCode, 200, list.body);
          const [listed] = list.json().events;
          assert.equal(listed.userId, userId);
          assert.equal(listed.eventName, eventName);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('GET /usage and POST /ai: a NUL or a lone surrogate is a 400 naming the field on both', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const lists = await both((kind) =>
          stores[kind].app.inject({
            // a lone surrogate cannot be percent-encoded as UTF-8: it travels as U+FFFD, as a browser sends it
            method: 'GET',
            url: `/usage?userId=${encodeURIComponent(toWellFormed(value))}`,
            headers: bearer(keys[kind]),
          }),
        );
        assert.equal(
          lists[0].statusCode,
          lists[1].statusCode,
          `${JSON.stringify(value)}: ${lists[0].body} / ${lists[1].body}`,
        );
        const asks = await both((kind) =>
          stores[kind].app.inject({
            method: 'POST',
            url: '/ai',
            headers: { ...bearer(keys[kind]), 'content-type': 'application/json' },
            payload: JSON.stringify({ question: value }),
          }),
        );
        assert.equal(
          asks[0].statusCode,
          asks[1].statusCode,
          `${JSON.stringify(value)}: ${asks[0].body} / ${asks[1].body}`,
        );
        if (asks[0].statusCode === 400) assert.equal(asks[1].json().field, asks[0].json().field);
      }),
      { numRuns: RUNS },
    );
    for (const kind of ['sqlite', 'postgres'] as const) {
      const nul = await stores[kind].app.inject({
        method: 'GET',
        url: '/usage?userId=a%00b',
        headers: bearer(keys[kind]),
      });
      assert.equal(nul.statusCode, 400, nul.body);
      assert.equal(nul.json().field, 'userId');
      const ask = await stores[kind].app.inject({
        method: 'POST',
        url: '/ai',
        headers: bearer(keys[kind]),
        payload: { question: 'how many\u0000 events' },
      });
      assert.equal(ask.json().field, 'question');
    }
  });

  test('the import: the same lines imported and rejected on both, the others stored byte for byte', async () => {
    const lines = fc
      .sample(fc.tuple(text, text), { numRuns: RUNS * 2, seed: 21 })
      .map(([userId, eventName]) => JSON.stringify({ userId, eventName, timestamp: isoAgo(5000) }));
    lines.push(JSON.stringify({ userId: 'a\u0000b', eventName: 'nul', timestamp: isoAgo(5000) }));
    const [a, b] = await both(async (kind) => {
      const { accountId } = await createAccount(stores[kind], 'bulk');
      const res = await stores[kind].app.inject({
        method: 'POST',
        url: `/admin/accounts/${accountId}/events`,
        headers: { ...admin, 'content-type': 'application/x-ndjson' },
        payload: lines.join('\n'),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { imported: number; rejected: { line: number; field: string }[] };
    });
    assert.deepEqual(a, b);
    assert.ok(
      a.rejected.some((r) => r.line === lines.length && r.field === 'userId'),
      'the NUL line is rejected by name',
    );
    assert.equal(a.imported + a.rejected.length, lines.filter((l) => l.trim()).length);
  });
});

describe('hostile clients beside good clients, over HTTPS (the scenario of issue 21)', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    test(`${kind}: 15 good clients, 1 posting NUL user ids: every good request 200 and stored, every bad one 400`, async () => {
      const service = stores[kind];
      const { apiKey, accountId } = await createAccount(service, 'bulk');
      if (!service.app.server.listening) await service.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `https://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
      const ca = readFileSync(join(service.dataDir, 'tls-cert.pem'));
      const post = (userId: string) =>
        httpsFetch(`${base}/usage`, {
          ca,
          method: 'POST',
          headers: { ...bearer(apiKey), 'content-type': 'application/json' },
          body: JSON.stringify({ userId, eventName: 'hit', timestamp: isoAgo(1000) }),
        });
      const client = async (c: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++)
          statuses.push((await post(c === 0 ? `bad\u0000${i}` : `good-${c}-${i}`)).status);
        return statuses;
      };
      const results = await Promise.all(Array.from({ length: 16 }, (_, c) => client(c)));
      assert.deepEqual(new Set(results[0]), new Set([400]));
      assert.deepEqual(new Set(results.slice(1).flat()), new Set([200]));
      const listed = await service.app.inject({
        method: 'GET',
        url: '/usage?limit=1000',
        headers: bearer(apiKey),
      });
      assert.equal(listed.json().events.length, 15 * 40, `stored events of ${accountId}`);
    });
  }
});
