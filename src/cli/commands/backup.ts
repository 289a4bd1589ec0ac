// backup FILE: a consistent online copy of the embedded database (SQLite's backup API), taken
// while the service runs: the copy is the database as of one moment, writes go on meanwhile.
// It is written to FILE.partial and renamed to FILE only once complete.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { dataDirOf } from '../settings.js';

export const backup: Command = {
  name: 'backup',
  args: ['<file>'],
  options: {
    'data-dir': {
      type: 'string',
      value: '<dir>',
      description: "the server's DATA_DIR (default: env DATA_DIR, else ./data)",
    },
  },
  summary: 'Write a consistent copy of the embedded database while the service runs',
  description:
    "Copies DATA_DIR/usage.db with SQLite's online backup API, on this machine. To restore, stop the service and put the file in place as DATA_DIR/usage.db. " +
    'For PostgreSQL use pg_dump (docs/operations.md).',
  examples: ['usage-insights backup /backups/usage-2026-11-24.db'],
  async run(ctx, { args: [file], values }) {
    const dir = typeof values['data-dir'] === 'string' ? resolve(values['data-dir']) : dataDirOf(process.env);
    const source = join(dir, 'usage.db');
    if (!existsSync(source))
      throw new UsageError(
        `no embedded database at ${source}`,
        'Run it where the server keeps its data, or pass --data-dir.',
      );
    const target = resolve(file!);
    if (existsSync(target))
      throw new UsageError(`${target} exists already`, 'Choose a new file name: a backup never overwrites.');
    // written aside and renamed when complete: a backup killed part-way leaves no file that
    // looks like a backup (only FILE.partial, which the next run replaces)
    const partial = `${target}.partial`;
    rmSync(partial, { force: true });
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      let totalPages: number;
      try {
        ({ totalPages } = await db.backup(partial));
        renameSync(partial, target);
      } catch (err) {
        rmSync(partial, { force: true });
        throw err;
      }
      if (ctx.json) ctx.out.out(JSON.stringify({ source, backup: target, pages: totalPages }));
      else
        ctx.out.out(
          `Backed up ${source} to ${target} (${totalPages} pages). To restore: stop the service, copy it to DATA_DIR/usage.db.`,
        );
    } finally {
      db.close();
    }
  },
};
