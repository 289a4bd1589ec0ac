// usage-insights backup FILE while the server takes writes: the copy, restored as a new
// DATA_DIR/usage.db, holds every event acknowledged before the backup began.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { bearer, tempDir } from '../helpers.js';
import {
  BULK_PLANS,
  createAccountOver,
  PROCESS_ADMIN_TOKEN,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

const dir = tempDir('backup-');
const servers: ServerProcess[] = [];
after(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  dir.remove();
});

const runCli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src/cli/main.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

test('an online backup holds every event acknowledged before it began; it restores as a working store', async () => {
  const plans = join(dir.path, 'plans.json');
  writeFileSync(plans, BULK_PLANS);
  const dataDir = join(dir.path, 'data');
  const server = await startServerProcess({ dataDir, env: { PLANS_FILE: plans, LOG_LEVEL: 'warn' } });
  servers.push(server);
  const { apiKeys } = await createAccountOver(server, 'bulk');
  const key = apiKeys[0]!;
  const post = (i: number) =>
    server.fetch('/usage/batch', {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({
        events: Array.from({ length: 100 }, (_, j) => ({
          userId: `b-${i}-${j}`,
          eventName: 'backup_test',
          timestamp: new Date().toISOString(),
        })),
      }),
    });
  for (let i = 0; i < 20; i++) assert.equal((await post(i)).status, 200);
  const ackedBefore = 2000;
  // writes go on while the backup runs
  let writing = true;
  const writer = (async () => {
    for (let i = 100; writing; i++) await post(i);
  })();
  const file = join(dir.path, 'copy.db');
  const done = await runCli(['backup', file, '--data-dir', dataDir], { ADMIN_TOKEN: PROCESS_ADMIN_TOKEN });
  writing = false;
  await writer;
  assert.equal(done.code, 0, done.stderr);
  assert.match(done.stdout, /Backed up/);
  assert.equal((await runCli(['backup', file, '--data-dir', dataDir], {})).code, 2, 'never overwrites');

  const restored = join(dir.path, 'restored');
  mkdirSync(restored);
  copyFileSync(file, join(restored, 'usage.db'));
  const second = await startServerProcess({
    dataDir: restored,
    env: { PLANS_FILE: plans, LOG_LEVEL: 'warn' },
  });
  servers.push(second);
  // the restored store knows the key (its hash is in the copy) and the events
  const listed = await second.fetch('/usage?limit=1000&userId=b-0-0', { headers: bearer(key) });
  assert.equal(listed.status, 200);
  assert.equal(listed.json().events.length, 1);
  const answer = await second.fetch('/ai', {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'how many backup_test events' }),
  });
  const count = Number(/([\d,]+) `backup_test`/.exec(answer.json().answer)?.[1]?.replace(/,/g, ''));
  assert.ok(count >= ackedBefore, `restored ${count} events, ${ackedBefore} acknowledged before the backup`);
  assert.equal(count % 100, 0, 'whole batches only: the copy is one moment of the database');
});
