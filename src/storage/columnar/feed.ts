// What the columnar copy (replica-worker.ts) asks of a store: an exact change feed. Each store
// has its own (sqlite/change-feed.ts, postgres/change-feed.ts); both hand over, in one snapshot
// of the store per step, the deletions to apply and then the rows the copy has not seen.

/** One event as the copy holds it: seq, account key, user id, name, value, ts (epoch ms). */
export type FeedRow = [seq: number, account: number, user: string, name: string, value: number, ts: number];

/** The copy, as a feed sees it. */
export interface CopySink {
  /** Deletes these seqs (seqs the copy does not hold are ignored); resolves with the highest seq it still holds. */
  delete(seqs: readonly number[]): Promise<number>;
  append(rows: readonly FeedRow[]): Promise<void>;
}

export interface ChangeFeed {
  /** The store's highest seq: the build's progress is told against it. */
  total(): Promise<number>;
  /**
   * One step in one snapshot of the store: its deletions since the last step, then up to
   * `limit` rows the copy lacks. Resolves with the number of new rows read; `limit` of them
   * means there may be more.
   */
  step(sink: CopySink, limit: number): Promise<number>;
  close(): Promise<void>;
}

/** Where the copy is fed from. */
export type FeedSource = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
