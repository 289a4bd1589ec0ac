// export: GET /admin/accounts/{accountId}/events, streamed to a file or standard output.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { segment, type Command } from '../command.js';

export const exportEvents: Command = {
  name: 'export',
  args: ['<accountId>'],
  options: {
    from: { type: 'string', value: '<iso>', description: 'only events at or after this ISO 8601 time' },
    to: { type: 'string', value: '<iso>', description: 'only events before this ISO 8601 time' },
    out: { type: 'string', value: '<file>', description: 'write to this file instead of standard output' },
  },
  summary: "Export an account's events as NDJSON (the import takes it back)",
  description: 'One line per event, in timestamp then eventId order. The file is written as it arrives.',
  examples: [
    'usage-insights export acct_01J… --out acme.ndjson',
    'usage-insights export acct_01J… --from 2026-10-01T00:00:00Z > october.ndjson',
  ],
  async run(ctx, { args: [accountId], values }) {
    const query = new URLSearchParams();
    if (typeof values.from === 'string') query.set('from', values.from);
    if (typeof values.to === 'string') query.set('to', values.to);
    const path = `/admin/accounts/${segment(accountId!)}/events${query.size ? `?${query}` : ''}`;
    const file = typeof values.out === 'string' ? createWriteStream(values.out) : null;
    const bytes = await ctx.client().download(path, file ?? process.stdout);
    if (file) {
      file.end();
      await once(file, 'close');
      ctx.out.err(`Exported ${accountId} to ${values.out} (${bytes} bytes).`);
    }
  },
};
