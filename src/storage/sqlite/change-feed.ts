// The embedded store's change feed for the columnar copy (columnar/feed.ts), one SQLite
// snapshot per step:
// - deletions: the trigger `events_deleted` logs every deleted row's seq in `deleted_events`
//   (AUTOINCREMENT `del`, never reused) in the deleting transaction; the copy deletes those seqs;
// - insertions: every row with a seq above the copy's highest seq left after those deletions.
//   SQLite gives a new row max(seq) + 1, so a seq freed by deleting the newest rows is used again,
//   but only above every row that stayed: a row the copy holds is never a row it has not seen.
import type { ChangeFeed, FeedRow } from '../columnar/feed.js';
import { openDatabase } from './open.js';

/** `onConsumed`: the last deletion the copy has applied; the log may drop it and all before. */
export function sqliteChangeFeed(file: string, onConsumed: (del: number) => void): ChangeFeed {
  const sqlite = openDatabase(file, { readonly: true, cacheMb: 8 });
  const maxSeq = sqlite.prepare('SELECT coalesce(max(seq), 0) FROM events').pluck();
  const maxDel = sqlite.prepare('SELECT coalesce(max(del), 0) FROM deleted_events').pluck();
  const deletedSince = sqlite.prepare('SELECT del, seq FROM deleted_events WHERE del > ? ORDER BY del').raw();
  const rowsAfter = sqlite
    .prepare(
      'SELECT seq, account_key, user_id, event_name, event_value, ts FROM events WHERE seq > ? ORDER BY seq LIMIT ?',
    )
    .raw();
  /** Every row up to `copiedSeq` that SQLite holds is in the copy, and the deletions up to `appliedDel`. */
  let copiedSeq = 0;
  let appliedDel = -1; // -1: not yet read (the first step starts from the log's end)

  return {
    total: async () => Number(maxSeq.get()),
    async step(sink, limit) {
      let rows: FeedRow[];
      sqlite.exec('BEGIN');
      try {
        if (appliedDel < 0) {
          appliedDel = Number(maxDel.get()); // an empty copy has nothing to delete
        } else {
          const deleted = deletedSince.all(appliedDel) as [number, number][];
          if (deleted.length) {
            copiedSeq = await sink.delete(deleted.map((d) => d[1]));
            appliedDel = deleted[deleted.length - 1]![0];
            onConsumed(appliedDel);
          }
        }
        rows = rowsAfter.all(copiedSeq, limit) as FeedRow[];
      } finally {
        sqlite.exec('COMMIT');
      }
      // The rows are read: the snapshot ends before the copy takes them, so that it never holds
      // the writer's WAL back while DuckDB works.
      if (rows.length) {
        await sink.append(rows);
        copiedSeq = rows[rows.length - 1]![0];
      }
      return rows.length;
    },
    async close() {
      sqlite.close();
    },
  };
}
