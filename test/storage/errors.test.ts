// Which store errors are a 503 (unavailable) and which writes may be retried (certainly not written).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchRolledBackError, certainlyNotWritten, isStoreUnavailable } from '../../src/storage/errors.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('unavailable: lost connections, shutdown and start-up, full disks, pool time-outs; not bugs or refused values', () => {
  for (const err of [
    coded('ECONNREFUSED'),
    coded('ECONNRESET'),
    coded('57P01'),
    coded('57P03'),
    coded('08006'),
    coded('53300'),
    coded('40001'),
    coded('40P01'),
    coded('25006'),
    coded('SQLITE_FULL'),
    coded('SQLITE_IOERR_WRITE'),
    coded('ENOSPC'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('SQLite writer thread exited (code 1)'),
  ]) {
    assert.ok(isStoreUnavailable(err), String((err as { code?: string }).code ?? err.message));
  }
  for (const err of [
    new TypeError('x is undefined'),
    coded('22021'),
    coded('23505'),
    coded('42P01'),
    coded('SQLITE_CONSTRAINT_NOTNULL'),
    new BatchRolledBackError(coded('22021')),
    null,
    undefined,
    'text',
  ]) {
    assert.ok(!isStoreUnavailable(err), String(err));
  }
});

test('a write is retried only when it certainly stored nothing', () => {
  for (const err of [
    coded('57P01'),
    coded('40001'),
    coded('ECONNREFUSED'),
    coded('SQLITE_BUSY'),
    new Error('timeout exceeded when trying to connect'),
  ]) {
    assert.ok(certainlyNotWritten(err), String((err as { code?: string }).code ?? err.message));
  }
  // the connection went away mid-statement: the commit may have happened
  for (const err of [coded('ECONNRESET'), coded('EPIPE'), new Error('Connection terminated unexpectedly')]) {
    assert.ok(!certainlyNotWritten(err), String((err as { code?: string }).code ?? err.message));
  }
});
