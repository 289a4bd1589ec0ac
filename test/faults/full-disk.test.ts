// A full disk under the embedded store (issue 18): the real server process with DATA_DIR on a
// small tmpfs of its own. Once a ballast file has taken the rest of the space, POST /usage and
// the batch answer 200 (stored) or 503 with the error body and Retry-After, never a 500;
// /readyz says the disk is full; when the ballast is removed the service serves again by
// itself; and every event acknowledged before, during and after is in the database once.
// Needs root to mount the tmpfs (CI runs as root); elsewhere the test is skipped and says why.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import {
  BULK_PLANS,
  createAccountOver,
  pollUntil,
  startServerProcess,
} from '../reliability/server-process.js';

const mountPoint = mkdtempSync(join(tmpdir(), 'full-disk-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=40m', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  rmSync(mountPoint, { recursive: true, force: true });
}

/** Writes 256 KiB blocks until the file system refuses one. */
function fillUp(file: string): number {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(256 * 1024, 1);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return written;
}

test(
  'a full disk: 200 or 503 with Retry-After (never 500), /readyz not ready, recovery by itself, nothing acknowledged lost',
  { skip: mounted ? false : 'mounting a tmpfs needs root', timeout: 120_000 },
  async () => {
    const dataDir = join(mountPoint, 'data');
    const ballast = join(mountPoint, 'ballast');
    writeFileSync(join(mountPoint, 'plans.json'), BULK_PLANS);
    const server = await startServerProcess({
      dataDir,
      env: { PLANS_FILE: join(mountPoint, 'plans.json'), LOG_LEVEL: 'warn' },
    });
    try {
      const { accountId, apiKeys } = await createAccountOver(server, 'bulk');
      const headers = { authorization: `Bearer ${apiKeys[0]}`, 'content-type': 'application/json' };
      const acked = new Set<string>();
      const statuses = new Map<number, number>();
      let n = 0;
      const event = () => ({
        userId: `u${n % 50}`,
        eventName: 'disk_probe',
        eventValue: n++,
        timestamp: new Date().toISOString(),
      });
      const post = async (batch: boolean) => {
        const res = await server.fetch(batch ? '/usage/batch' : '/usage', {
          method: 'POST',
          headers,
          body: JSON.stringify(batch ? { events: Array.from({ length: 200 }, event) } : event()),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) {
          const body = res.json() as { eventId?: string; eventIds?: (string | null)[] };
          for (const id of body.eventIds ?? [body.eventId]) if (id) acked.add(id);
        } else {
          assert.equal(res.status, 503, `${res.status} ${res.body}`);
          assert.equal(res.json().error, 'Service unavailable', res.body);
          assert.match(res.json().message, /disk is full/, res.body);
          assert.ok(Number(res.headers['retry-after']) > 0, 'a 503 carries Retry-After');
        }
        return res.status;
      };

      for (let i = 0; i < 20; i++) assert.equal(await post(i % 2 === 1), 200);
      const before = acked.size;

      const filled = fillUp(ballast);
      // writes go on until the store has used what room its files had left (the WAL is reused)
      let refused = 0;
      for (let i = 0; i < 3000 && refused < 20; i++) if ((await post(i % 3 === 0)) === 503) refused++;
      assert.equal(refused, 20, `20 writes refused with 503 once the disk is full (${[...statuses]})`);

      const ready = await server.fetch('/readyz');
      assert.equal(ready.status, 503, ready.body);
      assert.match(ready.body, /disk is full/);
      assert.equal((await server.fetch('/healthz')).status, 200, '/healthz stays up');

      unlinkSync(ballast);
      const freedAt = Date.now();
      await pollUntil('/readyz to be ready again', async () =>
        (await server.fetch('/readyz')).status === 200 ? true : undefined,
      );
      for (let i = 0; i < 10; i++) assert.equal(await post(i % 2 === 0), 200, 'writes succeed again');
      const recoveryMs = Date.now() - freedAt;

      await server.kill('SIGKILL');
      const db = new Database(join(dataDir, 'usage.db'), { readonly: true });
      try {
        const ids = db
          .prepare(
            'SELECT e.event_id AS id FROM events e JOIN accounts a ON a.key = e.account_key WHERE a.id = ?',
          )
          .all(accountId)
          .map((r) => (r as { id: string }).id);
        const stored = new Set(ids);
        assert.equal(ids.length, stored.size, 'no event stored twice');
        const lost = [...acked].filter((id) => !stored.has(id));
        assert.deepEqual(lost, [], 'every acknowledged event is stored');
        if (!process.env.FAULTS_QUIET)
          console.log(
            `full disk: ballast ${Math.round(filled / 1048576)} MiB; answers ${JSON.stringify(Object.fromEntries(statuses))}; ${before} acked before, ${acked.size} in all, ${ids.length} stored; ready again ${recoveryMs} ms after the space was freed`,
          );
      } finally {
        db.close();
      }
    } finally {
      await server.kill('SIGKILL');
      try {
        execFileSync('umount', [mountPoint], { stdio: 'ignore' });
      } finally {
        rmSync(mountPoint, { recursive: true, force: true });
      }
    }
  },
);
