// Operators' actions behind /admin: accounts, keys, plans.
import type { ServiceContext } from '../context.js';
import { NotFoundError, ValidationError } from './errors.js';
import { generateApiKey, hashSecret, newKeyId } from './secrets.js';
import type { Account } from './types.js';

function checkPlan(ctx: ServiceContext, plan: unknown): string {
  if (typeof plan !== 'string' || !ctx.plans.has(plan)) {
    throw new ValidationError('plan', `plan must be one of: ${[...ctx.plans.keys()].join(', ')}`);
  }
  return plan;
}

export async function createAccount(ctx: ServiceContext, input: { name?: unknown; plan?: unknown }) {
  const plan = checkPlan(ctx, input.plan);
  if (
    input.name !== undefined &&
    input.name !== null &&
    (typeof input.name !== 'string' || input.name.length > 200)
  ) {
    throw new ValidationError('name', 'name must be a string of at most 200 characters');
  }
  const account = await ctx.store.accounts.createAccount({
    name: (input.name as string | undefined) ?? null,
    plan,
  });
  const key = await createApiKey(ctx, account.id);
  return { account, ...key };
}

export async function createApiKey(ctx: ServiceContext, accountId: string) {
  const apiKey = generateApiKey();
  const keyId = newKeyId();
  if (!(await ctx.store.accounts.createKey(accountId, keyId, hashSecret(apiKey)))) {
    throw new NotFoundError(`No account ${accountId}`);
  }
  return { keyId, apiKey };
}

export async function revokeApiKey(ctx: ServiceContext, keyId: string): Promise<void> {
  if (!(await ctx.store.accounts.revokeKey(keyId))) throw new NotFoundError(`No active key ${keyId}`);
}

export async function changePlan(ctx: ServiceContext, accountId: string, plan: unknown): Promise<Account> {
  const account = await ctx.store.accounts.setPlan(accountId, checkPlan(ctx, plan));
  if (!account) throw new NotFoundError(`No account ${accountId}`);
  return account;
}

export async function getAccount(ctx: ServiceContext, accountId: string): Promise<Account> {
  const account = await ctx.store.accounts.getAccount(accountId);
  if (!account) throw new NotFoundError(`No account ${accountId}`);
  return account;
}

/**
 * Deletes an account: its keys are refused from the next request on (every instance), it is
 * no longer found, and its events are erased in the background, never listed or counted
 * again meanwhile (no key or account reaches them).
 */
export async function deleteAccount(ctx: ServiceContext, accountId: string): Promise<void> {
  const key = await ctx.store.accounts.deleteAccount(accountId);
  if (key === null) throw new NotFoundError(`No account ${accountId}`);
  ctx.logger.info({ accountId }, 'account deleted; erasing its events');
  void ctx.store.events.eraseAccount(key).then(
    (erased) => ctx.logger.info({ accountId, erased }, "a deleted account's events are erased"),
    (err: unknown) =>
      ctx.logger.warn({ err, accountId }, "erasing a deleted account's events failed; they stay unreachable"),
  );
}
