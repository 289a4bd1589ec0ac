// The embedded store's columnar copy answers exactly as SQLite does (columnar-suite.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore } from '../../src/storage/sqlite/store.js';
import { columnarSuite } from './columnar-suite.js';

columnarSuite(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'columnar-'));
  const store = await createSqliteStore(dir, { analyticsWorkers: 1 });
  return {
    store,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
