// keys create | revoke: POST /admin/accounts/{id}/keys and DELETE /admin/keys/{keyId}.
import { segment, type Command } from '../command.js';
import { formatJson } from '../output.js';
import { printCreatedKey } from './accounts.js';

export const keysCreate: Command = {
  name: 'keys create',
  args: ['<accountId>'],
  summary: 'Create another API key for an account (e.g. to rotate keys)',
  examples: ['usage-insights keys create acct_01J…'],
  async run(ctx, { args: [accountId] }) {
    const { body } = await ctx
      .client()
      .send<{ keyId: string; apiKey: string }>('POST', `/admin/accounts/${segment(accountId!)}/keys`);
    printCreatedKey(
      ctx,
      body,
      [
        ['accountId', accountId],
        ['keyId', body.keyId],
        ['apiKey', body.apiKey],
      ],
      'API key created.',
    );
  },
};

export const keysRevoke: Command = {
  name: 'keys revoke',
  args: ['<keyId>'],
  summary: 'Revoke an API key: it is refused from the next request on',
  description: 'The service answers 204 with no body; with --json this prints {"keyId": …, "revoked": true}.',
  examples: ['usage-insights keys revoke key_01J…'],
  async run(ctx, { args: [keyId] }) {
    await ctx.client().send('DELETE', `/admin/keys/${segment(keyId!)}`);
    if (ctx.json) return ctx.out.out(formatJson({ keyId, revoked: true }));
    ctx.out.out(`API key ${keyId} revoked: requests with it are refused from now on.`);
  },
};
