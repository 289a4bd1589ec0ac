// The embedded store's API-key cache: exact (every change of a cached record drops it in the
// same step) and bounded.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashSecret } from '../../src/domain/secrets.js';
import { createSqliteStore } from '../../src/storage/sqlite/store.js';
import type { Store } from '../../src/storage/types.js';
import { tempDir } from '../helpers.js';

const dir = tempDir('usage-keycache-');
let store: Store;
before(async () => {
  store = await createSqliteStore(dir.path, { analyticsWorkers: 1, keyCacheSize: 3 });
});
after(async () => {
  await store.close();
  dir.remove();
});

let n = 0;
async function newKey(plan = 'trial') {
  const account = await store.accounts.createAccount({ name: null, plan });
  const keyId = `key_cache_${n++}`;
  const hash = hashSecret(`secret-${keyId}`);
  assert.equal(await store.accounts.createKey(account.id, keyId, hash), true);
  return { account, keyId, hash };
}

test('revokeKey: refused at once with the cache warm', async () => {
  const { keyId, hash } = await newKey();
  assert.equal((await store.accounts.findKeyByHash(hash))?.keyId, keyId);
  assert.equal((await store.accounts.findKeyByHash(hash))?.keyId, keyId); // from the cache
  assert.equal(await store.accounts.revokeKey(keyId), true);
  assert.equal(await store.accounts.findKeyByHash(hash), null);
});

test('setPlan: the next look-up has the new plan, for every key of the account', async () => {
  const { account, hash } = await newKey('trial');
  const other = hashSecret('other-key-of-the-same-account');
  assert.equal(await store.accounts.createKey(account.id, 'key_cache_other', other), true);
  assert.equal((await store.accounts.findKeyByHash(hash))?.account.plan, 'trial');
  assert.equal((await store.accounts.findKeyByHash(other))?.account.plan, 'trial');
  await store.accounts.setPlan(account.id, 'paid');
  assert.equal((await store.accounts.findKeyByHash(hash))?.account.plan, 'paid');
  assert.equal((await store.accounts.findKeyByHash(other))?.account.plan, 'paid');
});

test('reserveQuestion / releaseQuestion: the next look-up has the new count', async () => {
  const { account, hash } = await newKey();
  assert.equal((await store.accounts.findKeyByHash(hash))?.account.aiQuestionsUsed, 0);
  assert.equal(await store.accounts.reserveQuestion(account.key, 20), true);
  assert.equal((await store.accounts.findKeyByHash(hash))?.account.aiQuestionsUsed, 1);
  await store.accounts.releaseQuestion(account.key);
  assert.equal((await store.accounts.findKeyByHash(hash))?.account.aiQuestionsUsed, 0);
});

test('a caller changing the returned record does not change the cache', async () => {
  const { hash } = await newKey('trial');
  const found = await store.accounts.findKeyByHash(hash);
  assert.ok(found);
  found.account.plan = 'paid';
  found.keyId = 'key_forged';
  const again = await store.accounts.findKeyByHash(hash);
  assert.equal(again?.account.plan, 'trial');
  assert.notEqual(again?.keyId, 'key_forged');
});

test('bounded: more keys than the cache holds are all found, and revoking an evicted one works', async () => {
  const keys = await Promise.all([1, 2, 3, 4, 5].map(() => newKey()));
  for (let round = 0; round < 2; round++) {
    for (const k of keys) assert.equal((await store.accounts.findKeyByHash(k.hash))?.keyId, k.keyId);
  }
  for (const k of keys) assert.equal(await store.accounts.revokeKey(k.keyId), true);
  for (const k of keys) assert.equal(await store.accounts.findKeyByHash(k.hash), null);
});

test('a key created after a miss is found at once (misses are not cached)', async () => {
  const account = await store.accounts.createAccount({ name: null, plan: 'trial' });
  const hash = hashSecret('created-later');
  assert.equal(await store.accounts.findKeyByHash(hash), null);
  assert.equal(await store.accounts.createKey(account.id, 'key_cache_later', hash), true);
  assert.equal((await store.accounts.findKeyByHash(hash))?.keyId, 'key_cache_later');
});
