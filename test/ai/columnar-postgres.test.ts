// The PostgreSQL store's columnar copy answers exactly as PostgreSQL does (columnar-suite.ts),
// and its change feed (postgres/change-feed.ts) keeps it exact where several writers commit out
// of seq order: a row whose transaction commits after a later seq was copied, a transaction
// rolled back, and a deletion committed by a transaction that outlived several feed steps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import type { AnalyticsRunner } from '../../src/storage/types.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';
import { columnarSuite } from './columnar-suite.js';

let db: TestDatabase;
let dir: string;

const suite = columnarSuite(async () => {
  db = await createTestDatabase('columnar_test');
  dir = mkdtempSync(join(tmpdir(), 'columnar-pg-'));
  const store = await createPostgresStore(db.url, { columnar: { dataDir: dir } });
  return {
    store,
    async close() {
      await store.close();
      await db.drop();
      assert.deepEqual(readdirSync(dir), [], 'the copy is kept only while its process runs');
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const ACCOUNT = 99; // an account of its own: these rows skip the rollups the suite's answers read
const row = (userId: string) => [ACCOUNT, `ev_${userId}_${Math.random()}`, userId, 'login', 1, Date.now()];
const INSERT = `INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES ($1, $2, $3, $4, $5, $6)`;

test('the PostgreSQL copy follows writers that commit out of seq order', async () => {
  const copy = suite.store().analytics.columnar?.() as AnalyticsRunner;
  assert.ok(copy, 'the copy is ready');
  const eventsOf = async (userId: string) =>
    Number(
      (await copy.all<{ n: unknown }>('SELECT count(*) AS n FROM events WHERE user_id = $1', [userId]))[0]?.n,
    );
  const slow = new pg.Client({ connectionString: db.url });
  const other = new pg.Client({ connectionString: db.url });
  await slow.connect();
  await other.connect();
  try {
    // a seq taken, its row not committed; a later seq committed and copied
    await slow.query('BEGIN');
    const early = (await slow.query<{ seq: string }>(`${INSERT} RETURNING seq`, row('slow_writer'))).rows[0]!;
    const late = (await other.query<{ seq: string }>(`${INSERT} RETURNING seq`, row('fast_writer'))).rows[0]!;
    assert.ok(Number(early.seq) < Number(late.seq));
    assert.equal(await eventsOf('fast_writer'), 1);
    assert.equal(await eventsOf('slow_writer'), 0, 'not committed yet');
    // a seq taken by a transaction rolled back: its gap closes with nothing in it
    await other.query('BEGIN');
    await other.query(INSERT, row('rolled_back'));
    await other.query('ROLLBACK');
    await other.query(INSERT, row('fast_writer'));
    assert.equal(await eventsOf('fast_writer'), 2);
    await slow.query('COMMIT');
    assert.equal(await eventsOf('slow_writer'), 1, 'the earlier seq is copied once its transaction commits');
    assert.equal(await eventsOf('rolled_back'), 0);

    // a deletion whose transaction outlives several steps of the feed
    await slow.query('BEGIN');
    await slow.query('DELETE FROM events WHERE account_key = $1 AND user_id = $2', [ACCOUNT, 'fast_writer']);
    await other.query(INSERT, row('meanwhile'));
    assert.equal(await eventsOf('meanwhile'), 1);
    assert.equal(await eventsOf('fast_writer'), 2, 'the deletion is not committed yet');
    await other.query(INSERT, row('meanwhile'));
    assert.equal(await eventsOf('meanwhile'), 2);
    await slow.query('COMMIT');
    assert.equal(await eventsOf('fast_writer'), 0, 'the deletion reaches the copy once committed');
    assert.equal(await eventsOf('slow_writer'), 1);
    const users = await copy.all<{ n: unknown }>('SELECT count(*) AS n FROM users WHERE user_id = $1', [
      'fast_writer',
    ]);
    assert.equal(Number(users[0]?.n), 0, 'the deleted user id is gone from the copy');
  } finally {
    await slow.end();
    await other.end();
  }
});
