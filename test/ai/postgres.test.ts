// The same plans on PostgreSQL: the kit over the kit dataset gives the same verdicts as SQLite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createAnswerEngine } from '../../src/ai/index.js';
import type { AnalyticsRunner } from '../../src/storage/types.js';
import { createSqliteFixture } from './fixture.js';
import { dataset, runKit, summarize } from './kit-runner.js';

const NOW = new Date('2026-11-18T14:37:12.345Z');

async function createSchema(pool: pg.Pool, schema: string, events: ReturnType<typeof dataset.generateEvents>) {
  await pool.query(`CREATE SCHEMA ${schema}`);
  await pool.query(`CREATE TABLE ${schema}.events (seq BIGSERIAL PRIMARY KEY, account_key BIGINT NOT NULL, event_id TEXT NOT NULL,
    user_id TEXT NOT NULL, event_name TEXT NOT NULL, event_value DOUBLE PRECISION NOT NULL, ts BIGINT NOT NULL)`);
  await pool.query(`CREATE INDEX ON ${schema}.events (account_key, event_name, ts)`);
  await pool.query(`CREATE INDEX ON ${schema}.events (account_key, user_id, ts DESC, seq DESC)`);
  await pool.query(`CREATE TABLE ${schema}.event_names (account_key BIGINT NOT NULL, event_name TEXT NOT NULL, PRIMARY KEY (account_key, event_name))`);
  for (let i = 0; i < events.length; i += 5000) {
    const chunk = events.slice(i, i + 5000);
    await pool.query(`INSERT INTO ${schema}.events (account_key, event_id, user_id, event_name, event_value, ts)
      SELECT 1, 'ev_' || n, u, e, v, t FROM unnest($1::text[], $2::text[], $3::float8[], $4::bigint[], $5::int[]) AS x(u, e, v, t, n)`,
    [chunk.map(e => e.userId), chunk.map(e => e.eventName), chunk.map(e => e.eventValue), chunk.map(e => Date.parse(e.timestamp)), chunk.map((_, j) => i + j)]);
  }
  await pool.query(`INSERT INTO ${schema}.event_names SELECT DISTINCT account_key, event_name FROM ${schema}.events`);
}

test('kit verdicts on PostgreSQL equal those on SQLite', async () => {
  const schema = `ai_test_${process.pid}_${Date.now()}`;
  const pool = new pg.Pool({ host: '127.0.0.1', port: 5432, user: process.env.PGUSER ?? 'postgres', database: 'test', max: 4,
    options: `-c search_path=${schema}` });
  const fixture = createSqliteFixture();
  try {
    const events = dataset.generateEvents(NOW);
    await createSchema(pool, schema, events);
    fixture.insert(1, events);
    const runner: AnalyticsRunner = {
      dialect: 'postgres',
      all: async <T>(sql: string, params: readonly unknown[]) => (await pool.query(sql, [...params])).rows as T[],
    };
    const onPg = await runKit(createAnswerEngine({ analytics: runner }), 1, NOW, events);
    const onSqlite = await runKit(createAnswerEngine({ analytics: fixture.runner }), 1, NOW, events);
    console.log(`kit on PostgreSQL\n${summarize(onPg)}`);
    assert.deepEqual(onPg.map(v => [v.id, v.pass]), onSqlite.map(v => [v.id, v.pass]));
    assert.deepEqual(onPg.map(v => v.answer), onSqlite.map(v => v.answer));
    assert.equal(onPg.filter(v => v.wrongHigh).length, 0);
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
    fixture.close();
  }
});
