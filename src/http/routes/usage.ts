// POST /usage, POST /usage/batch and GET /usage.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { recordBatch, recordEvent } from '../../domain/ingest.js';
import { retentionCutoff } from '../../domain/plans.js';
import { ValidationError } from '../../domain/errors.js';
import { BatchBody, ListQuery, UsageEventBody } from '../../domain/validate.js';
import type { UsageEvent } from '../../domain/types.js';
import { headerIdOf } from '../header-ids.js';
import { BatchResultBody, EventListBody, RecordedBody, publicErrors } from '../schemas.js';
import { Type } from 'typebox';

const MAX_LIMIT = 1000;
/** CONTRACT.md section 6: a batch body may be up to 1 MiB (other bodies 64 KiB). */
const BATCH_BODY_LIMIT = 1024 * 1024;

const IdempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description: '1-255 printable ASCII characters; the same key and body within 24 hours records once',
    }),
  ),
});

const idempotencyKeyOf = (request: FastifyRequest) =>
  headerIdOf(request, 'idempotency-key', 'Idempotency-Key');

const toJson = (e: UsageEvent) => ({ ...e, timestamp: new Date(e.timestamp).toISOString() });

export function registerUsageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post(
    '/usage',
    {
      config: { operation: 'POST /usage' },
      schema: {
        summary: 'Record a usage event',
        description:
          'Durable when answered: a 200 means the event is on stable storage. Send an `Idempotency-Key` header to make retries safe.',
        tags: ['usage'],
        headers: IdempotencyHeader,
        body: UsageEventBody,
        response: {
          200: RecordedBody,
          ...publicErrors,
          409: Type.Object(
            { error: Type.String(), message: Type.String() },
            { description: 'Same Idempotency-Key still being processed' },
          ),
          422: Type.Object(
            { error: Type.String(), message: Type.String() },
            { description: 'Same Idempotency-Key with a different body' },
          ),
        },
      },
    },
    async (request) => {
      // The body has passed UsageEventBody (the validator compiler runs the domain's check).
      const account = request.account!;
      const { eventId, replayed } = await recordEvent(
        ctx,
        account.key,
        request.body as UsageEventBody,
        idempotencyKeyOf(request),
        retentionCutoff(ctx.plans, account.plan),
      );
      return {
        success: true,
        message: replayed ? 'Event already recorded (idempotent replay)' : 'Event recorded',
        eventId,
      };
    },
  );

  app.post(
    '/usage/batch',
    {
      config: { operation: 'POST /usage/batch' },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Record up to 1000 usage events in one durable transaction',
        description:
          'Each event is validated like a POST /usage body: valid events are recorded, invalid ones are rejected by index ' +
          '(`rejected`), and `eventIds` is aligned with the input (null where rejected). A 200 means every accepted event is on stable ' +
          'storage. One rate-limit token per request (its own operation, `POST /usage/batch`). An `Idempotency-Key` covers the whole body.',
        tags: ['usage'],
        headers: IdempotencyHeader,
        body: BatchBody,
        response: {
          200: BatchResultBody,
          ...publicErrors,
          409: Type.Object(
            { error: Type.String(), message: Type.String() },
            { description: 'Same Idempotency-Key still being processed' },
          ),
          413: Type.Object(
            { error: Type.String(), message: Type.String() },
            { description: 'Body over 1 MiB' },
          ),
          422: Type.Object(
            { error: Type.String(), message: Type.String() },
            { description: 'Same Idempotency-Key with a different body' },
          ),
        },
      },
    },
    async (request) => {
      const { events } = request.body as { events: unknown[] };
      const account = request.account!;
      return (
        await recordBatch(
          ctx,
          account.key,
          events,
          idempotencyKeyOf(request),
          retentionCutoff(ctx.plans, account.plan),
        )
      ).result;
    },
  );

  app.get(
    '/usage',
    {
      config: { operation: 'GET /usage' },
      schema: {
        summary: 'List recent usage events, newest first',
        tags: ['usage'],
        querystring: ListQuery,
        response: { 200: EventListBody, ...publicErrors },
      },
    },
    async (request) => {
      const query = request.query as { limit?: string; userId?: string };
      const asked = query.limit === undefined ? 100 : Number(query.limit);
      if (!(asked >= 1)) throw new ValidationError('limit', 'limit must be a whole number of at least 1');
      const limit = Math.min(asked, MAX_LIMIT);
      const events = await ctx.store.events.listEvents(request.account!.key, { limit, userId: query.userId });
      return { events: events.map(toJson), total: events.length, limit };
    },
  );
}
