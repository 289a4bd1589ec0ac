// Upgrading an embedded store that already holds events: the rollups' migration fills them
// from the events, equal to a GROUP BY over them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.js';
import { migrate, openDatabase } from '../../src/storage/sqlite/open.js';
import { tempDir } from '../helpers.js';

test('migration 3 backfills event_names.n, user_stats and event_hours from existing events', () => {
  const dir = tempDir('usage-backfill-');
  const db = openDatabase(join(dir.path, 'usage.db'));
  try {
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    const before = MIGRATIONS.indexOf(
      MIGRATIONS.find((m) => m.includes('CREATE TABLE user_stats')) as string,
    );
    MIGRATIONS.slice(0, before).forEach((m, i) => {
      db.exec(m);
      db.prepare('INSERT INTO schema_migrations VALUES (?, 0)').run(i + 1);
    });
    const add = db.prepare(
      'INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 500; i++)
      add.run(1 + (i % 2), `e${i}`, `u${i % 13}`, `n${i % 4}`, i / 4, 1_700_000_000_000 + i * 1_234_567);
    db.exec("INSERT INTO event_names (account_key, event_name) VALUES (1, 'n0')"); // an older catalogue, partly filled
    migrate(db);
    const all = (sql: string) => db.prepare(sql).all();
    assert.deepEqual(
      all('SELECT account_key, event_name, n FROM event_names ORDER BY 1, 2'),
      all('SELECT account_key, event_name, COUNT(*) AS n FROM events GROUP BY 1, 2 ORDER BY 1, 2'),
    );
    assert.deepEqual(
      all('SELECT account_key, user_id, first_ts, last_ts, n FROM user_stats ORDER BY 1, 2'),
      all(
        'SELECT account_key, user_id, MIN(ts) AS first_ts, MAX(ts) AS last_ts, COUNT(*) AS n FROM events GROUP BY 1, 2 ORDER BY 1, 2',
      ),
    );
    assert.deepEqual(
      all('SELECT account_key, hour, event_name, n, value_sum FROM event_hours ORDER BY 1, 2, 3'),
      all(`SELECT account_key, (ts / 3600000) * 3600000 AS hour, event_name, COUNT(*) AS n, SUM(event_value) AS value_sum FROM events
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
  } finally {
    db.close();
    dir.remove();
  }
});
