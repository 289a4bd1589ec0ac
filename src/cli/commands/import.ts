// import: streams an NDJSON file (or stdin) to POST /admin/accounts/{id}/events, in requests of
// at most --lines-per-request lines (each must arrive within the service's 60 s request limit).
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { segment, type Command } from '../command.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { formatJson } from '../output.js';
import { createProgress } from '../progress.js';

interface ImportResult {
  imported: number;
  alreadyImported?: number;
  rejected: { line: number; field: string; message: string }[];
}

interface Input {
  stream: Readable;
  label: string;
  /** Bytes in the whole input, when it is a file. */
  size?: number;
  close(): Promise<void>;
}

async function openInput(file: string): Promise<Input> {
  if (file === '-') return { stream: process.stdin, label: 'standard input', close: async () => {} };
  let handle;
  let size: number;
  try {
    handle = await open(file, 'r');
    const stat = await handle.stat();
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    size = stat.size;
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
  return { stream, label: file, ...(size > 0 ? { size } : {}), close };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Lines per request: ~50 MB, a few seconds of the service's work; needs ≥ ~1 MB/s of upload. */
export const LINES_PER_REQUEST = 500_000;

/** The input's lines as successive NDJSON bodies of at most `perRequest` lines each, streamed; `sent` hears of each line. */
async function* chunksOf(
  input: Readable,
  perRequest: number,
  sent: (line: string) => void = () => {},
): AsyncGenerator<{ firstLine: number; body: Readable }> {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let next = await lines.next();
  for (let firstLine = 1; !next.done; firstLine += perRequest) {
    async function* body() {
      for (let i = 0; i < perRequest && !next.done; i++) {
        yield `${next.value}\n`;
        sent(next.value);
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
    'import-id': {
      type: 'string',
      value: '<id>',
      description:
        'name this import so that running it again with the same id and file resumes it (default: a new id, printed if the import breaks off)',
    },
  },
  summary: 'Import events from an NDJSON file, or - for standard input',
  description: [
    'Each line is one POST /usage body, e.g. {"userId":"u1","eventName":"login","timestamp":"2026-01-05T10:00:00Z"}.',
    'The file is streamed, never read into memory, so it may be large. Valid lines are imported even when',
    'others are rejected; rejected lines are listed with their line number (from 1), field and message.',
    'Lines go in requests of --lines-per-request lines, one after the other; each must reach the service within',
    '60 s. If the connection breaks mid-way, run the same command again with the --import-id the error names:',
    'what was committed is skipped (within 24 hours), the rest imported, so no event is stored twice.',
    'On a terminal, progress (lines sent, lines/s, time left) is shown on standard error; in a pipe, nothing.',
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
      const importId = typeof values['import-id'] === 'string' ? values['import-id'] : `cli-${randomUUID()}`;
      if (!/^[\x21-\x7e]{1,200}$/.test(importId))
        throw new UsageError('--import-id must be 1 to 200 printable characters without spaces');
      const body: ImportResult = { imported: 0, alreadyImported: 0, rejected: [] };
      const progress = createProgress(ctx.out, 'lines sent');
      let lines = 0;
      let bytes = 0;
      const sent = (line: string) => {
        lines++;
        bytes += Buffer.byteLength(line) + 1;
        progress.update(lines, input.size ? Math.min(1, bytes / input.size) : undefined);
      };
      let request = 0;
      try {
        for await (const chunk of chunksOf(input.stream, perRequest, sent)) {
          let part: ImportResult;
          try {
            // each request is one import on the service, named by the import id and its place
            ({ body: part } = await ctx.client().send<ImportResult>('POST', `${path}/events`, {
              stream: chunk.body,
              contentType: 'application/x-ndjson',
              headers: { 'import-id': `${importId}.${request++}` },
            }));
          } catch (err) {
            if (!(err instanceof CliError)) throw err;
            throw new CliError(
              `${err.message} (${plural(body.imported, 'event')} imported before it). Run the same command with --import-id ${importId} to resume: what was stored is skipped.`,
              err.exitCode,
            );
          }
          body.imported += part.imported;
          body.alreadyImported = (body.alreadyImported ?? 0) + (part.alreadyImported ?? 0);
          for (const r of part.rejected) body.rejected.push({ ...r, line: r.line + chunk.firstLine - 1 });
        }
      } finally {
        progress.done();
      }
      // alreadyImported only when a resumed import skipped something: the common output stays as it was
      if (!body.alreadyImported) delete body.alreadyImported;
      if (ctx.json) ctx.out.out(formatJson(body));
      else {
        ctx.out.out(`Imported ${plural(body.imported, 'event')} from ${input.label} into ${accountId}.`);
        if (body.alreadyImported)
          ctx.out.out(
            `${plural(body.alreadyImported, 'event')} had been imported before under this --import-id.`,
          );
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
