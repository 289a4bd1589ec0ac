// CONTRACT.md "Durability": the short crash test (the long one is scripts/crash-test.ts, result
// in the README's reliability section), and the SQLite settings that make a 200 survive a machine crash.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { runCrashTest } from '../../scripts/crash-test.js';
import { startService } from '../helpers.js';

test(
  'SIGKILL at random moments, with erasures and backups beside the writes: no acknowledged event lost, no retry duplicated, no erased user seen again',
  { timeout: 120_000 },
  async () => {
    const result = await runCrashTest({ kills: 6, clients: 6, maxRunMs: 1200 });
    assert.deepEqual(result.lost, []);
    assert.deepEqual(result.duplicates, []);
    assert.deepEqual(result.replayMismatches, []);
    assert.deepEqual(result.erasedSeen, [], 'no erased user is seen again');
    assert.ok(result.erased > 0, 'users were erased while the server was killed');
    assert.ok(result.backups > 0, 'backups were taken while the server was killed');
    assert.deepEqual(result.backupMisses, [], 'each backup holds what was acknowledged before it began');
    assert.ok(result.acknowledged > 100, `only ${result.acknowledged} acknowledged`);
    assert.ok(result.acknowledgedWithKey > 20, `only ${result.acknowledgedWithKey} acknowledged with a key`);
    assert.ok(result.replaysChecked > 0, 'no acknowledged keyed request was replayed');
    assert.equal(result.durability.journalMode, 'wal');
    assert.equal(result.durability.synchronous, 2);
  },
);

test('the store runs with WAL and synchronous=FULL, and says so', async () => {
  const service = await startService();
  try {
    assert.deepEqual(await service.ctx.store.describe(), {
      engine: 'sqlite',
      file: join(service.dataDir, 'usage.db'),
      journalMode: 'wal',
      synchronous: 2,
    });
    // synchronous is per connection, so the file can only show WAL; describe() reads the
    // store's own connection, which is the one that commits.
    const db = new Database(join(service.dataDir, 'usage.db'), { readonly: true });
    try {
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    } finally {
      db.close();
    }
    const ready = await service.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.json().store.synchronous, 2);
  } finally {
    await service.stop();
  }
});
