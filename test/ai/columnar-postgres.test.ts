// The PostgreSQL store's columnar copy answers exactly as PostgreSQL does (columnar-suite.ts),
// and its change feed (postgres/change-feed.ts) keeps it exact where several writers commit out
// of seq order: a row whose transaction commits after a later seq was copied, a transaction
// rolled back, and a deletion committed by a transaction that outlived several feed steps. A
// database of the first release, events in it, is upgraded at start and answers the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createAnswerEngine } from '../../src/ai/index.js';
import { MIGRATIONS } from '../../src/storage/postgres/migrations.js';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import type { AnalyticsRunner } from '../../src/storage/types.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';
import { columnarSuite } from './columnar-suite.js';
import { dataset, runKit } from './kit-runner.js';

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

test('a database of the first release is upgraded at start, and its copy answers as PostgreSQL does', async () => {
  const old = await createTestDatabase('columnar_upgrade');
  const work = mkdtempSync(join(tmpdir(), 'columnar-upgrade-'));
  const now = new Date('2026-11-18T14:37:12.345Z');
  const events = dataset.generateEvents(now);
  const client = new pg.Client({ connectionString: old.url });
  await client.connect();
  try {
    // the schema of migration 1 alone, its events written as that release wrote them (seq
    // taken by nextval alone), some deleted
    await client.query(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    await client.query(MIGRATIONS[0]!);
    await client.query('INSERT INTO schema_migrations VALUES (1, 0)');
    await client.query(
      `INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts)
        SELECT 1, 'ev_' || ord, u, n, v, t FROM unnest($1::text[], $2::text[], $3::float8[], $4::bigint[])
        WITH ORDINALITY AS x(u, n, v, t, ord)`,
      [
        events.map((e) => e.userId),
        events.map((e) => e.eventName),
        events.map((e) => e.eventValue),
        events.map((e) => Date.parse(e.timestamp)),
      ],
    );
    await client.query("DELETE FROM events WHERE event_id IN ('ev_5', 'ev_6', 'ev_7')");
    const kept = events.filter((_, i) => ![4, 5, 6].includes(i));

    const lines: string[] = [];
    const log = {
      info: (_: unknown, msg: string) => lines.push(msg),
      error: (_: unknown, msg: string) => lines.push(msg),
    };
    const store = await createPostgresStore(old.url, { columnar: { dataDir: work }, log });
    try {
      await store.whenColumnarReady?.();
      assert.equal(lines.filter((l) => l === 'schema migration applied').length, MIGRATIONS.length - 1);
      assert.ok(lines.includes('columnar copy of the events ready'));
      const copy = store.analytics.columnar?.();
      assert.ok(copy);
      const withCopy = await runKit(
        createAnswerEngine({ analytics: store.analytics, copyMinEvents: 0 }),
        1,
        now,
        kept,
      );
      const onPostgres = await runKit(
        createAnswerEngine({ analytics: { dialect: 'postgres', all: store.analytics.all } }),
        1,
        now,
        kept,
      );
      assert.deepEqual(
        withCopy.map((v) => [v.id, v.answer]),
        onPostgres.map((v) => [v.id, v.answer]),
      );
      assert.ok(withCopy.filter((v) => v.pass).length > withCopy.length * 0.9, 'the kit still passes');
    } finally {
      await store.close();
    }
  } finally {
    await client.end();
    await old.drop();
    rmSync(work, { recursive: true, force: true });
  }
});
