// import: streams an NDJSON file (or stdin) to POST /admin/accounts/{id}/events, in requests of
// at most --lines-per-request lines (each must arrive within the service's 60 s request limit).
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { segment, type Command } from '../command.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { formatJson } from '../output.js';

interface ImportResult {
  imported: number;
  rejected: { line: number; field: string; message: string }[];
}

async function openInput(file: string): Promise<{ stream: Readable; label: string; close(): Promise<void> }> {
  if (file === '-') return { stream: process.stdin, label: 'standard input', close: async () => {} };
  let handle;
  try {
    handle = await open(file, 'r');
    if ((await handle.stat()).isDirectory())
      throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
  } catch (err) {
    await handle?.close();
    throw new UsageError(
      `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  const stream = handle.createReadStream();
  // Destroying the stream closes the file (autoClose), whether it was read to the end or not.
  const close = () =>
    new Promise<void>((resolve) => {
      if (stream.closed) return resolve();
      stream.once('close', () => resolve());
      stream.destroy();
    });
  return { stream, label: file, close };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Lines per request: ~50 MB, a few seconds of the service's work; needs ≥ ~1 MB/s of upload. */
export const LINES_PER_REQUEST = 500_000;

/** The input's lines as successive NDJSON bodies of at most `perRequest` lines each, streamed. */
async function* chunksOf(
  input: Readable,
  perRequest: number,
): AsyncGenerator<{ firstLine: number; body: Readable }> {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let next = await lines.next();
  for (let firstLine = 1; !next.done; firstLine += perRequest) {
    async function* body() {
      for (let i = 0; i < perRequest && !next.done; i++) {
        yield `${next.value}\n`;
        next = await lines.next();
      }
    }
    const stream = Readable.from(body(), { objectMode: false });
    yield { firstLine, body: stream };
    // The request has read its body to the end before the next chunk starts.
    if (!stream.readableEnded) await new Promise((resolve) => stream.once('close', resolve));
  }
}

export const importEvents: Command = {
  name: 'import',
  args: ['<accountId>', '<file.ndjson|->'],
  options: {
    strict: {
      type: 'boolean',
      description: 'exit with status 1 when any line is rejected (valid lines are still imported)',
    },
    'lines-per-request': {
      type: 'string',
      description: `lines sent per request (default ${LINES_PER_REQUEST}); lower it on a slow link`,
    },
  },
  summary: 'Import events from an NDJSON file, or - for standard input',
  description: [
    'Each line is one POST /usage body, e.g. {"userId":"u1","eventName":"login","timestamp":"2026-01-05T10:00:00Z"}.',
    'The file is streamed, never read into memory, so it may be large. Valid lines are imported even when',
    'others are rejected; rejected lines are listed with their line number (from 1), field and message.',
    'Lines go in requests of --lines-per-request lines, one after the other; each must reach the service within',
    '60 s. If the connection breaks mid-way, earlier requests and batches already received may be stored: the',
    'error says how many lines were imported before it; check before importing again.',
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
      if (file === '-' && process.stdin.isTTY)
        ctx.out.err('Reading NDJSON from the terminal; end with Ctrl-D.');
      const perRequest = Number(values['lines-per-request'] ?? LINES_PER_REQUEST);
      if (!Number.isInteger(perRequest) || perRequest < 1)
        throw new UsageError('--lines-per-request must be a whole number of at least 1');
      const body: ImportResult = { imported: 0, rejected: [] };
      for await (const chunk of chunksOf(input.stream, perRequest)) {
        let part: ImportResult;
        try {
          ({ body: part } = await ctx.client().send<ImportResult>('POST', `${path}/events`, {
            stream: chunk.body,
            contentType: 'application/x-ndjson',
          }));
        } catch (err) {
          if (!(err instanceof CliError) || chunk.firstLine === 1) throw err;
          throw new CliError(
            `${err.message} (lines 1-${chunk.firstLine - 1} were imported before: ${plural(body.imported, 'event')})`,
            err.exitCode,
          );
        }
        body.imported += part.imported;
        for (const r of part.rejected) body.rejected.push({ ...r, line: r.line + chunk.firstLine - 1 });
      }
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
