// SIGKILL in the middle of the data lifecycle (issue 18), against the real server process:
// - during an erasure of a user with many events: what is left is that user's newest events
//   (whole chunks of ERASE_CHUNK), the rollups are exact, and the same call again erases the rest;
// - during a backup: the backup process killed part-way leaves no FILE (only FILE.partial),
//   the server's database is intact, and the next backup succeeds.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createTestDatabase } from '../storage/pg-database.js';
import { ERASE_CHUNK } from '../../src/storage/types.js';
import { bearer, tempDir } from '../helpers.js';
import {
  BULK_PLANS,
  createAccountOver,
  delay,
  PROCESS_ADMIN_TOKEN,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

const dir = tempDir('lifecycle-kill-');
const servers: ServerProcess[] = [];
after(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  dir.remove();
});
const plans = join(dir.path, 'plans.json');
writeFileSync(plans, BULK_PLANS);
const admin = { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` };

async function serverWith(dataDir: string, lines: string[], env: Record<string, string> = {}) {
  const server = await startServerProcess({ dataDir, env: { PLANS_FILE: plans, LOG_LEVEL: 'warn', ...env } });
  servers.push(server);
  const { accountId, apiKeys } = await createAccountOver(server, 'bulk');
  const imported = await server.fetch(`/admin/accounts/${accountId}/events`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/x-ndjson' },
    body: lines.join('\n'),
  });
  assert.equal(imported.status, 200, imported.body);
  return { server, accountId, apiKey: apiKeys[0]! };
}

const line = (userId: string, i: number) =>
  JSON.stringify({
    userId,
    eventName: i % 3 ? 'view' : 'buy',
    eventValue: i % 11,
    timestamp: new Date(Date.UTC(2026, 8, 1) + i * 7_000).toISOString(),
  });

/** The rollups of the store equal the raw GROUP BY over its events (read from the file). */
function assertRollupsExact(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const q = (sql: string) => JSON.stringify(db.prepare(sql).raw().all());
    assert.equal(
      q('SELECT account_key, event_name, n FROM event_names ORDER BY 1, 2'),
      q('SELECT account_key, event_name, COUNT(*) FROM events GROUP BY 1, 2 ORDER BY 1, 2'),
    );
    assert.equal(
      q('SELECT account_key, user_id, first_ts, last_ts, n FROM user_stats ORDER BY 1, 2'),
      q('SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*) FROM events GROUP BY 1, 2 ORDER BY 1, 2'),
    );
    assert.equal(
      q('SELECT account_key, hour, event_name, n, round(value_sum, 6) FROM event_hours ORDER BY 1, 2, 3'),
      q(
        'SELECT account_key, (ts / 3600000) * 3600000, event_name, COUNT(*), round(SUM(event_value), 6) FROM events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
      ),
    );
  } finally {
    db.close();
  }
}

test(
  'SIGKILL during an erasure: whole chunks gone, rollups exact; the same call again erases the rest',
  { timeout: 120_000 },
  async () => {
    const dataDir = join(dir.path, 'erase');
    const BIG = 200_000;
    const lines = [
      ...Array.from({ length: BIG }, (_, i) => line('leaver', i)),
      ...Array.from({ length: 3000 }, (_, i) => line(`stayer-${i % 30}`, i)),
    ];
    const { server, accountId, apiKey } = await serverWith(dataDir, lines);
    const file = join(dataDir, 'usage.db');
    const db = new Database(file, { readonly: true });
    const left = () =>
      db.prepare("SELECT COUNT(*) FROM events WHERE user_id = 'leaver'").pluck().get() as number;
    const erase = server.fetch(`/admin/accounts/${accountId}/users/leaver`, {
      method: 'DELETE',
      headers: admin,
    });
    erase.catch(() => {}); // the server dies under it
    // kill once the first chunks are committed, well before the last
    for (let i = 0; i < 2000 && left() === BIG; i++) await delay(5);
    await server.kill('SIGKILL');
    db.close();
    // A chunk whose commit was written to the WAL just before the kill is committed, though a
    // reader sees it only once the next opener has recovered the WAL: count after the restart.
    const again = await startServerProcess({ dataDir, env: { PLANS_FILE: plans, LOG_LEVEL: 'warn' } });
    servers.push(again);
    const recovered = new Database(file, { readonly: true });
    const afterKill = recovered
      .prepare("SELECT COUNT(*) FROM events WHERE user_id = 'leaver'")
      .pluck()
      .get() as number;
    recovered.close();
    assert.ok(afterKill < BIG, 'some chunks were committed before the kill');
    assert.equal((BIG - afterKill) % ERASE_CHUNK, 0, `whole chunks erased (${BIG - afterKill})`);
    assertRollupsExact(file);

    const retried = await again.fetch(`/admin/accounts/${accountId}/users/leaver`, {
      method: 'DELETE',
      headers: admin,
    });
    assert.equal(retried.status, 200, retried.body);
    assert.deepEqual(retried.json(), { deleted: afterKill });
    const listed = await again.fetch('/usage?limit=10&userId=leaver', { headers: bearer(apiKey) });
    assert.deepEqual(listed.json().events, []);
    const stayers = await again.fetch('/usage?limit=1000&userId=stayer-1', { headers: bearer(apiKey) });
    assert.equal(stayers.json().events.length, 100, "other users' events untouched");
    await again.kill('SIGKILL');
    assertRollupsExact(file);
    console.log(`erasure: killed after ${BIG - afterKill} of ${BIG} events; the retry erased ${afterKill}`);
  },
);

/** The same check on PostgreSQL. */
async function assertRollupsExactPg(client: pg.Client) {
  const q = async (sql: string) => JSON.stringify((await client.query({ text: sql, rowMode: 'array' })).rows);
  assert.equal(
    await q('SELECT account_key, event_name, n::bigint FROM event_names ORDER BY 1, 2'),
    await q('SELECT account_key, event_name, COUNT(*)::bigint FROM events GROUP BY 1, 2 ORDER BY 1, 2'),
  );
  assert.equal(
    await q('SELECT account_key, user_id, first_ts, last_ts, n::bigint FROM user_stats ORDER BY 1, 2'),
    await q(
      'SELECT account_key, user_id, MIN(ts), MAX(ts), COUNT(*)::bigint FROM events GROUP BY 1, 2 ORDER BY 1, 2',
    ),
  );
  assert.equal(
    await q(
      'SELECT account_key, hour, event_name, n::bigint, round(value_sum::numeric, 6) FROM event_hours ORDER BY 1, 2, 3',
    ),
    await q(
      'SELECT account_key, (ts / 3600000) * 3600000, event_name, COUNT(*)::bigint, round(SUM(event_value)::numeric, 6) FROM events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
    ),
  );
}

test(
  'PostgreSQL: SIGKILL during an erasure leaves whole chunks erased and the rollups exact; the same call again erases the rest',
  { timeout: 180_000 },
  async () => {
    const database = await createTestDatabase('erase_kill');
    const client = new pg.Client({ connectionString: database.url });
    try {
      const BIG = 100_000;
      const lines = [
        ...Array.from({ length: BIG }, (_, i) => line('leaver', i)),
        ...Array.from({ length: 3000 }, (_, i) => line(`stayer-${i % 30}`, i)),
      ];
      const env = { DATABASE_URL: database.url };
      const { server, accountId, apiKey } = await serverWith(join(dir.path, 'erase-pg'), lines, env);
      await client.connect();
      const left = async () =>
        Number((await client.query("SELECT COUNT(*) AS n FROM events WHERE user_id = 'leaver'")).rows[0].n);
      const erase = server.fetch(`/admin/accounts/${accountId}/users/leaver`, {
        method: 'DELETE',
        headers: admin,
      });
      erase.catch(() => {});
      for (let i = 0; i < 4000 && (await left()) === BIG; i++) await delay(5);
      await server.kill('SIGKILL');
      await delay(500); // PostgreSQL rolls back the transaction of the dead connection
      const afterKill = await left();
      assert.ok(afterKill < BIG, 'some chunks were committed before the kill');
      assert.equal((BIG - afterKill) % ERASE_CHUNK, 0, `whole chunks erased (${BIG - afterKill})`);
      await assertRollupsExactPg(client);

      const again = await startServerProcess({
        dataDir: join(dir.path, 'erase-pg'),
        env: { PLANS_FILE: plans, LOG_LEVEL: 'warn', ...env },
      });
      servers.push(again);
      const retried = await again.fetch(`/admin/accounts/${accountId}/users/leaver`, {
        method: 'DELETE',
        headers: admin,
      });
      assert.equal(retried.status, 200, retried.body);
      assert.deepEqual(retried.json(), { deleted: afterKill });
      const listed = await again.fetch('/usage?limit=10&userId=leaver', { headers: bearer(apiKey) });
      assert.deepEqual(listed.json().events, []);
      await again.kill('SIGKILL');
      await assertRollupsExactPg(client);
      console.log(
        `erasure on PostgreSQL: killed after ${BIG - afterKill} of ${BIG} events; the retry erased ${afterKill}`,
      );
    } finally {
      await client.end().catch(() => {});
      await database.drop();
    }
  },
);

test(
  'SIGKILL of a backup part-way: no backup file, only FILE.partial; the database intact; the next backup works',
  { timeout: 120_000 },
  async () => {
    const dataDir = join(dir.path, 'backup');
    const lines = Array.from({ length: 200_000 }, (_, i) => line(`u${i % 500}`, i));
    const { server } = await serverWith(dataDir, lines);
    const target = join(dir.path, 'copy.db');
    const backup = () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'src/cli/main.ts'), 'backup', target, '--data-dir', dataDir],
        { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '' }, stdio: 'ignore' },
      );
    const first = backup();
    const exited = new Promise<number | null>((r) => first.once('exit', (code) => r(code)));
    for (let i = 0; i < 4000 && !existsSync(`${target}.partial`) && first.exitCode === null; i++)
      await delay(2);
    first.kill('SIGKILL');
    const code = await exited;
    const partWay = !existsSync(target);
    // killed part-way, the copy is only FILE.partial; a backup that finished first is whole
    if (existsSync(target)) {
      const copy = new Database(target, { readonly: true });
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
      copy.close();
    } else assert.equal(code, null, 'killed before it finished, and no FILE left');
    const live = await server.fetch('/readyz');
    assert.equal(live.status, 200, 'the server goes on');
    await server.kill('SIGKILL');
    const db = new Database(join(dataDir, 'usage.db'), { readonly: true });
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    assert.equal(db.prepare('SELECT COUNT(*) FROM events').pluck().get(), 200_000);
    db.close();

    if (partWay) {
      const second = backup();
      assert.equal(await new Promise((r) => second.once('exit', r)), 0);
      assert.ok(existsSync(target) && !existsSync(`${target}.partial`));
    }
    const copy = new Database(target, { readonly: true });
    assert.equal(copy.prepare('SELECT COUNT(*) FROM events').pluck().get(), 200_000);
    copy.close();
    console.log(`backup: killed ${partWay ? 'part-way' : 'after it had finished'}`);
  },
);
