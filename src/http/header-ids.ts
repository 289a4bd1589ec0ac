// Client-chosen identifiers sent in headers (Idempotency-Key, Import-Id): 1 to 255 printable
// ASCII characters, or a 400 naming the header.
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../domain/errors.js';

const PRINTABLE_ID = /^[\x21-\x7e]{1,255}$/;

/** The header's value, undefined when absent; a ValidationError when it is not a valid id. */
export function headerIdOf(request: FastifyRequest, header: 'idempotency-key' | 'import-id', label: string) {
  const value = request.headers[header];
  if (value !== undefined && (typeof value !== 'string' || !PRINTABLE_ID.test(value)))
    throw new ValidationError(label, `${label} must be 1 to 255 printable ASCII characters`);
  return value;
}
