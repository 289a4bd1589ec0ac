// Worker thread: runs read-only analytics SQL on its own connection, so long queries never
// block the main event loop (WAL lets readers run beside the writer).
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './open.js';

const { file, niceness } = workerData as { file: string; niceness: number };
try {
  // Linux: setpriority on a thread id applies to that thread alone.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(tid, Math.min(19, getPriority(tid) + niceness));
} catch {
  /* elsewhere the thread keeps the process's priority */
}

const db = openDatabase(file, { readonly: true });
const statements = new Map<string, ReturnType<typeof db.prepare<unknown[]>>>();

parentPort?.on('message', ({ id, sql, params }: { id: number; sql: string; params: unknown[] }) => {
  try {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size > 500) statements.clear();
      statements.set(sql, stmt);
    }
    parentPort?.postMessage({ id, rows: stmt.all(...(params as unknown[][])) });
  } catch (err) {
    parentPort?.postMessage({ id, error: (err as Error).message });
  }
});
