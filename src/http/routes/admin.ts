// The operators' API under /admin (CONTRACT.md section 3), authenticated with ADMIN_TOKEN.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import {
  changePlan,
  createAccount,
  createApiKey,
  getAccount,
  revokeApiKey,
  deleteAccount,
} from '../../domain/accounts.js';
import { eraseUser } from '../../domain/erase-user.js';
import { exportEvents } from '../../domain/export-events.js';
import { importEvents } from '../../domain/ingest.js';
import { retentionCutoff } from '../../domain/plans.js';
import { headerIdOf } from '../header-ids.js';
import { splitLines } from '../ndjson.js';
import {
  AccountBody,
  AccountParams,
  AccountPlanBody,
  ChangePlanRequest,
  CreateAccountRequest,
  CreatedAccountBody,
  CreatedKeyBody,
  ImportResultBody,
  KeyParams,
  adminErrors,
} from '../schemas.js';

const MAX_LINE = 64 * 1024;

/** Longest silence on the connection of an erasure (DELETE …/users/{userId}) while it runs. */
const ERASE_IDLE_MS = 15 * 60_000;

export function registerAdminRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const config = { admin: true };
  const tags = ['admin'];

  app.post(
    '/admin/accounts',
    {
      config,
      schema: {
        summary: 'Create an account with its first API key',
        tags,
        body: CreateAccountRequest,
        response: { 201: CreatedAccountBody, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { account, keyId, apiKey } = await createAccount(
        ctx,
        request.body as { name?: string; plan: string },
      );
      return reply.code(201).send({ accountId: account.id, plan: account.plan, keyId, apiKey });
    },
  );

  app.post(
    '/admin/accounts/:accountId/keys',
    {
      config,
      schema: {
        summary: 'Create another API key for an account',
        tags,
        params: AccountParams,
        response: { 201: CreatedKeyBody, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params as { accountId: string };
      return reply.code(201).send(await createApiKey(ctx, accountId));
    },
  );

  app.delete(
    '/admin/keys/:keyId',
    {
      config,
      schema: {
        summary: 'Revoke an API key at once',
        tags,
        params: KeyParams,
        response: { 204: Type.Null({ description: 'Revoked' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      await revokeApiKey(ctx, (request.params as { keyId: string }).keyId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/accounts/:accountId/events',
    {
      config,
      schema: {
        summary: "Export an account's events as NDJSON (streamed)",
        description:
          'One line per event `{eventId, userId, eventName, eventValue, timestamp}` in timestamp then eventId order; ' +
          'optional ISO 8601 bounds, half-open [from, to). The import (POST on the same path) takes these lines back.',
        tags,
        params: AccountParams,
        querystring: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) }),
        produces: ['application/x-ndjson'],
        response: { 200: Type.String({ description: 'NDJSON, one event per line' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query as { from?: string; to?: string };
      const lines = await exportEvents(ctx, (request.params as { accountId: string }).accountId, {
        from,
        to,
      });
      // one page at a time in the stream (a page is ~250 KB of text): memory stays flat
      return reply.type('application/x-ndjson').send(Readable.from(lines, { highWaterMark: 1 }));
    },
  );

  app.delete(
    '/admin/accounts/:accountId',
    {
      config,
      schema: {
        summary: 'Delete an account: its keys are refused at once, its events erased',
        tags,
        params: AccountParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, (request.params as { accountId: string }).accountId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/admin/accounts/:accountId/users/:userId',
    {
      config,
      schema: {
        summary: "Erase one user's events (GDPR Art. 17)",
        description:
          "When the 200 is sent, none of the user's events is listed, counted in an answer or kept in a rollup, " +
          'and their stored Idempotency-Key responses are gone. A repeat answers deleted: 0.',
        tags,
        params: Type.Object({ accountId: Type.String(), userId: Type.String() }),
        response: {
          200: Type.Object({ deleted: Type.Integer({ description: 'Events erased' }) }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { accountId, userId } = request.params as { accountId: string; userId: string };
      // A user with a million events takes about half a minute (chunks of 5,000): the answer
      // comes when all are gone, so the connection may stay silent longer than the usual 30 s.
      request.raw.socket?.setTimeout?.(ERASE_IDLE_MS);
      return eraseUser(ctx, accountId, userId);
    },
  );

  app.patch(
    '/admin/accounts/:accountId',
    {
      config,
      schema: {
        summary: "Change an account's plan",
        tags,
        params: AccountParams,
        body: ChangePlanRequest,
        response: { 200: AccountPlanBody, ...adminErrors },
      },
    },
    async (request) => {
      const account = await changePlan(
        ctx,
        (request.params as { accountId: string }).accountId,
        (request.body as { plan: string }).plan,
      );
      return { accountId: account.id, plan: account.plan };
    },
  );

  app.get(
    '/admin/accounts/:accountId',
    {
      config,
      schema: {
        summary: 'Show an account',
        tags,
        params: AccountParams,
        response: { 200: AccountBody, ...adminErrors },
      },
    },
    async (request) => {
      const account = await getAccount(ctx, (request.params as { accountId: string }).accountId);
      return {
        accountId: account.id,
        plan: account.plan,
        name: account.name,
        aiQuestionsUsed: account.aiQuestionsUsed,
        aiQuestionsLimit: ctx.plans.get(account.plan)?.aiQuestions ?? null,
        createdAt: new Date(account.createdAt).toISOString(),
      };
    },
  );

  app.post(
    '/admin/accounts/:accountId/events',
    {
      config,
      schema: {
        summary: 'Import events as NDJSON (one POST /usage body per line)',
        description:
          'Not rate limited. Valid lines are stored (durably) even when others are rejected; `line` counts from 1. ' +
          'With an `Import-Id` header, an interrupted import sent again with the same id and the same lines stores only ' +
          'the batches not yet committed (`alreadyImported` counts the others), for 24 hours.',
        tags,
        params: AccountParams,
        headers: Type.Object({
          'import-id': Type.Optional(
            Type.String({ description: '1-255 printable ASCII characters naming this import, to resume it' }),
          ),
        }),
        consumes: ['application/x-ndjson'],
        response: { 200: ImportResultBody, ...adminErrors },
      },
    },
    async (request) => {
      const account = await getAccount(ctx, (request.params as { accountId: string }).accountId);
      const body = request.body as NodeJS.ReadableStream;
      try {
        const importId = headerIdOf(request, 'import-id', 'Import-Id');
        return await importEvents(
          ctx,
          account.key,
          splitLines(body, MAX_LINE),
          retentionCutoff(ctx.plans, account.plan),
          importId,
        );
      } catch (err) {
        // an answer before the end of the body: the rest is read and dropped, so that the
        // error reaches the client and its connection can carry the next request
        body.resume();
        throw err;
      }
    },
  );
}
