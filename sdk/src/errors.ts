// One error class for everything the client reports: an answer of the API (its error body),
// a network failure (status 0), or an event the client could not queue or deliver.

export interface ErrorFields {
  status: number;
  error: string;
  message: string;
  field?: string;
  retryAfter?: number;
  upgradeUrl?: string;
  requestId?: string;
}

export class UsageInsightsError extends Error {
  readonly status: number;
  readonly error: string;
  readonly field?: string;
  /** Seconds to wait (429, 503). */
  readonly retryAfter?: number;
  /** Where to upgrade (402, trial exhausted). */
  readonly upgradeUrl?: string;
  /** The server's request id (5xx), to quote in a support request. */
  readonly requestId?: string;

  constructor(fields: ErrorFields) {
    super(fields.message);
    this.name = 'UsageInsightsError';
    this.status = fields.status;
    this.error = fields.error;
    if (fields.field !== undefined) this.field = fields.field;
    if (fields.retryAfter !== undefined) this.retryAfter = fields.retryAfter;
    if (fields.upgradeUrl !== undefined) this.upgradeUrl = fields.upgradeUrl;
    if (fields.requestId !== undefined) this.requestId = fields.requestId;
  }

  /** Whether sending the same request again may succeed: network errors, 409, 429 and 5xx. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 409 || this.status === 429 || this.status >= 500;
  }
}
