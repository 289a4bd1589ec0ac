// import: streams an NDJSON file (or stdin) to POST /admin/accounts/{id}/events.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { segment, type Command } from '../command.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { formatJson } from '../output.js';

interface ImportResult { imported: number; rejected: { line: number; field: string; message: string }[] }

async function openInput(file: string): Promise<{ stream: Readable; label: string; close(): Promise<void> }> {
  if (file === '-') return { stream: process.stdin, label: 'standard input', close: async () => {} };
  let handle;
  try {
    handle = await open(file, 'r');
    if ((await handle.stat()).isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
  } catch (err) {
    await handle?.close();
    throw new UsageError(`cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const stream = handle.createReadStream();
  // Destroying the stream closes the file (autoClose), whether it was read to the end or not.
  const close = () => new Promise<void>(resolve => {
    if (stream.closed) return resolve();
    stream.once('close', () => resolve());
    stream.destroy();
  });
  return { stream, label: file, close };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const importEvents: Command = {
  name: 'import',
  args: ['<accountId>', '<file.ndjson|->'],
  options: {
    strict: { type: 'boolean', description: 'exit with status 1 when any line is rejected (valid lines are still imported)' },
  },
  summary: 'Import events from an NDJSON file, or - for standard input',
  description: [
    'Each line is one POST /usage body, e.g. {"userId":"u1","eventName":"login","timestamp":"2026-01-05T10:00:00Z"}.',
    'The file is streamed, never read into memory, so it may be large. Valid lines are imported even when',
    'others are rejected; rejected lines are listed with their line number (from 1), field and message.',
    'If the connection breaks mid-way, batches already received may be stored: check before importing again.',
  ].join('\n'),
  examples: [
    'usage-insights import acct_01J… events.ndjson',
    'zcat events.ndjson.gz | usage-insights import acct_01J… - --strict',
  ],
  async run(ctx, { args: [accountId, file], values }) {
    const input = await openInput(file!);
    try {
      const path = `/admin/accounts/${segment(accountId!)}`;
      // A missing account or a refused token is reported before a large upload, not after.
      await ctx.client().send('GET', path);
      if (file === '-' && process.stdin.isTTY) ctx.out.err('Reading NDJSON from the terminal; end with Ctrl-D.');
      const { body } = await ctx.client().send<ImportResult>('POST', `${path}/events`,
        { stream: input.stream, contentType: 'application/x-ndjson' });
      if (ctx.json) ctx.out.out(formatJson(body));
      else {
        ctx.out.out(`Imported ${plural(body.imported, 'event')} from ${input.label} into ${accountId}.`);
        if (body.rejected.length) {
          ctx.out.out(`${plural(body.rejected.length, 'line')} rejected:`);
          for (const r of body.rejected) ctx.out.out(`  line ${r.line}: ${r.field}: ${r.message}`);
        }
      }
      if (values.strict === true && body.rejected.length) {
        throw new CliError(`${plural(body.rejected.length, 'line')} rejected (--strict)`, EXIT.failed);
      }
    } finally {
      await input.close();
    }
  },
};
