// export: GET /admin/accounts/{accountId}/events, streamed to a file or standard output.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { segment, type Command } from '../command.js';
import { createProgress } from '../progress.js';

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
    // on a terminal: events so far and their rate (the total is not known in advance)
    const progress = createProgress(ctx.out, 'events exported');
    let events = 0;
    let bytes: number;
    try {
      bytes = await ctx.client().download(path, file ?? process.stdout, (_, chunk) => {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) events++;
        progress.update(events);
      });
    } finally {
      progress.done();
    }
    if (file) {
      file.end();
      await once(file, 'close');
      ctx.out.err(
        `Exported ${events} event${events === 1 ? '' : 's'} of ${accountId} to ${values.out} (${bytes} bytes).`,
      );
    }
  },
};
