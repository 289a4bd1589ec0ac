// A real SQLite file with the service's migrations, and an AnalyticsRunner over it.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.js';
import type { AnalyticsRunner } from '../../src/storage/types.js';

export interface FixtureEvent {
  userId: string;
  eventName: string;
  eventValue: number;
  /** ISO string or epoch ms. */
  timestamp: string | number;
}

export interface SqliteFixture {
  db: Database.Database;
  runner: AnalyticsRunner;
  insert(accountKey: number, events: readonly FixtureEvent[]): void;
  close(): void;
}

export function createSqliteFixture(): SqliteFixture {
  const dir = mkdtempSync(join(tmpdir(), 'ai-test-'));
  const db = new Database(join(dir, 'events.db'));
  db.pragma('journal_mode = WAL');
  for (const m of MIGRATIONS) db.exec(m);
  const addEvent = db.prepare(`INSERT INTO events (account_key, event_id, user_id, event_name, event_value, ts)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const addName = db.prepare('INSERT OR IGNORE INTO event_names (account_key, event_name) VALUES (?, ?)');
  let seq = 0;
  const insert = db.transaction((accountKey: number, events: readonly FixtureEvent[]) => {
    for (const e of events) {
      const ts = typeof e.timestamp === 'number' ? e.timestamp : Date.parse(e.timestamp);
      addEvent.run(accountKey, `ev_${++seq}`, e.userId, e.eventName, e.eventValue, ts);
      addName.run(accountKey, e.eventName);
    }
  });
  const runner: AnalyticsRunner = {
    dialect: 'sqlite',
    all: async <T>(sql: string, params: readonly unknown[]) => db.prepare(sql).all(...params) as T[],
  };
  return {
    db,
    runner,
    insert: (accountKey, events) => insert(accountKey, events),
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
