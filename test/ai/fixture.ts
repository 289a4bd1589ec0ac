// A real SQLite file with the service's migrations, filled through the store's own write path
// (event-writer.ts: events and their rollups in one transaction), and an AnalyticsRunner over it.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.js';
import { createEventWriter } from '../../src/storage/sqlite/event-writer.js';
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
  const writer = createEventWriter(db);
  let seq = 0;
  const insert = (accountKey: number, events: readonly FixtureEvent[]) => {
    writer.insertEvents(
      events.map((e) => ({
        accountKey,
        event: {
          eventId: `ev_${++seq}`,
          userId: e.userId,
          eventName: e.eventName,
          eventValue: e.eventValue,
          timestamp: typeof e.timestamp === 'number' ? e.timestamp : Date.parse(e.timestamp),
        },
      })),
      Date.now(),
    );
  };
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
