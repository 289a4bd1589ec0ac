// Typed errors thrown by the domain; http/errors.ts maps each to a status and body.

export class ValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class TrialLimitError extends Error {
  constructor() {
    super('This trial account has used all of its AI questions. Upgrade to keep asking.');
    this.name = 'TrialLimitError';
  }
}

export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Same Idempotency-Key, different request body. */
export class IdempotencyMismatchError extends Error {
  constructor(message = 'This Idempotency-Key was already used with a different request body.') {
    super(message);
    this.name = 'IdempotencyMismatchError';
  }
}

/** Same Idempotency-Key while the first request is still being processed. */
export class IdempotencyInFlightError extends Error {
  constructor() {
    super('A request with this Idempotency-Key is still being processed; retry shortly.');
    this.name = 'IdempotencyInFlightError';
  }
}
