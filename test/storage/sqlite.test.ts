// The storage suite on the embedded engine (a temp directory per run).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { test } from 'node:test';
import { QUESTION_NICENESS } from '../../src/storage/sqlite/analytics.js';
import { join } from 'node:path';
import { migrate, openDatabase } from '../../src/storage/sqlite/open.js';
import { createSqliteStore, LIST_SQL } from '../../src/storage/sqlite/store.js';
import { ERASE_CHUNK } from '../../src/storage/types.js';
import { newEventId } from '../../src/domain/secrets.js';
import { tempDir } from '../helpers.js';
import { runStoreSuite } from './suite.js';

runStoreSuite(
  'sqlite',
  async () => {
    const dir = tempDir('usage-store-');
    const store = await createSqliteStore(dir.path, { analyticsWorkers: 1 });
    return {
      store,
      async destroy() {
        await store.close();
        dir.remove();
      },
    };
  },
  {
    // SQLite binds NaN as NULL, which events.event_value refuses
    poison: (e) => ({ ...e, eventValue: NaN }),
    checkDescribe(facts) {
      assert.equal(facts.engine, 'sqlite');
      assert.equal(facts.journalMode, 'wal');
      assert.equal(facts.synchronous, 2, 'synchronous=FULL');
    },
  },
);

/** Nice value of each thread of this process (Linux /proc). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); // field 19: nice
  });
}

test(
  'the analytics threads yield the cores to ingestion: they run QUESTION_NICENESS below the process',
  { skip: process.platform !== 'linux' },
  async () => {
    const dir = tempDir('usage-store-');
    const base = getPriority();
    // (no columnar copy: its worker runs at the same niceness, and starts when it will)
    const store = await createSqliteStore(dir.path, { analyticsWorkers: 2, columnar: false });
    try {
      const want = Math.min(19, base + QUESTION_NICENESS);
      assert.notEqual(want, base, 'run the test at a nice value below 19');
      // each worker lowers its own priority as it starts: a query answered by both means both have
      await Promise.all([store.analytics.all('SELECT 1 AS x', []), store.analytics.all('SELECT 2 AS x', [])]);
      const deadline = Date.now() + 5000;
      while (threadNiceness().filter((n) => n === want).length < 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const niceness = threadNiceness();
      assert.equal(niceness.filter((n) => n === want).length, 2, `threads: ${niceness.join(' ')}`);
      assert.equal(niceness.filter((n) => n !== base && n !== want).length, 0, 'no other thread changed');
      assert.equal(getPriority(), base, 'the main thread keeps its priority');
    } finally {
      await store.close();
      dir.remove();
    }
  },
);

test('GET /usage reads an index in order: no sort step, whatever the account holds', () => {
  const dir = tempDir('usage-plan-');
  const db = openDatabase(join(dir.path, 'usage.db'));
  try {
    migrate(db);
    for (const [sql, index] of [
      [LIST_SQL.all, 'events_by_time'],
      [LIST_SQL.user, 'events_by_user'],
    ] as const) {
      const plan = (
        db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1, ...(sql === LIST_SQL.user ? ['u', 100] : [100])) as {
          detail: string;
        }[]
      )
        .map((r) => r.detail)
        .join(' | ');
      assert.match(plan, new RegExp(`USING INDEX ${index} `), plan);
      assert.doesNotMatch(plan, /TEMP B-TREE/, plan);
    }
  } finally {
    db.close();
    dir.remove();
  }
});

test('an erasure goes on while another connection writes: its chunks take the write lock first, never fail on a stale snapshot', async () => {
  const dir = tempDir('usage-erase-race-');
  const store = await createSqliteStore(dir.path, { analyticsWorkers: 1, columnar: false });
  try {
    const { key } = await store.accounts.createAccount({ name: 'erase race', plan: 'trial' });
    const T0 = Date.parse('2026-03-10T12:00:00.000Z');
    const EVENTS = 40 * ERASE_CHUNK;
    await store.events.insertEvents(
      Array.from({ length: EVENTS }, (_, i) => ({
        accountKey: key,
        event: {
          eventId: newEventId(),
          userId: 'leaver',
          eventName: 'open',
          eventValue: 1,
          timestamp: T0 + i,
        },
      })),
    );
    // The main thread's connection commits between the writer thread's chunks and inside them
    // (an account's plan changed, as the admin API does), until the erasure is over.
    let done = false;
    let writes = 0;
    const other = (async () => {
      while (!done) {
        await store.accounts.createAccount({ name: `beside ${writes++}`, plan: 'trial' });
        await new Promise((r) => setImmediate(r));
      }
    })();
    try {
      assert.equal(await store.events.eraseUser(key, 'leaver'), EVENTS);
    } finally {
      done = true;
      await other;
    }
    assert.ok(writes > 40, `the other connection wrote during the erasure (${writes} commits)`);
    assert.equal((await store.events.listEvents(key, { limit: 10 })).length, 0);
  } finally {
    await store.close();
    dir.remove();
  }
});
