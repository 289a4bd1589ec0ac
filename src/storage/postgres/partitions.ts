// Monthly range partitions of `events` (on ts, epoch ms), created ahead of time so that new
// events never land in the DEFAULT partition. Creating a partition takes a short exclusive
// lock on `events`, so it happens at start-up and once a day, never on the write path.
import type pg from 'pg';

export interface PartitionWindow {
  /** Whole months before the current one to cover (for backfills of recent history). */
  monthsBack: number;
  /** Whole months after the current one to create ahead. */
  monthsAhead: number;
}

export const DEFAULT_WINDOW: PartitionWindow = { monthsBack: 12, monthsAhead: 3 };

const monthStart = (year: number, month: number) => Date.UTC(year, month, 1);

/** The [from, to) bounds and name of every monthly partition in the window around `now`. */
export function partitionsAround(now: number, { monthsBack, monthsAhead }: PartitionWindow) {
  const d = new Date(now);
  const out: { name: string; from: number; to: number }[] = [];
  for (let i = -monthsBack; i <= monthsAhead; i++) {
    const from = monthStart(d.getUTCFullYear(), d.getUTCMonth() + i);
    const start = new Date(from);
    const name = `events_p${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    out.push({ name, from, to: monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1) });
  }
  return out;
}

/**
 * Creates the missing partitions of the window. A month whose rows already sit in the
 * DEFAULT partition cannot get its own partition without moving them; it is reported and
 * skipped (the rows stay correct and queryable where they are).
 */
export async function ensurePartitions(
  client: pg.ClientBase,
  now: number,
  window = DEFAULT_WINDOW,
): Promise<string[]> {
  const existing = new Set(
    (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'events'::regclass`,
      )
    ).rows.map((r) => r.name),
  );
  const skipped: string[] = [];
  for (const p of partitionsAround(now, window)) {
    if (existing.has(p.name)) continue;
    try {
      // Bounds are integers computed here, never input; identifiers are generated names.
      await client.query('SAVEPOINT partition');
      await client.query(
        `CREATE TABLE ${p.name} PARTITION OF events FOR VALUES FROM (${p.from}) TO (${p.to})`,
      );
      await client.query('RELEASE SAVEPOINT partition');
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT partition');
      skipped.push(`${p.name}: ${(err as Error).message}`);
    }
  }
  return skipped;
}
