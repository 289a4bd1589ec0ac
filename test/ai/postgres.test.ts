// The same plans on PostgreSQL: the kit over the kit dataset gives the same verdicts as SQLite.
// The events go in through the PostgreSQL store itself (its migrations and WRITE_BATCH), so the
// rollups the engine reads are the ones the service keeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import { createPostgresStore } from '../../src/storage/postgres/store.js';
import { createTestDatabase } from '../storage/pg-database.js';
import { createSqliteFixture } from './fixture.js';
import { dataset, runKit, summarize } from './kit-runner.js';

const NOW = new Date('2026-11-18T14:37:12.345Z');

test('kit verdicts on PostgreSQL equal those on SQLite', async () => {
  const db = await createTestDatabase('ai_test');
  const fixture = createSqliteFixture();
  try {
    const store = await createPostgresStore(db.url);
    try {
      const events = dataset.generateEvents(NOW);
      const account = await store.accounts.createAccount({ name: 'kit', plan: 'trial' });
      for (let i = 0; i < events.length; i += 5000) {
        await store.events.insertEvents(events.slice(i, i + 5000).map((e, j) => ({ accountKey: account.key, event: {
          eventId: `ev_${i + j}`, userId: e.userId, eventName: e.eventName, eventValue: e.eventValue, timestamp: Date.parse(e.timestamp),
        } })));
      }
      fixture.insert(1, events);
      const onPg = await runKit(createAnswerEngine({ analytics: store.analytics }), account.key, NOW, events);
      const onSqlite = await runKit(createAnswerEngine({ analytics: fixture.runner }), 1, NOW, events);
      console.log(`kit on PostgreSQL\n${summarize(onPg)}`);
      assert.deepEqual(onPg.map(v => [v.id, v.pass]), onSqlite.map(v => [v.id, v.pass]));
      assert.deepEqual(onPg.map(v => v.answer), onSqlite.map(v => v.answer));
      assert.equal(onPg.filter(v => v.wrongHigh).length, 0);
    } finally {
      await store.close();
    }
  } finally {
    await db.drop();
    fixture.close();
  }
});
