// An import that can be resumed (issue 18): with an Import-Id, an NDJSON import cut off
// mid-body (the client's connection dropped) and then sent again whole with the same id
// stores every line exactly once: the batches the first call committed are skipped
// (alreadyImported), the rest imported. On SQLite and PostgreSQL, over real HTTPS.
import assert from 'node:assert/strict';
import { request } from 'node:https';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { admin, createAccount, startService, type TestService } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../storage/pg-database.js';

const LINES = 120_000; // three batches of the import (50,000 lines each)
const lines = Array.from({ length: LINES }, (_, i) =>
  JSON.stringify({
    userId: `u${i % 97}`,
    eventName: i % 3 ? 'view' : 'buy',
    eventValue: i % 10,
    timestamp: new Date(Date.UTC(2026, 9, 1) + i * 1000).toISOString(),
  }),
);
const body = (n: number) => Buffer.from(lines.slice(0, n).join('\n') + '\n');

/**
 * POSTs an import over HTTPS; `cutAfter`: write that many bytes, wait until `committed()` says
 * the server has stored what it read (polled, up to 60 s), then drop the connection.
 */
function postImport(
  base: string,
  ca: Buffer,
  path: string,
  payload: Buffer,
  headers: Record<string, string>,
  cutAfter?: number,
  committed: () => Promise<boolean> = async () => true,
): Promise<{ status: number; body: string } | 'cut'> {
  return new Promise((resolve, reject) => {
    const req = request(
      base + path,
      { method: 'POST', ca, headers: { ...headers, 'content-type': 'application/x-ndjson' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    if (cutAfter === undefined) {
      req.on('error', reject);
      req.end(payload);
      return;
    }
    req.on('error', () => resolve('cut'));
    req.write(payload.subarray(0, cutAfter), () => {
      // wait for the server to commit what it has read (on a loaded machine it takes a while), then drop the connection
      const deadline = Date.now() + 60_000;
      const poll = async () => {
        if ((await committed()) || Date.now() > deadline) {
          req.destroy();
          resolve('cut');
        } else setTimeout(() => void poll(), 100);
      };
      void poll();
    });
  });
}

for (const engine of ['sqlite', 'postgres'] as const) {
  describe(`import with an Import-Id: ${engine}`, () => {
    let db: TestDatabase | undefined;
    let service: TestService;
    after(async () => {
      await service?.stop();
      await db?.drop();
    });

    test('cut off mid-body, sent again whole with the same id: every line once; another file under the id is a 422', async () => {
      if (engine === 'postgres') db = await createTestDatabase('import_resume');
      service = await startService(
        { ...(db ? { DATABASE_URL: db.url } : {}), ...(process.env.DEBUG_LOG ? { LOG_LEVEL: 'debug' } : {}) },
        { tls: true },
      );
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `https://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
      const ca = readFileSync(join(service.dataDir, 'tls-cert.pem'));
      const { accountId } = await createAccount(service, 'paid');
      const path = `/admin/accounts/${accountId}/events`;
      const headers = { ...admin, 'import-id': 'backfill-2026-10' };
      const whole = body(LINES);

      const count = async () =>
        Number(
          (
            await service.ctx.store.analytics.all<{ n: number | string }>(
              `SELECT COUNT(*) AS n FROM events WHERE account_key = (SELECT key FROM accounts WHERE id = '${accountId}')`,
              [],
            )
          )[0]?.n,
        );
      // about 60% of the body, then the connection drops once the first batch is committed: the rest is not
      assert.equal(
        await postImport(
          base,
          ca,
          path,
          whole,
          headers,
          Math.floor(whole.length * 0.6),
          async () => (await count()) >= 50_000,
        ),
        'cut',
      );
      const afterCut = await count();
      assert.ok(afterCut >= 50_000 && afterCut < LINES, `after the cut: ${afterCut} stored`);

      const resumed = await postImport(base, ca, path, whole, headers);
      assert.ok(resumed !== 'cut');
      assert.equal(resumed.status, 200, resumed.body);
      const result = JSON.parse(resumed.body) as { imported: number; alreadyImported: number };
      assert.equal(result.alreadyImported, afterCut, 'the committed batches are skipped');
      assert.equal(result.imported + result.alreadyImported, LINES);
      assert.equal(await count(), LINES, 'every line stored exactly once');

      // the same id again: nothing new; another file under the same id: refused, nothing stored
      const again = await postImport(base, ca, path, whole, headers);
      assert.ok(again !== 'cut');
      assert.deepEqual(JSON.parse(again.body), { imported: 0, alreadyImported: LINES, rejected: [] });
      const other = await postImport(base, ca, path, Buffer.from(lines.slice(5).join('\n')), headers);
      assert.ok(other !== 'cut');
      assert.equal(other.status, 422, other.body);
      assert.equal(await count(), LINES);
      // an invalid id is a 400 naming the header
      const bad = await postImport(base, ca, path, body(1), { ...admin, 'import-id': 'a b' });
      assert.ok(bad !== 'cut');
      assert.equal(bad.status, 400);
      assert.equal(JSON.parse(bad.body).field, 'Import-Id');
    });
  });
}
