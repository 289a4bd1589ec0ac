// Opens the embedded database with the durability settings it promises and migrates it.
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.js';

export type Db = Database.Database;

/** WAL pages (4 KiB) after which a committing connection checkpoints by itself. */
const WAL_BACKSTOP_PAGES = 50_000;

export function openDatabase(file: string, { readonly = false, cacheMb = 64 } = {}): Db {
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma('busy_timeout = 10000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    // FULL: a commit is fsynced before it returns, so an acknowledged write survives a crash.
    db.pragma('synchronous = FULL');
    // Checkpoints are the checkpointer thread's job (checkpoint-worker.ts); a connection
    // checkpoints by itself only if the WAL outgrows this (about 200 MB), e.g. while the
    // checkpointer cannot keep up.
    db.pragma(`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`);
  }
  db.pragma(`cache_size = ${-Math.round(cacheMb * 1024)}`); // page cache per connection (default 64 MiB)
  db.pragma('temp_store = MEMORY');
  return db;
}

export function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  MIGRATIONS.forEach((sql, i) => {
    if (done.has(i + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(i + 1, Date.now());
    })();
  });
}

/** The settings the store claims; checked at start-up and in tests. */
export function durabilitySettings(db: Db): { journalMode: string; synchronous: number } {
  return {
    journalMode: String(db.pragma('journal_mode', { simple: true })),
    synchronous: Number(db.pragma('synchronous', { simple: true })),
  };
}
