// The PostgreSQL store's change feed for the columnar copy (columnar/feed.ts). Several
// instances write at once and a sequence value is taken before its row commits, so seq order is
// not commit order: a row with a lower seq may commit after one with a higher seq was copied.
// Each step reads in one REPEATABLE READ snapshot:
//
// - insertions: the rows above the highest seq copied (`events_by_seq`), and the rows in the
//   gaps left below it. A gap (seqs not seen) is kept, tagged with the snapshot's xmax, until a
//   later snapshot's xmin reaches that tag: then every transaction that could hold one of its
//   seqs has ended, and what it committed was read in that snapshot. This holds because a
//   writer's transaction id is assigned before its seq (the seq default calls
//   pg_current_xact_id() first, migration 4): a seq below one already visible was taken by a
//   transaction whose id is below that snapshot's xmax.
// - deletions: a statement trigger logs each deleted row's seq with the deleting transaction's id
//   (`deleted_events`). A deletion not visible to the last step belongs to a transaction that had
//   not ended then, whose id is at least that step's xmin: each step applies the log's entries
//   from that xmin on (some again, which is harmless: seqs are never reused).
// The store prunes the log's entries older than an hour (DELETION_LOG_KEPT); a copy that has not
// stepped for half an hour is rebuilt.
import pg from 'pg';
import type { ChangeFeed, FeedRow } from '../columnar/feed.js';
import { types } from './open.js';

/** A copy whose last step is older than this may have missed pruned deletions: it is rebuilt. */
const STALE_MS = 30 * 60_000;
/** Deletions read per page, within one step's snapshot. */
const DELETION_PAGE = 50_000;

/** Seqs from..to (inclusive) not yet seen, and the xmax of the snapshot that found them missing. */
interface Gap {
  from: number;
  to: number;
  tag: bigint;
}

const ROW_COLUMNS = 'seq, account_key, user_id, event_name, event_value, ts';

export async function postgresChangeFeed(url: string): Promise<ChangeFeed> {
  const client = new pg.Client({ connectionString: url, types, application_name: 'usage-columnar-copy' });
  // an error between queries (the server gone): the next step fails and the copy is rebuilt
  client.on('error', () => {});
  await client.connect();
  const rows = async (text: string, values: unknown[]) =>
    (await client.query<unknown[]>({ text, values, rowMode: 'array' })).rows as FeedRow[];

  let hi = 0;
  let gaps: Gap[] = [];
  /** The xmin of the last step's snapshot (null before the first step). */
  let lowXid: string | null = null;
  let lastAt: number | null = null;

  return {
    async total() {
      return Number((await client.query('SELECT coalesce(max(seq), 0) AS m FROM events')).rows[0].m);
    },
    async step(sink, limit) {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const snap = (
          await client.query<{ xmin: string; xmax: string; at: number }>(
            `SELECT pg_snapshot_xmin(s)::text AS xmin, pg_snapshot_xmax(s)::text AS xmax,
              (extract(epoch FROM now()) * 1000)::bigint AS at FROM pg_current_snapshot() s`,
          )
        ).rows[0]!;
        if (lastAt !== null && snap.at - lastAt > STALE_MS) {
          throw new Error(`the copy last followed the store ${Math.round((snap.at - lastAt) / 1000)} s ago`);
        }
        if (lowXid !== null) {
          let after: [string, number] = ['0', 0];
          for (;;) {
            const page = (
              await client.query<[string, number]>({
                text: `SELECT xid::text, seq FROM deleted_events WHERE xid >= $1::xid8 AND (xid, seq) > ($2::xid8, $3)
                  ORDER BY xid, seq LIMIT ${DELETION_PAGE}`,
                values: [lowXid, after[0], after[1]],
                rowMode: 'array',
              })
            ).rows;
            if (page.length) await sink.delete(page.map((r) => Number(r[1])));
            if (page.length < DELETION_PAGE) break;
            after = page[page.length - 1]!;
          }
        }
        const xmin = BigInt(snap.xmin);
        const found: FeedRow[] = gaps.length
          ? await rows(
              // one index range per gap (LATERAL), never a join that scans the events
              `SELECT e.* FROM unnest($1::bigint[], $2::bigint[]) g(a, b)
                CROSS JOIN LATERAL (SELECT ${ROW_COLUMNS} FROM events WHERE seq BETWEEN g.a AND g.b) e`,
              [gaps.map((g) => g.from), gaps.map((g) => g.to)],
            )
          : [];
        const tail = await rows(`SELECT ${ROW_COLUMNS} FROM events WHERE seq > $1 ORDER BY seq LIMIT $2`, [
          hi,
          limit,
        ]);
        // the gaps still open: those whose writers may not have ended, less the seqs just found
        const seen = new Set(found.map((r) => Number(r[0])));
        const open: Gap[] = [];
        for (const g of gaps) if (xmin < g.tag) open.push(...without(g, seen));
        const tag = BigInt(snap.xmax);
        let next = hi + 1;
        for (const r of tail) {
          const seq = Number(r[0]);
          if (seq > next) open.push({ from: next, to: seq - 1, tag });
          next = seq + 1;
        }
        if (tail.length) hi = Number(tail[tail.length - 1]![0]);
        await sink.append(found.concat(tail));
        await client.query('COMMIT');
        gaps = open;
        lowXid = snap.xmin;
        lastAt = snap.at;
        return tail.length;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      }
    },
    async close() {
      await client.end();
    },
  };
}

/** A gap less the seqs found in it: the parts still unseen. */
function without(g: Gap, seen: ReadonlySet<number>): Gap[] {
  const parts: Gap[] = [];
  let from = g.from;
  // gaps are short while writers are few; a long one (rows deleted before the copy started) is
  // walked only where something was found in it
  const inside = [...seen].filter((s) => s >= g.from && s <= g.to).sort((a, b) => a - b);
  for (const s of inside) {
    if (s > from) parts.push({ from, to: s - 1, tag: g.tag });
    from = s + 1;
  }
  if (from <= g.to) parts.push({ from, to: g.to, tag: g.tag });
  return parts;
}
