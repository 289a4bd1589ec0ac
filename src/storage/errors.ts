// Errors the stores throw for the layers above to act on (no engine detail leaks past them).

/**
 * A batch's transaction failed on a value the database refused and was rolled back: none of
 * the batch is stored, so committing parts of it again is safe (the group commit splits it to
 * find the write at fault). Never thrown where the commit's outcome is unknown.
 */
export class BatchRolledBackError extends Error {
  constructor(override readonly cause: unknown) {
    super(`the batch was rolled back: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'BatchRolledBackError';
  }
}

/** The store cannot serve now (restart, failover, a connection storm, a full disk): a 503 the client retries. */
export class StoreUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`the store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailableError';
  }
}

interface CodedError {
  code?: unknown;
  message?: unknown;
}

/** Errors of the system calls under a connection or a file: the store is out of reach, or out of room. */
const SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
  'EAI_AGAIN',
  'ENOSPC',
  'EROFS',
  'EDQUOT',
]);
/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: connection exceptions (08), shutdown
 * or start-up (57P01-57P03), insufficient resources (53: disk full, out of memory, too many
 * connections), serialization failure and deadlock (40001, 40P01), a read-only server after a
 * failover (25006).
 */
const PG_UNAVAILABLE = /^(08|57P0[123]|53|40001|40P01|25006)/;
/** SQLite's codes of a database it cannot write now (full disk, I/O, locked). */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|READONLY|CANTOPEN|PROTOCOL|NOMEM)/;
/** The same, said only in words by node-postgres, its pool or our worker threads. */
const UNAVAILABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection error and is not queryable|the database system is (starting up|shutting down|in recovery mode)|terminating connection|writer thread exited|analytics worker exited|database or disk is full/i;

export function isStoreUnavailable(err: unknown): boolean {
  if (err instanceof StoreUnavailableError) return true;
  if (err instanceof BatchRolledBackError) return isStoreUnavailable(err.cause);
  const { code, message } = (err ?? {}) as CodedError;
  if (
    typeof code === 'string' &&
    (SYSTEM_CODES.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
  )
    return true;
  return typeof message === 'string' && UNAVAILABLE_WORDS.test(message);
}

/**
 * Whether a failed write certainly stored nothing: the server answered with an error (a
 * SQLSTATE: the one-statement transaction was rolled back), or no connection was ever made.
 * A connection lost mid-statement leaves the outcome unknown: such a write is never retried.
 */
/** Five characters with a digit: a SQLSTATE (57P01, 22021), never an errno (EPIPE). */
const isSqlState = (code: string): boolean => /^[0-9A-Z]{5}$/.test(code) && /[0-9]/.test(code);

export function certainlyNotWritten(err: unknown): boolean {
  const { code, message } = (err ?? {}) as CodedError;
  // a SQLSTATE, or an error of SQLite's from the writer thread's rolled-back transaction
  if (typeof code === 'string' && (isSqlState(code) || code.startsWith('SQLITE_'))) return true;
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EAI_AGAIN')
    return true;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
      message,
    )
  );
}

/** Out of room: ENOSPC, SQLite's SQLITE_FULL, PostgreSQL's 53100 (disk_full), wrapped or not. */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as CodedError;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') return true;
    if (typeof message === 'string' && /disk is full|no space left/i.test(message)) return true;
  }
  return false;
}

/** The columnar copy went away under a query (the query itself did not fail): ask the store instead. */
export class CopyDownError extends Error {}
