// The storage suite on PostgreSQL (a fresh database per run), plus what only this engine has:
// concurrent start-up migrations, monthly partitions, the durability check.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import { MIGRATIONS } from '../../src/storage/postgres/migrations.js';
import { partitionsAround } from '../../src/storage/postgres/partitions.js';
import { newEventId } from '../../src/domain/secrets.js';
import { createTestDatabase } from './pg-database.js';
import { runStoreSuite } from './suite.js';

runStoreSuite(
  'postgres',
  async () => {
    const db = await createTestDatabase('store_suite');
    try {
      const store = await createPostgresStore(db.url);
      return {
        store,
        async destroy() {
          try {
            await store.close();
          } finally {
            await db.drop();
          }
        },
      };
    } catch (err) {
      await db.drop();
      throw err;
    }
  },
  {
    // PostgreSQL's text cannot hold U+0000 (SQLSTATE 22021)
    poison: (e) => ({ ...e, userId: `${e.userId}\u0000` }),
    checkDescribe(facts) {
      assert.equal(facts.engine, 'postgres');
      assert.equal(facts.synchronousCommit, 'on');
      assert.equal(facts.fsync, 'on');
    },
  },
);

describe('postgres engine specifics', () => {
  test('three instances starting together migrate once (advisory lock)', async () => {
    const db = await createTestDatabase('store_migrate');
    const stores: Awaited<ReturnType<typeof createPostgresStore>>[] = [];
    try {
      const results = await Promise.allSettled([1, 2, 3].map(() => createPostgresStore(db.url)));
      for (const r of results) if (r.status === 'fulfilled') stores.push(r.value);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'fulfilled', 'fulfilled'],
      );
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        assert.deepEqual(
          (await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows,
          MIGRATIONS.map((_, i) => ({ version: i + 1 })),
        );
        const names = (
          await client.query(`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'events'::regclass`)
        ).rows.map((r) => r.relname as string);
        for (const p of partitionsAround(Date.now(), { monthsBack: 12, monthsAhead: 3 }))
          assert.ok(names.includes(p.name), p.name);
        assert.ok(names.includes('events_default'));
        // Rows land in their month's partition; an old backfill in DEFAULT.
        const now = Date.now();
        const account = await stores[0]!.accounts.createAccount({ name: null, plan: 'trial' });
        await stores[1]!.events.insertEvents(
          [now, Date.parse('1999-05-05T00:00:00Z')].map((ts) => ({
            accountKey: account.key,
            event: { eventId: newEventId(), userId: 'u', eventName: 'e', eventValue: 1, timestamp: ts },
          })),
        );
        const where = (
          await client.query('SELECT tableoid::regclass::text AS part FROM events ORDER BY ts DESC')
        ).rows.map((r) => r.part as string);
        assert.deepEqual(where, [
          partitionsAround(now, { monthsBack: 0, monthsAhead: 0 })[0]?.name,
          'events_default',
        ]);
        assert.equal((await stores[2]!.describe()).partitions, names.length);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await db.drop();
    }
  });

  test('refuses to start when commits are not flushed (synchronous_commit=off)', async () => {
    const db = await createTestDatabase('store_nosync');
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query(`ALTER DATABASE ${db.name} SET synchronous_commit = off`);
      await client.end();
      await assert.rejects(createPostgresStore(db.url), /synchronous_commit=off/);
    } finally {
      await db.drop();
    }
  });
});
