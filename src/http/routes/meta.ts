// Public routes without an API key (the OpenAPI document, health checks) and the metrics (admin token).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { HttpError } from '../errors.js';

export function registerMetaRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process serves requests',
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.String() }) },
      },
    },
    async () => ({ status: 'ok' }),
  );

  // For a load balancer's health check: 503 (with the error body) while the store or Redis
  // does not answer within about a second; /healthz stays 200 while the process runs.
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the store (and Redis, when configured) answers',
        tags: ['health'],
        response: {
          200: Type.Object({ status: Type.String(), store: Type.Unknown() }),
          503: Type.Object({ error: Type.String(), message: Type.String() }),
        },
      },
    },
    async () => {
      const health = await ctx.health.check();
      if (!health.ready) throw new HttpError('unavailable', `Not ready: ${health.reason}.`);
      return { status: 'ready', store: health.store };
    },
  );

  // Per instance: Prometheus scrapes each one (docs/operations.md, "Metrics").
  app.get(
    '/metrics',
    {
      config: { admin: true },
      schema: {
        summary: 'Prometheus metrics of this instance (admin token)',
        tags: ['operations'],
        response: { 200: Type.String({ description: 'Prometheus text exposition format' }) },
      },
    },
    async (_request, reply) => {
      const { registry } = ctx.metrics;
      if (!registry)
        throw new HttpError('not_found', 'Metrics are turned off on this instance (METRICS=off).');
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
}
