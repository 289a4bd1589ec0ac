// The closed set of error responses: one table from code to status and `error` label, and the
// one place (the Fastify error handler) that writes error bodies.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IdempotencyInFlightError,
  IdempotencyMismatchError,
  NotFoundError,
  TrialLimitError,
  ValidationError,
} from '../domain/errors.js';
import { isDiskFull, isStoreUnavailable } from '../storage/errors.js';
import { BodyAbortedError } from './ndjson.js';

export const ERRORS = {
  invalid_request: { status: 400, error: 'Invalid request' },
  unauthorized: { status: 401, error: 'Unauthorized' },
  trial_limit: { status: 402, error: 'Trial limit reached' },
  forbidden: { status: 403, error: 'Forbidden' },
  not_found: { status: 404, error: 'Not found' },
  method_not_allowed: { status: 405, error: 'Method not allowed' },
  request_timeout: { status: 408, error: 'Request timeout' },
  conflict: { status: 409, error: 'Conflict' },
  payload_too_large: { status: 413, error: 'Payload too large' },
  unsupported_media_type: { status: 415, error: 'Unsupported media type' },
  idempotency_mismatch: { status: 422, error: 'Unprocessable request' },
  rate_limited: { status: 429, error: 'Rate limit exceeded' },
  headers_too_large: { status: 431, error: 'Request headers too large' },
  internal: { status: 500, error: 'Internal server error' },
  unavailable: { status: 503, error: 'Service unavailable' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** An error that already knows its response; thrown by hooks and handlers of http/. */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Domain errors and Fastify's own errors, as HttpErrors. Unknown errors become null (a 500). */
function toHttpError(err: unknown, billingUrl: string): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof ValidationError)
    return new HttpError('invalid_request', err.message, { field: err.field });
  if (err instanceof TrialLimitError)
    return new HttpError('trial_limit', err.message, { upgradeUrl: billingUrl });
  if (err instanceof NotFoundError) return new HttpError('not_found', err.message);
  if (err instanceof IdempotencyMismatchError) return new HttpError('idempotency_mismatch', err.message);
  if (err instanceof IdempotencyInFlightError) return new HttpError('conflict', err.message);
  if (err instanceof BodyAbortedError)
    return new HttpError('invalid_request', 'The request body ended before it was complete.', {
      field: 'body',
    });
  const fe = err as FastifyError;
  switch (fe?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(
        'payload_too_large',
        'The request body is too large (64 KiB at most; 1 MiB for POST /usage/batch).',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fe.statusCode === 415
        ? new HttpError(
            'unsupported_media_type',
            'Send the body as JSON with Content-Type: application/json.',
          )
        : new HttpError('invalid_request', 'The request body could not be read.', { field: 'body' });
  }
  // Fastify's body-parsing errors (malformed JSON, empty body, bad encoding) are all 400s.
  if (fe?.statusCode === 400 || err instanceof SyntaxError) {
    return new HttpError('invalid_request', 'The request body must be a valid JSON object.', {
      field: 'body',
    });
  }
  return null;
}

export function errorBody(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return { error: ERRORS[code].error, message, ...extra };
}

/** Seconds a client waits before retrying a 503 (a store restart or failover takes a few). */
export const UNAVAILABLE_RETRY_AFTER = 2;

/**
 * `onStoreUnavailable` runs before a store outage is answered: it sets the rate-limit headers
 * that the guard could not (the key is looked up in the store) and tells the health tracker.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  billingUrl: string,
  onStoreUnavailable: (request: FastifyRequest, reply: FastifyReply, err: unknown) => Promise<void>,
): void {
  let lastStack = 0;
  app.setErrorHandler(async (err, request, reply) => {
    if (isStoreUnavailable(err)) {
      await onStoreUnavailable(request, reply, err);
      // The outage is logged once by the health tracker; a stack at debug, at most once a second.
      if (Date.now() - lastStack >= 1000) {
        lastStack = Date.now();
        request.log.debug({ err }, 'store unavailable');
      }
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER))
        .send(
          errorBody(
            'unavailable',
            isDiskFull(err)
              ? "The server's disk is full, so nothing was stored; retry the request later (with its Idempotency-Key for a write)."
              : 'The database is briefly unavailable; retry the request (with its Idempotency-Key for a write).',
          ),
        );
    }
    const known = toHttpError(err, billingUrl);
    if (known) {
      if (known.code === 'rate_limited') reply.header('retry-after', String(known.extra.retryAfter));
      if (known.code === 'unavailable') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER));
      return reply.code(ERRORS[known.code].status).send(errorBody(known.code, known.message, known.extra));
    }
    // Internals stay in the log; the client gets the requestId to quote.
    request.log.error({ err }, 'unexpected error');
    return reply
      .code(500)
      .send(
        errorBody(
          'internal',
          'Something went wrong on our side. Quote the requestId when you contact support.',
          { requestId: request.id },
        ),
      );
  });
}
