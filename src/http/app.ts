// The Fastify application: where every request goes.
//   onRequest  → guard.ts (route known? → auth → rate limit)
//   parsing    → JSON (64 KiB) or NDJSON stream (admin import)
//   validation → the route's schema, checked by domain/validate.ts
//   handler    → routes/*.ts → domain/*
//   errors     → errors.ts (one table, one handler)
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServiceContext } from '../context.js';
import { compileCheck } from '../domain/validate.js';
import { ERRORS, errorBody, HttpError, registerErrorHandler, type ErrorCode } from './errors.js';
import { createGuard, limitByAddress, setRateLimitHeaders, takeAddressToken } from './guard.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerAiRoutes } from './routes/ai.js';
import { registerDashboardRoutes } from './routes/dashboard.js';
import { registerMetaRoutes } from './routes/meta.js';
import { registerUsageRoutes } from './routes/usage.js';
import { RATE_LIMIT_HEADERS } from './schemas.js';

export const BODY_LIMIT = 64 * 1024;

/**
 * Slow clients (slowloris, slow bodies, idle sockets) cannot hold connections for long.
 * Node checks the header and request deadlines every `checkIntervalMs`.
 */
export const SERVER_TIMEOUTS = {
  handshakeMs: 10_000, // TLS handshake
  headersMs: 10_000, // all request headers
  requestMs: 60_000, // the whole request, body included (an NDJSON import needs ≥ ~150 KB/s for 100,000 lines)
  idleMs: 30_000, // no byte in either direction
  keepAliveMs: 5_000, // idle keep-alive connection between requests
  checkIntervalMs: 1_000,
} as const;

/** `options` may carry `https` (TLS material) for the real server; tests inject without it. */
export async function buildApp(
  ctx: ServiceContext,
  options: Partial<FastifyServerOptions> & { https?: object } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger,
    // One line per request is written by the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    // Our own 503 while closing (below), so that it has the error body and X-RateLimit-* headers.
    return503OnClosing: false,
    connectionTimeout: SERVER_TIMEOUTS.idleMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    clientErrorHandler: (err: NodeJS.ErrnoException, socket: Socket) =>
      void answerClientError(ctx, err, socket),
    ...options,
    ...(options.https
      ? {
          https: {
            ...options.https,
            handshakeTimeout: SERVER_TIMEOUTS.handshakeMs,
            headersTimeout: SERVER_TIMEOUTS.headersMs,
            connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
          },
        }
      : {}),
  } as FastifyServerOptions) as unknown as FastifyInstance;

  // Every schema is checked by the domain's validator: no coercion, first field by order.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const check = compileCheck(
      schema as never,
      httpPart === 'body' ? 'body' : httpPart === 'querystring' ? 'query' : (httpPart ?? 'request'),
    );
    return (data) => {
      try {
        return { value: check(data) };
      } catch (error) {
        return { error: error as Error };
      }
    };
  });

  // JSON only (and NDJSON for the import): a text/plain body is a 415, not a string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-ndjson', (_request, payload, done) => done(null, payload));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Usage Insights API',
        version: '1.0.0',
        description:
          'Record usage events, list them, and ask questions about them in plain English. ' +
          'Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds when the bucket is full again).',
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'Customer API key (or ADMIN_TOKEN for /admin)',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transformObject: (doc) =>
      addRateLimitHeaders((doc as { openapiObject: OpenApiDoc }).openapiObject) as never,
  });

  registerErrorHandler(app, ctx.config.billingUrl, async (request, reply, err) => {
    ctx.health.storeFailed(err);
    if (!reply.hasHeader('x-ratelimit-limit'))
      await takeAddressToken(ctx, request.ip).then((d) => setRateLimitHeaders(reply, d));
  });
  // One onRequest hook (each hook is a step of every request's life cycle): the request id
  // header, HTTPS behind a proxy, then the guard (guard.ts), then refusal while closing.
  // During a graceful shutdown, requests still arriving on open connections are refused
  // (Fastify adds Connection: close) after the guard has set the rate-limit headers.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const guard = createGuard(ctx);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Behind a trusted TLS-terminating proxy, only requests that reached it over HTTPS are served.
    if (ctx.config.trustProxy.length && request.protocol !== 'https') {
      throw new HttpError('forbidden', 'HTTPS is required.');
    }
    await guard(request, reply);
    if (!closing) return;
    if (!reply.hasHeader('x-ratelimit-limit')) await limitByAddress(ctx, request, reply);
    throw new HttpError('unavailable', 'The server is shutting down; retry the request.');
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw path: a client may put a secret in an unknown path.
    const url = request.routeOptions.url ?? '(no route)';
    request.log.info(
      {
        method: request.method,
        url,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
    ctx.metrics.observeRequest(`${request.method} ${url}`, reply.statusCode, reply.elapsedTime / 1000);
  });

  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp('^' + route.url.replace(/:[^/]+/g, '[^/]+') + '/?$');
    const entry =
      routes.find((r) => r.pattern.source === pattern.source) ??
      routes[routes.push({ pattern, methods: new Set() }) - 1]!;
    for (const m of [route.method].flat()) entry.methods.add(m);
  });

  app.setNotFoundHandler(async (request, reply) => {
    await limitByAddress(ctx, request, reply);
    const path = request.url.split('?')[0] ?? '/';
    const known = routes.find((r) => r.pattern.test(path));
    if (known) {
      reply.header('allow', [...known.methods].join(', '));
      throw new HttpError(
        'method_not_allowed',
        `${request.method} is not allowed on ${path}. Allowed: ${[...known.methods].join(', ')}.`,
      );
    }
    throw new HttpError('not_found', `No route ${request.method} ${path}.`);
  });

  registerUsageRoutes(app, ctx);
  registerAiRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerMetaRoutes(app, ctx);
  registerDashboardRoutes(app);
  return app;
}

/**
 * Requests Node rejects before Fastify sees them (headers over 16 KiB → 431, a request or its
 * headers too slow → 408, unparsable HTTP → 400) get the documented error body and the
 * client address's X-RateLimit-* headers, like every other response.
 */
async function answerClientError(
  ctx: ServiceContext,
  err: NodeJS.ErrnoException,
  socket: Socket,
): Promise<void> {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request_timeout'
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers_too_large'
        : 'invalid_request';
  const message =
    code === 'request_timeout'
      ? 'The request was not received in time.'
      : code === 'headers_too_large'
        ? 'The request headers are larger than 16 KiB.'
        : 'The request is not valid HTTP.';
  try {
    const d = await takeAddressToken(ctx, socket.remoteAddress ?? 'unknown');
    const body = JSON.stringify(
      errorBody(code, message, code === 'invalid_request' ? { field: 'request' } : {}),
    );
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${ERRORS[code].status} ${STATUS_CODES[ERRORS[code].status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-RateLimit-Limit: ${d.limit}\r\nX-RateLimit-Remaining: ${d.remaining}\r\n` +
          `X-RateLimit-Reset: ${d.resetAt}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
  } finally {
    socket.destroy();
  }
}

interface OpenApiDoc {
  components?: { headers?: Record<string, unknown> };
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>
  >;
}

/** Documents the three X-RateLimit-* headers (and Retry-After on 429) on every public response. */
function addRateLimitHeaders(doc: OpenApiDoc): OpenApiDoc {
  doc.components = {
    ...doc.components,
    headers: {
      ...RATE_LIMIT_HEADERS,
      'Retry-After': { description: 'Seconds to wait (429 only)', schema: { type: 'integer' } },
    },
  };
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    if (path.startsWith('/admin') || path === '/metrics') continue; // admin token: no customer rate limit
    for (const op of Object.values(ops)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        response.headers = {
          ...response.headers,
          ...Object.fromEntries(
            Object.keys(RATE_LIMIT_HEADERS).map((h) => [h, { $ref: `#/components/headers/${h}` }]),
          ),
          ...(status === '429' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
        };
      }
    }
  }
  return doc;
}
