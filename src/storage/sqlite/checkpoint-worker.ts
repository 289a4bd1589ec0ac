// Checkpointer thread: copies committed WAL frames back into the database file on its own
// connection, so that neither the writer thread (whose commits acknowledge requests) nor the
// main thread ever stops to do it. PASSIVE never waits for readers or the writer.
import { workerData } from 'node:worker_threads';
import { openDatabase } from './open.js';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = openDatabase(file, { cacheMb: 2 }); // checkpoints copy WAL frames, not cached pages
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next round (or a connection's own backstop checkpoint) catches up.
  }
}, intervalMs);
