// users delete: DELETE /admin/accounts/{accountId}/users/{userId}.
import { segment, type Command } from '../command.js';
import { formatJson } from '../output.js';

export const usersDelete: Command = {
  name: 'users delete',
  args: ['<accountId>', '<userId>'],
  summary: 'Erase every event of one user of an account (GDPR Art. 17)',
  description:
    "When it returns, none of the user's events is listed, counted or kept in a rollup. A repeat erases 0.",
  examples: ['usage-insights users delete acct_01J… user_42'],
  async run(ctx, { args: [accountId, userId] }) {
    const { body } = await ctx
      .client()
      .send<{ deleted: number }>(
        'DELETE',
        `/admin/accounts/${segment(accountId!)}/users/${segment(userId!)}`,
      );
    if (ctx.json) return ctx.out.out(formatJson({ accountId, userId, ...body }));
    ctx.out.out(
      `Erased ${body.deleted} event${body.deleted === 1 ? '' : 's'} of user ${userId} in ${accountId}.`,
    );
  },
};
