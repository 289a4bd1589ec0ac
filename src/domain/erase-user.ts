// Erasing one end user of an account (GDPR Art. 17): every event, rollup row and stored
// Idempotency-Key response of that user is gone when this resolves.
import type { ServiceContext } from '../context.js';
import { getAccount } from './accounts.js';
import { ValidationError } from './errors.js';
import { isStorableText } from './validate.js';

export async function eraseUser(
  ctx: ServiceContext,
  accountId: string,
  userId: string,
): Promise<{ deleted: number }> {
  if (!userId || [...userId].length > 255 || !isStorableText(userId)) {
    throw new ValidationError('userId', 'userId must be 1 to 255 characters of valid Unicode without NUL');
  }
  const account = await getAccount(ctx, accountId);
  const deleted = await ctx.store.events.eraseUser(account.key, userId);
  ctx.logger.info({ accountId, deleted }, 'erased a user'); // the user id itself is personal data: not logged
  return { deleted };
}
