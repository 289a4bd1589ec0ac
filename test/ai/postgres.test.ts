// The same plans on PostgreSQL: the kit over the kit dataset, and the held-out questions over their
// seven datasets, give the same answers as on SQLite.
// The events go in through the PostgreSQL store itself (its migrations and WRITE_BATCH), so the
// rollups the engine reads are the ones the service keeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import { createTestDatabase } from '../storage/pg-database.js';
import { createSqliteFixture } from './fixture.js';
import type { FixtureEvent, SqliteFixture } from './fixture.js';
import type { Dataset } from './heldout-cases.js';
import { heldoutData, runHeldout, summarizeHeldout } from './heldout-runner.js';
import { dataset, runKit, summarize } from './kit-runner.js';
import { MONEY_ACCOUNTS, MONEY_NOW } from './money-fixture.js';

const NOW = new Date('2026-11-18T14:37:12.345Z');

type PgStore = Awaited<ReturnType<typeof createPostgresStore>>;

test('kit verdicts on PostgreSQL equal those on SQLite', () =>
  withBothStores('ai_test', async (store, fixture) => {
    const events = dataset.generateEvents(NOW);
    const account = await store.accounts.createAccount({ name: 'kit', plan: 'trial' });
    await insertInBatches(store, account.key, events);
    fixture.insert(1, events);
    const onPg = await runKit(createAnswerEngine({ analytics: store.analytics }), account.key, NOW, events);
    const onSqlite = await runKit(createAnswerEngine({ analytics: fixture.runner }), 1, NOW, events);
    console.log(`kit on PostgreSQL\n${summarize(onPg)}`);
    assert.deepEqual(
      onPg.map((v) => [v.id, v.pass]),
      onSqlite.map((v) => [v.id, v.pass]),
    );
    assert.deepEqual(
      onPg.map((v) => v.answer),
      onSqlite.map((v) => v.answer),
    );
    assert.equal(onPg.filter((v) => v.wrongHigh).length, 0);
  }));

test('held-out answers on PostgreSQL equal those on SQLite', () =>
  withBothStores('ai_heldout_test', async (store, fixture) => {
    const data = heldoutData();
    // the same account key for a dataset in both stores
    const keys = {} as Record<Dataset, number>;
    for (const [ds, events] of data) {
      keys[ds] = (await store.accounts.createAccount({ name: ds, plan: 'trial' })).key;
      await insertInBatches(store, keys[ds], events);
      fixture.insert(keys[ds], events);
    }
    const onPg = await runHeldout(createAnswerEngine({ analytics: store.analytics }), data, keys);
    const onSqlite = await runHeldout(createAnswerEngine({ analytics: fixture.runner }), data, keys);
    console.log(`held-out on PostgreSQL\n${summarizeHeldout(onPg)}`);
    assert.deepEqual(
      onPg.map((v) => [v.id, v.answer]),
      onSqlite.map((v) => [v.id, v.answer]),
    );
    assert.equal(onPg.filter((v) => v.wrongHigh).length, 0);
  }));

test('money told by its values (the newest values of each name) reads the same on PostgreSQL', () =>
  withBothStores('ai_money_test', async (store, fixture) => {
    const questions = ['what was our total revenue?', 'who are our top 3 spenders?'];
    for (const [name, events] of Object.entries(MONEY_ACCOUNTS)) {
      const key = (await store.accounts.createAccount({ name, plan: 'trial' })).key;
      await insertInBatches(store, key, events);
      fixture.insert(key, events);
      for (const question of questions) {
        const ask = (analytics: typeof store.analytics) =>
          createAnswerEngine({ analytics }).answer({ accountKey: key, question, now: MONEY_NOW });
        const [onPg, onSqlite] = [await ask(store.analytics), await ask(fixture.runner)];
        assert.equal(onPg.answer, onSqlite.answer);
        assert.equal(onPg.dataPoints, onSqlite.dataPoints);
      }
    }
  }));

/** A fresh PostgreSQL database with the service's store, and a SQLite fixture, for one test. */
async function withBothStores(
  name: string,
  body: (store: PgStore, fixture: SqliteFixture) => Promise<void>,
): Promise<void> {
  const db = await createTestDatabase(name);
  const fixture = createSqliteFixture();
  try {
    const store = await createPostgresStore(db.url);
    try {
      await body(store, fixture);
    } finally {
      await store.close();
    }
  } finally {
    await db.drop();
    fixture.close();
  }
}

/** Through the PostgreSQL store's own write path, 5,000 events a transaction. */
async function insertInBatches(
  store: PgStore,
  accountKey: number,
  events: readonly FixtureEvent[],
): Promise<void> {
  for (let i = 0; i < events.length; i += 5000) {
    await store.events.insertEvents(
      events.slice(i, i + 5000).map((e, j) => ({
        accountKey,
        event: {
          eventId: `ev_${accountKey}_${i + j}`,
          userId: e.userId,
          eventName: e.eventName,
          eventValue: e.eventValue,
          timestamp: typeof e.timestamp === 'number' ? e.timestamp : Date.parse(e.timestamp),
        },
      })),
    );
  }
}
