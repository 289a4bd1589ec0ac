// The CLI's failures, each with its exit code: 1 when the operation failed (the service said
// no, or could not be reached), 2 when the command line or a local input is wrong.
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong command, option or argument, or a local input (token, CA, file) that cannot be used. */
export class UsageError extends CliError {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

/** The service answered with an error body (CONTRACT.md: `error`, `message`, maybe `field`). */
export class ApiError extends CliError {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message, EXIT.failed);
    this.name = 'ApiError';
  }
}

/** No HTTP answer at all: refused connection, untrusted certificate, timeout, reset. */
export class ConnectionError extends CliError {
  constructor(message: string) {
    super(message, EXIT.failed);
    this.name = 'ConnectionError';
  }
}
