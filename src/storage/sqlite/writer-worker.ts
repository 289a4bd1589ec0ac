// Writer thread: commits event batches on its own connection, so that the fsync of each
// group commit (synchronous=FULL) happens while the main thread keeps serving requests.
// The caller is answered only after the transaction has committed.
import { parentPort, workerData } from 'node:worker_threads';
import { STORED } from './columns.js';
import { createEventWriter } from './event-writer.js';
import { durabilitySettings, openDatabase } from './open.js';
import type { WriterRequest, WriterResponse } from './writer.js';

const { file, cacheMb } = workerData as { file: string; cacheMb?: number };
const db = openDatabase(file, { cacheMb });
const writer = createEventWriter(db);
const post = (message: WriterResponse) => parentPort?.postMessage(message);

post({ id: -1, ready: durabilitySettings(db) });

parentPort?.on('message', (request: WriterRequest) => {
  try {
    if (request.op === 'insert') {
      const outcomes = writer.insertColumns(request.columns, request.now);
      // The common answer, all stored, goes back as a count (nothing per event to clone).
      post(
        outcomes.every((o) => o === STORED)
          ? { id: request.id, stored: outcomes.length }
          : { id: request.id, outcomes },
      );
    } else if (request.op === 'insert-claimed') {
      const outcome = writer.insertClaimed(request.columns, request.claim, request.now);
      post(
        outcome === STORED
          ? { id: request.id, stored: request.columns.length }
          : { id: request.id, outcomes: [outcome] },
      );
    } else if (request.op === 'erase-account') {
      post({ id: request.id, stored: writer.eraseAccountChunk(request.accountKey, request.limit) });
    } else if (request.op === 'erase-older') {
      post({
        id: request.id,
        stored: writer.eraseOlderChunk(request.accountKey, request.before, request.limit),
      });
    } else if (request.op === 'erase-user') {
      post({
        id: request.id,
        stored: writer.eraseUserChunk(request.accountKey, request.userId, request.limit),
      });
    } else {
      writer.expireIdempotency(request.before);
      post({ id: request.id });
    }
  } catch (err) {
    // The transaction was rolled back (better-sqlite3's transaction() rethrows after ROLLBACK).
    post({ id: request.id, error: (err as Error).message, code: (err as { code?: string }).code ?? null });
  }
});
