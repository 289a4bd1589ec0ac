// Storage interfaces. Every engine (sqlite/, postgres/) implements all of them and passes
// the same suite in test/storage/. Nothing outside main.ts imports an engine folder.
import type { Account, UsageEvent } from '../domain/types.js';

export interface IdempotencyClaim {
  key: string;
  /** SHA-256 of the request body, to tell a replay from a different request. */
  fingerprint: string;
}

export interface EventWrite {
  accountKey: number;
  event: UsageEvent;
  idempotency?: IdempotencyClaim;
}

/** What happened to one write of a batch. */
export type WriteOutcome =
  | { kind: 'stored' }
  /** An earlier request of this account used the same Idempotency-Key. */
  | { kind: 'duplicate'; eventId: string; fingerprint: string };

/** An Idempotency-Key over a whole batch (POST /usage/batch): its record is the first response. */
export interface BatchClaim {
  accountKey: number;
  key: string;
  fingerprint: string;
  /** Stored in the key's record (its eventId field) and returned to a replay: the response, as JSON. */
  record: string;
}

export interface ExportPage {
  from: number | null;
  to: number | null;
  after: { timestamp: number; eventId: string } | null;
  limit: number;
}

export interface ListQuery {
  limit: number;
  userId?: string;
}

export interface EventStore {
  /**
   * Writes a batch in one transaction; resolves only once it is on stable storage.
   * One outcome per write, in order.
   */
  insertEvents(writes: readonly EventWrite[]): Promise<WriteOutcome[]>;
  /**
   * True when batches commit in the order insertEvents was called (one writer queue), so a
   * caller may hand over its next batch before the previous one has committed and arrival
   * order is kept. False: the next batch must wait (concurrent transactions may interleave).
   */
  readonly writesInCallOrder: boolean;
  /**
   * One transaction: claims the batch's Idempotency-Key and stores every write, in order; when
   * the key is already claimed (within 24 hours) nothing is stored and the earlier record is
   * returned as a duplicate (its eventId is that record).
   */
  insertClaimed(writes: readonly EventWrite[], claim: BatchClaim): Promise<WriteOutcome>;
  /**
   * Erases every event of one user of an account, with its rollup rows and the Idempotency-Key
   * records of those events; resolves with how many events were erased (0 when none is left).
   * Runs in transactions of ERASE_CHUNK events, oldest first, so other writes go on between
   * them; a crash part-way leaves the rest, and calling it again erases them.
   */
  eraseUser(accountKey: number, userId: string): Promise<number>;
  /**
   * Retention: erases the account's events older than `before` (epoch ms), with their rollup
   * rows and Idempotency-Key records, in the same chunks, oldest first; resolves with how many.
   */
  eraseOlder(accountKey: number, before: number): Promise<number>;
  /** Erases every event and rollup row of a deleted account, in the same chunks; resolves with how many events. */
  eraseAccount(accountKey: number): Promise<number>;
  /**
   * One page of an export: events with timestamps in [from, to) (null: unbounded), in
   * timestamp then eventId order, after the cursor `after` (the last event of the page before).
   */
  exportPage(accountKey: number, page: ExportPage): Promise<UsageEvent[]>;
  /** Newest first: timestamp descending, then most recently received first. */
  listEvents(accountKey: number, query: ListQuery): Promise<UsageEvent[]>;
  /** Looks up an unexpired idempotency record (24 h). */
  findIdempotency(accountKey: number, key: string): Promise<{ eventId: string; fingerprint: string } | null>;
}

export interface ApiKeyRecord {
  keyId: string;
  account: Account;
}

export interface AccountStore {
  createAccount(input: { name: string | null; plan: string }): Promise<Account>;
  getAccount(accountId: string): Promise<Account | null>;
  setPlan(accountId: string, plan: string): Promise<Account | null>;
  /** The accounts on any of these plans (retention walks them). */
  accountsOnPlans(plans: readonly string[]): Promise<Account[]>;
  /** Stores a new key by its SHA-256 hash (64 hex digits, stored as bytes); the secret itself never reaches storage. */
  createKey(accountId: string, keyId: string, keyHash: string): Promise<boolean>;
  /** Revokes a key; false when there is no such (active) key. */
  revokeKey(keyId: string): Promise<boolean>;
  findKeyByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /**
   * Takes one question from the allowance in one atomic statement:
   * false when `limit` is reached. `limit` null = unlimited (still counted).
   */
  reserveQuestion(accountKey: number, limit: number | null): Promise<boolean>;
  /** Gives back a reserved question whose answer failed. */
  releaseQuestion(accountKey: number): Promise<void>;
  /**
   * Deletes an account and its keys (refused at once, on every instance); resolves with the
   * account's internal key, for erasing its events, or null when there is no such account.
   */
  deleteAccount(accountId: string): Promise<number | null>;
}

export type Dialect = 'sqlite' | 'postgres' | 'duckdb';

/**
 * Read-only SQL for analytics, run off the main event loop (a worker thread for SQLite,
 * the pool for PostgreSQL). Placeholders are `?` for sqlite and `$1…` for postgres;
 * integers come back as JS numbers.
 */
export interface AnalyticsRunner {
  readonly dialect: Dialect;
  all<T = Record<string, unknown>>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /** Queries waiting or running, for the metrics (absent where the engine cannot tell). */
  pending?(): number;
  /**
   * A columnar copy of the events, where the store keeps one and it is up to date (the embedded
   * store's DuckDB copy): for queries that read only `events` and scan many of them. Null while
   * it is built; absent where there is none.
   */
  columnar?(): AnalyticsRunner | null;
}

export interface Store {
  events: EventStore;
  accounts: AccountStore;
  analytics: AnalyticsRunner;
  /** Facts for the start-up check and health endpoint (e.g. journal mode, synchronous). */
  describe(): Promise<Record<string, unknown>>;
  /**
   * Whether the store has room to write (an embedded store's file system is not full); absent
   * where the server decides (PostgreSQL says so itself, with SQLSTATE 53100).
   */
  hasRoom?(): Promise<boolean>;
  /** Resolves when the columnar copy of the events is built (embedded store, for tests and benchmarks). */
  whenColumnarReady?(): Promise<void>;
  close(): Promise<void>;
}

/** Events per transaction of an erasure: long enough to be quick, short enough not to hold up others' writes. */
export const ERASE_CHUNK = 1000;

/** How long an Idempotency-Key is remembered (CONTRACT.md: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
