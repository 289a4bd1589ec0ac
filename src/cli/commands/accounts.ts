// accounts create | show | set-plan: POST, GET and PATCH /admin/accounts.
import { segment, type Command, type CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { formatFields, formatJson } from '../output.js';

interface CreatedAccount {
  accountId: string;
  plan: string;
  keyId: string;
  apiKey: string;
}
interface AccountPlan {
  accountId: string;
  plan: string;
}
type AccountDetails = AccountPlan & {
  name?: string | null;
  aiQuestionsUsed?: number;
  aiQuestionsLimit?: number | null;
  createdAt?: string;
} & Record<string, unknown>;

export const KEY_SHOWN_ONCE =
  'The API key is shown only once: store it now (the service keeps only a hash of it).';

/** Prints the result (raw JSON with --json) and, for new keys, the once-only warning. */
export function printCreatedKey(
  ctx: CommandContext,
  body: { keyId: string; apiKey: string },
  fields: [string, unknown][],
  title: string,
): void {
  if (ctx.json) {
    ctx.out.out(formatJson(body));
    ctx.out.err(KEY_SHOWN_ONCE);
    return;
  }
  ctx.out.out(`${title}\n${formatFields(fields)}\n\n${KEY_SHOWN_ONCE}`);
}

export const accountsCreate: Command = {
  name: 'accounts create',
  args: [],
  options: {
    plan: {
      type: 'string',
      value: '<plan>',
      required: true,
      description: 'plan of the account: trial, paid, or one of PLANS_FILE',
    },
    name: { type: 'string', value: '<name>', description: 'a name for the account (at most 200 characters)' },
  },
  summary: 'Create an account and its first API key',
  examples: ['usage-insights accounts create --plan trial --name "Acme Inc"'],
  async run(ctx, { values }) {
    if (typeof values.plan !== 'string')
      throw new UsageError('--plan is required', 'Example: usage-insights accounts create --plan trial');
    const request = { plan: values.plan, ...(typeof values.name === 'string' ? { name: values.name } : {}) };
    const { body } = await ctx.client().send<CreatedAccount>('POST', '/admin/accounts', { json: request });
    printCreatedKey(
      ctx,
      body,
      [
        ['accountId', body.accountId],
        ['plan', body.plan],
        ['keyId', body.keyId],
        ['apiKey', body.apiKey],
      ],
      'Account created.',
    );
  },
};

export const accountsShow: Command = {
  name: 'accounts show',
  args: ['<accountId>'],
  summary: 'Show an account: plan, AI questions used, creation time',
  examples: ['usage-insights accounts show acct_01J…', 'usage-insights accounts show acct_01J… --json'],
  async run(ctx, { args: [accountId] }) {
    const { body } = await ctx.client().send<AccountDetails>('GET', `/admin/accounts/${segment(accountId!)}`);
    if (ctx.json) return ctx.out.out(formatJson(body));
    const { accountId: id, name, plan, aiQuestionsUsed, aiQuestionsLimit, createdAt, ...rest } = body;
    ctx.out.out(
      formatFields([
        ['accountId', id],
        ['name', name],
        ['plan', plan],
        ['aiQuestionsUsed', aiQuestionsUsed],
        ['aiQuestionsLimit', aiQuestionsLimit === null ? 'unlimited' : aiQuestionsLimit],
        ['createdAt', createdAt],
        // Fields a newer server adds are shown too.
        ...Object.entries(rest).map(([k, v]): [string, unknown] => [
          k,
          typeof v === 'object' && v !== null ? JSON.stringify(v) : v,
        ]),
      ]),
    );
  },
};

export const accountsSetPlan: Command = {
  name: 'accounts set-plan',
  args: ['<accountId>', '<plan>'],
  summary: 'Move an account to another plan (e.g. trial → paid)',
  examples: ['usage-insights accounts set-plan acct_01J… paid'],
  async run(ctx, { args: [accountId, plan] }) {
    const { body } = await ctx
      .client()
      .send<AccountPlan>('PATCH', `/admin/accounts/${segment(accountId!)}`, { json: { plan } });
    if (ctx.json) return ctx.out.out(formatJson(body));
    ctx.out.out(
      `Plan changed.\n${formatFields([
        ['accountId', body.accountId],
        ['plan', body.plan],
      ])}`,
    );
  },
};

export const accountsDelete: Command = {
  name: 'accounts delete',
  args: ['<accountId>'],
  summary: 'Delete an account: its keys are refused at once, its events erased',
  description: 'The service answers 204; with --json this prints {"accountId": …, "deleted": true}.',
  examples: ['usage-insights accounts delete acct_01J…'],
  async run(ctx, { args: [accountId] }) {
    await ctx.client().send('DELETE', `/admin/accounts/${segment(accountId!)}`);
    if (ctx.json) return ctx.out.out(formatJson({ accountId, deleted: true }));
    ctx.out.out(
      `Account ${accountId} deleted: its keys are refused from now on, its events are being erased.`,
    );
  },
};
