// POST /usage and GET /usage.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { recordEvent } from '../../domain/ingest.js';
import { ValidationError } from '../../domain/errors.js';
import { ListQuery, UsageEventBody } from '../../domain/validate.js';
import type { UsageEvent } from '../../domain/types.js';
import { EventListBody, RecordedBody, publicErrors } from '../schemas.js';
import { Type } from 'typebox';

const MAX_LIMIT = 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const toJson = (e: UsageEvent) => ({ ...e, timestamp: new Date(e.timestamp).toISOString() });

export function registerUsageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/usage', {
    config: { operation: 'POST /usage' },
    schema: {
      summary: 'Record a usage event',
      description: 'Durable when answered: a 200 means the event is on stable storage. Send an `Idempotency-Key` header to make retries safe.',
      tags: ['usage'],
      headers: Type.Object({
        'idempotency-key': Type.Optional(Type.String({ description: '1-255 printable ASCII characters; the same key and body within 24 hours records one event' })),
      }),
      body: UsageEventBody,
      response: {
        200: RecordedBody,
        ...publicErrors,
        409: Type.Object({ error: Type.String(), message: Type.String() }, { description: 'Same Idempotency-Key still being processed' }),
        422: Type.Object({ error: Type.String(), message: Type.String() }, { description: 'Same Idempotency-Key with a different body' }),
      },
    },
  }, async request => {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw new ValidationError('Idempotency-Key', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
    }
    // The body has passed UsageEventBody (the validator compiler runs the domain's check).
    const { eventId, replayed } = await recordEvent(ctx, request.account!.key, request.body as UsageEventBody, key);
    return { success: true, message: replayed ? 'Event already recorded (idempotent replay)' : 'Event recorded', eventId };
  });

  app.get('/usage', {
    config: { operation: 'GET /usage' },
    schema: {
      summary: 'List recent usage events, newest first',
      tags: ['usage'],
      querystring: ListQuery,
      response: { 200: EventListBody, ...publicErrors },
    },
  }, async request => {
    const query = request.query as { limit?: string; userId?: string };
    const asked = query.limit === undefined ? 100 : Number(query.limit);
    if (!(asked >= 1)) throw new ValidationError('limit', 'limit must be a whole number of at least 1');
    const limit = Math.min(asked, MAX_LIMIT);
    const events = await ctx.store.events.listEvents(request.account!.key, { limit, userId: query.userId });
    return { events: events.map(toJson), total: events.length, limit };
  });
}
