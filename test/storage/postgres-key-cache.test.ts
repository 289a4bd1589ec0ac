// The PostgreSQL store's API-key cache, with two stores (two instances) on one database: a change
// made through one is applied by the other as soon as its notification arrives; while an
// instance's LISTEN connection is down it does not cache, so no change can be missed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { hashSecret } from '../../src/domain/secrets.js';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import { KEY_CHANGES_CHANNEL, keyChanged } from '../../src/storage/postgres/key-changes.js';
import type { Store } from '../../src/storage/types.js';
import { createTestDatabase, type TestDatabase } from './pg-database.js';

let db: TestDatabase;
let a: Store;
let b: Store;
before(async () => {
  db = await createTestDatabase('key_cache');
  a = await createPostgresStore(db.url, { poolSize: 2, analyticsPoolSize: 1 });
  b = await createPostgresStore(db.url, { poolSize: 2, analyticsPoolSize: 1 });
});
after(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

let n = 0;
async function newKey(plan = 'trial') {
  const account = await a.accounts.createAccount({ name: null, plan });
  const keyId = `key_pgcache_${n++}`;
  const hash = hashSecret(`secret-${keyId}`);
  assert.equal(await a.accounts.createKey(account.id, keyId, hash), true);
  return { account, keyId, hash };
}

/** Queries the database behind the stores' backs. */
async function sql(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Polls until `check` holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) assert.fail(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

const listening = () =>
  sql('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1', [
    `LISTEN ${KEY_CHANGES_CHANNEL}`,
  ]).then((rows) => rows[0].n as number);

test('both instances listen for key changes', async () => {
  await within(5_000, async () => (await listening()) === 2);
});

test("the look-up is cached: a change behind the store's back is not seen, a notified one is", async () => {
  const { keyId, hash } = await newKey();
  assert.equal((await b.accounts.findKeyByHash(hash))?.keyId, keyId);
  await sql('UPDATE api_keys SET revoked_at = 1 WHERE id = $1', [keyId]);
  assert.equal((await b.accounts.findKeyByHash(hash))?.keyId, keyId, 'served from the cache');
  await sql(`SELECT pg_notify('${KEY_CHANGES_CHANNEL}', $1)`, [keyChanged(keyId)]);
  await within(1_000, async () => (await b.accounts.findKeyByHash(hash)) === null);
});

test('a key revoked through one instance is refused by the other within milliseconds, and at once by the first', async () => {
  const { keyId, hash } = await newKey();
  assert.equal((await a.accounts.findKeyByHash(hash))?.keyId, keyId);
  assert.equal((await b.accounts.findKeyByHash(hash))?.keyId, keyId);
  assert.equal(await a.accounts.revokeKey(keyId), true);
  assert.equal(await a.accounts.findKeyByHash(hash), null);
  await within(1_000, async () => (await b.accounts.findKeyByHash(hash)) === null);
});

test('a plan set through one instance applies on the other', async () => {
  const { account, hash } = await newKey('trial');
  assert.equal((await b.accounts.findKeyByHash(hash))?.account.plan, 'trial');
  await a.accounts.setPlan(account.id, 'paid');
  assert.equal((await a.accounts.findKeyByHash(hash))?.account.plan, 'paid');
  await within(1_000, async () => (await b.accounts.findKeyByHash(hash))?.account.plan === 'paid');
});

test('while its LISTEN connection is down, an instance does not cache; it listens again by itself', async () => {
  const { keyId, hash } = await newKey();
  assert.equal((await b.accounts.findKeyByHash(hash))?.keyId, keyId);
  // Cut every LISTEN connection: no notification can arrive now.
  await sql(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
    [`LISTEN ${KEY_CHANGES_CHANNEL}`],
  );
  await within(1_000, async () => (await listening()) === 0);
  await new Promise((r) => setTimeout(r, 50)); // the stores see their connection end
  await sql('UPDATE api_keys SET revoked_at = 1 WHERE id = $1', [keyId]);
  assert.equal(
    await b.accounts.findKeyByHash(hash),
    null,
    'a change without any notification is seen at once',
  );
  await within(5_000, async () => (await listening()) === 2);
});
