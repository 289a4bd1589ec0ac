// The onRequest guard of every route: authentication, then the rate limit (CONTRACT.md order
// of checks). Requests without a valid credential are limited per client address instead.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { hashSecret, secretsEqual } from '../domain/secrets.js';
import type { Account, Operation } from '../domain/types.js';
import type { Decision } from '../ratelimit/token-bucket.js';
import { HttpError } from './errors.js';

/** Route config: which guard applies. */
export interface RouteConfig {
  operation?: Operation;
  admin?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    account?: Account;
  }
}

/** Unauthenticated traffic: 600 per minute, burst 60, per client address. */
const ADDRESS_LIMIT = { perMinute: 600, capacity: 60 };

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return m ? (m[1] as string) : null;
}

export function setRateLimitHeaders(reply: FastifyReply, d: Decision): void {
  reply.header('x-ratelimit-limit', d.limit);
  reply.header('x-ratelimit-remaining', d.remaining);
  reply.header('x-ratelimit-reset', d.resetAt);
}

function applyDecision(reply: FastifyReply, d: Decision): void {
  setRateLimitHeaders(reply, d);
  if (!d.allowed) {
    throw new HttpError(
      'rate_limited',
      `Too many requests. Retry in ${d.retryAfter} second${d.retryAfter === 1 ? '' : 's'}.`,
      { retryAfter: d.retryAfter },
    );
  }
}

/** Takes a token from a client address's bucket (also for requests Node rejects before Fastify). */
export const takeAddressToken = (ctx: ServiceContext, address: string): Promise<Decision> =>
  ctx.rateLimits.take(`ip:${address}`, ADDRESS_LIMIT);

/** Takes a token from the client address's bucket; throws 429 when it is empty. */
export async function limitByAddress(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  applyDecision(reply, await takeAddressToken(ctx, request.ip));
}

async function guardOperation(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: Operation,
) {
  const secret = bearer(request);
  const found = secret ? await ctx.store.accounts.findKeyByHash(hashSecret(secret)) : null;
  if (!found) {
    await limitByAddress(ctx, request, reply);
    throw new HttpError(
      'unauthorized',
      secret
        ? 'The API key is invalid or has been revoked.'
        : 'Send your API key as Authorization: Bearer <API_KEY>.',
    );
  }
  const plan = ctx.plans.get(found.account.plan);
  // A plan removed from PLANS_FILE falls back to the default limits rather than locking out.
  const limit = (plan ?? ctx.plans.get('paid'))!.rateLimits[operation];
  applyDecision(
    reply,
    await ctx.rateLimits.take(`key:${found.keyId}:${operation}`, {
      perMinute: limit.perMinute,
      capacity: limit.burst,
    }),
  );
  request.account = found.account;
}

async function guardAdmin(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply) {
  const secret = bearer(request);
  if (secret && secretsEqual(secret, ctx.adminToken)) return;
  await limitByAddress(ctx, request, reply);
  throw new HttpError('unauthorized', 'Send the admin token as Authorization: Bearer <ADMIN_TOKEN>.');
}

export function createGuard(ctx: ServiceContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config as RouteConfig;
    if (config.admin) return guardAdmin(ctx, request, reply);
    if (config.operation) return guardOperation(ctx, request, reply, config.operation);
    // Public routes (openapi.json, health) and unknown paths count per client address;
    // for unknown paths the not-found handler does that itself.
    if (request.routeOptions.url !== undefined) return limitByAddress(ctx, request, reply);
  };
}
