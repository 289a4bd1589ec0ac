// The storage suite on the embedded engine (a temp directory per run).
import assert from 'node:assert/strict';
import { createSqliteStore } from '../../src/storage/sqlite/store.js';
import { tempDir } from '../helpers.js';
import { runStoreSuite } from './suite.js';

runStoreSuite('sqlite', async () => {
  const dir = tempDir('usage-store-');
  const store = await createSqliteStore(dir.path, { analyticsWorkers: 1 });
  return { store, async destroy() { await store.close(); dir.remove(); } };
}, {
  checkDescribe(facts) {
    assert.equal(facts.engine, 'sqlite');
    assert.equal(facts.journalMode, 'wal');
    assert.equal(facts.synchronous, 2, 'synchronous=FULL');
  },
});
