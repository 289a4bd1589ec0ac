// Public routes without an API key: the OpenAPI document and health checks.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';

export function registerMetaRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', {
    schema: { summary: 'Liveness: the process serves requests', tags: ['health'], response: { 200: Type.Object({ status: Type.String() }) } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    schema: { summary: 'Readiness: the store answers', tags: ['health'], response: { 200: Type.Object({ status: Type.String(), store: Type.Unknown() }) } },
  }, async () => ({ status: 'ready', store: await ctx.store.describe() }));
}
