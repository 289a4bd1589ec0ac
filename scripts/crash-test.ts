// Crash test (CONTRACT.md "Durability" and "Idempotent retries"): the real server process on
// one DATA_DIR, concurrent POST /usage traffic over HTTPS, user erasures beside it (DELETE
// /admin/accounts/{id}/users/{userId}, retried after a crash until answered), SIGKILL at random
// moments (some during start-up), restart, and at the end: every acknowledged eventId is
// stored unless its user was erased, no erased user's event is seen again, no payload is stored
// twice, and every retry with the same Idempotency-Key got the first eventId.
//
//   npx tsx scripts/crash-test.ts --kills 200 [--clients 8] [--seed 1] [--keep]
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:https';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import {
  BULK_PLANS,
  createAccountOver,
  delay,
  freePort,
  PROCESS_ADMIN_TOKEN,
  REPO_ROOT,
  spawnServerProcess,
  type SpawnedServer,
} from '../test/reliability/server-process.js';

export interface CrashTestOptions {
  kills: number;
  clients?: number;
  seed?: number;
  /** Longest stretch of traffic between two kills. */
  maxRunMs?: number;
  log?: (line: string) => void;
  keepDataDir?: boolean;
}

export interface CrashTestResult {
  kills: number;
  killsDuringStartup: number;
  acknowledged: number;
  acknowledgedWithKey: number;
  retriedAfterCrash: number;
  replaysChecked: number;
  unacknowledged: number;
  /** Users erased (each a single acknowledged payload), and erasures answered only after a crash and a retry. */
  erased: number;
  erasuresRetried: number;
  /** Events of erased users still stored at the end. */
  erasedSeen: string[];
  /** Online backups taken (the CLI's `backup`) while traffic ran and the server was killed; each checked at the end. */
  backups: number;
  /** Events acknowledged before a backup began that the backup lacks, and backups that fail an integrity check. */
  backupMisses: string[];
  stored: number;
  lost: string[];
  duplicates: string[];
  replayMismatches: string[];
  durationS: number;
  dataDir: string;
  durability: Record<string, unknown>;
}

/** Small deterministic PRNG so that a failing run can be repeated with --seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sent {
  payloadId: string;
  body: string;
  key?: string;
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const { kills, clients = 8, seed = Date.now() % 1_000_000, maxRunMs = 1500, log = () => {} } = options;
  const random = prng(seed);
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
  writeFileSync(join(dataDir, 'plans.json'), BULK_PLANS);
  const port = await freePort();
  const env = { PLANS_FILE: join(dataDir, 'plans.json'), LOG_LEVEL: 'warn', ANALYTICS_WORKERS: '1' };

  let server: SpawnedServer | null = null;
  let up: Promise<void> = Promise.resolve();
  let markUp: () => void = () => {};
  let stopping = false;

  const acked = new Map<string, string>(); // payloadId → eventId
  const keyed = new Map<string, Sent>(); // payloadId → request, for those sent with a key
  const pendingRetry = new Map<string, Sent>(); // keyed requests not yet acknowledged
  const unacked = new Set<string>();
  const replayMismatches: string[] = [];
  let retriedAfterCrash = 0;
  let replaysChecked = 0;
  let killsDuringStartup = 0;
  let apiKey = '';
  let accountId = '';
  let agent = new Agent({ keepAlive: true, maxSockets: clients });
  const erased = new Set<string>(); // payloadIds whose user (userId = payloadId) was erased
  const erasing = new Set<string>(); // erasures sent and not yet answered: retried until they are
  let erasuresRetried = 0;

  /** DELETE the user of one payload; true once answered 200. */
  const eraseUser = (payloadId: string): Promise<boolean> =>
    new Promise((resolve) => {
      const s = server;
      if (!s) return resolve(false);
      const req = request(
        `${s.url}/admin/accounts/${accountId}/users/${payloadId}`,
        {
          method: 'DELETE',
          agent,
          ca: s.ca,
          timeout: 15_000,
          headers: { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(false));
      req.end();
    });

  async function eraser() {
    while (!stopping) {
      await up;
      if (stopping) break;
      await delay(100 + random() * 200);
      // first the erasures a crash left unanswered: the same call again
      const retry = [...erasing][0];
      if (retry) {
        if (await eraseUser(retry)) {
          erasing.delete(retry);
          erased.add(retry);
          erasuresRetried++;
        }
        continue;
      }
      // an acknowledged payload that no client will send again (no pending retry, no replay)
      const victim = [...acked.keys()].find((p) => !pendingRetry.has(p) && !erased.has(p) && random() < 0.02);
      if (!victim) continue;
      keyed.delete(victim);
      erasing.add(victim);
      if (await eraseUser(victim)) {
        erasing.delete(victim);
        erased.add(victim);
      }
    }
  }

  const post = (sent: Sent): Promise<{ status: number; eventId?: string }> =>
    new Promise((resolve, reject) => {
      const s = server;
      if (!s) return reject(new Error('no server'));
      const req = request(
        `${s.url}/usage`,
        {
          method: 'POST',
          agent,
          ca: s.ca,
          timeout: 15_000,
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            ...(sent.key ? { 'idempotency-key': sent.key } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            try {
              const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { eventId?: string };
              resolve({ status: res.statusCode ?? 0, eventId: body.eventId });
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(sent.body);
    });

  /** One attempt; true when the event was acknowledged. */
  const attempt = async (sent: Sent): Promise<boolean> => {
    let res;
    try {
      res = await post(sent);
    } catch {
      return false; // connection error: the server died under us
    }
    if (res.status === 200 && res.eventId) {
      const before = acked.get(sent.payloadId);
      if (before !== undefined && before !== res.eventId)
        replayMismatches.push(`${sent.payloadId}: ${before} then ${res.eventId}`);
      acked.set(sent.payloadId, res.eventId);
      unacked.delete(sent.payloadId);
      pendingRetry.delete(sent.payloadId);
      return true;
    }
    if (res.status === 409 || res.status === 503) return false; // in flight elsewhere / shutting down: retry
    throw new Error(`unexpected status ${res.status} for ${sent.payloadId}`);
  };

  async function client(n: number) {
    let seq = 0;
    while (!stopping) {
      await up;
      if (stopping) break;
      // Retries first: a client resends what it did not see answered, with the same key.
      const retry = [...pendingRetry.values()].find((s) => s.payloadId.startsWith(`c${n}-`));
      if (retry) {
        if (await attempt(retry)) retriedAfterCrash++;
        continue;
      }
      // Now and then, resend an acknowledged keyed request: it must be a replay.
      if (keyed.size && random() < 0.05) {
        const list = [...keyed.values()].filter((s) => acked.has(s.payloadId));
        const again = list[Math.floor(random() * list.length)];
        if (again) {
          const before = acked.get(again.payloadId);
          if (await attempt(again)) {
            replaysChecked++;
            if (acked.get(again.payloadId) !== before) replayMismatches.push(again.payloadId);
          }
          continue;
        }
      }
      const payloadId = `c${n}-${seq++}`;
      const sent: Sent = {
        payloadId,
        body: JSON.stringify({
          userId: payloadId,
          eventName: 'crash_test',
          eventValue: n,
          timestamp: new Date().toISOString(),
        }),
        ...(random() < 0.5 ? { key: `idem-${payloadId}` } : {}),
      };
      if (sent.key) keyed.set(payloadId, sent);
      unacked.add(payloadId);
      if (!(await attempt(sent)) && sent.key) pendingRetry.set(payloadId, sent);
    }
  }

  async function start() {
    server = await spawnServerProcess({ dataDir, port, env });
    await server.ready();
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets: clients });
  }

  up = new Promise((r) => {
    markUp = r;
  });
  await start();
  const durability = (await server!.fetch('/readyz')).json().store as Record<string, unknown>;
  const account = await createAccountOver(server!, 'bulk');
  apiKey = account.apiKeys[0]!;
  accountId = account.accountId;
  markUp();
  const workers = [...Array.from({ length: clients }, (_, i) => client(i)), eraser()];

  // Now and then an online backup through the CLI, while the traffic goes on and the kills come.
  const backups: { file: string; ackedBefore: Map<string, string>; done: Promise<number | null> }[] = [];
  const takeBackup = () => {
    const file = join(dataDir, `backup-${backups.length}.db`);
    const ackedBefore = new Map([...acked].filter(([p]) => !erased.has(p) && !erasing.has(p)));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'src/cli/main.ts'), 'backup', file, '--data-dir', dataDir],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '' }, stdio: 'ignore' },
    );
    backups.push({ file, ackedBefore, done: new Promise((r) => child.once('exit', (code) => r(code))) });
  };

  for (let k = 1; k <= kills; k++) {
    if (k % 5 === 1) takeBackup();
    await delay(50 + random() * maxRunMs);
    up = new Promise((r) => {
      markUp = r;
    });
    await server!.kill('SIGKILL');
    // One restart in ten is killed again during start-up (opening, migrating, listening).
    if (random() < 0.1) {
      const early = await spawnServerProcess({ dataDir, port, env });
      await delay(random() * 800);
      await early.kill('SIGKILL');
      killsDuringStartup++;
    }
    await start();
    markUp();
    if (k % 10 === 0 || k === kills)
      log(
        `kill ${k}/${kills}: ${acked.size} acknowledged, ${pendingRetry.size} awaiting retry, ${Math.round((Date.now() - started) / 1000)} s`,
      );
  }

  // Let the clients deliver every keyed request and erasure they still hold, then stop them.
  for (let i = 0; i < 600 && (pendingRetry.size || erasing.size); i++) await delay(100);
  stopping = true;
  await Promise.all(workers);
  agent.destroy();
  const stillPending = pendingRetry.size;
  await server!.kill('SIGKILL'); // the final check reads what a crash leaves behind

  const backupMisses: string[] = [];
  for (const b of backups) {
    const code = await b.done;
    if (code !== 0) {
      backupMisses.push(`${b.file}: the backup exited with ${code}`);
      continue;
    }
    const copy = new Database(b.file, { readonly: true });
    if (copy.pragma('integrity_check', { simple: true }) !== 'ok')
      backupMisses.push(`${b.file}: integrity check`);
    const inCopy = new Set(copy.prepare('SELECT event_id FROM events').pluck().all() as string[]);
    copy.close();
    // an erasure during the backup may take the event out of it (the copy is of one moment, which
    // SQLite's backup API takes again when the database changes under it)
    for (const [p, id] of b.ackedBefore)
      if (!inCopy.has(id) && !erased.has(p)) backupMisses.push(`${b.file}: ${p} ${id}`);
  }

  const db = new Database(join(dataDir, 'usage.db'));
  const rows = db.prepare("SELECT event_id, user_id FROM events WHERE event_name = 'crash_test'").all() as {
    event_id: string;
    user_id: string;
  }[];
  const orphanKeys = db
    .prepare(
      'SELECT count(*) FROM idempotency_keys k LEFT JOIN events e ON e.event_id = k.event_id WHERE e.event_id IS NULL',
    )
    .pluck()
    .get() as number;
  db.close();
  const storedIds = new Set(rows.map((r) => r.event_id));
  const perPayload = new Map<string, number>();
  for (const r of rows) perPayload.set(r.user_id, (perPayload.get(r.user_id) ?? 0) + 1);
  const lost = [...acked]
    .filter(([p, id]) => !storedIds.has(id) && !erased.has(p) && !erasing.has(p))
    .map(([p, id]) => `${p} ${id}`);
  const erasedSeen = rows.filter((r) => erased.has(r.user_id)).map((r) => `${r.user_id} ${r.event_id}`);
  if (erasing.size) lost.push(`${erasing.size} erasures never answered after retries`);
  const duplicates = [...perPayload].filter(([, n]) => n > 1).map(([p, n]) => `${p} ×${n}`);
  if (orphanKeys) duplicates.push(`${orphanKeys} idempotency records without their event`);
  if (stillPending) lost.push(`${stillPending} keyed requests never acknowledged after retries`);

  const result: CrashTestResult = {
    kills,
    killsDuringStartup,
    acknowledged: acked.size,
    acknowledgedWithKey: [...keyed.keys()].filter((p) => acked.has(p)).length,
    retriedAfterCrash,
    replaysChecked,
    unacknowledged: unacked.size,
    erased: erased.size,
    erasuresRetried,
    erasedSeen,
    backups: backups.length,
    backupMisses,
    stored: rows.length,
    lost,
    duplicates,
    replayMismatches,
    durationS: Math.round((Date.now() - started) / 100) / 10,
    dataDir,
    durability,
  };
  if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      kills: { type: 'string', default: '200' },
      clients: { type: 'string', default: '8' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
  console.error(`crash test: ${values.kills} kills, ${values.clients} clients, seed ${seed}`);
  const result = await runCrashTest({
    kills: Number(values.kills),
    clients: Number(values.clients),
    seed,
    keepDataDir: values.keep,
    log: (line) => console.error(line),
  });
  console.log(
    JSON.stringify(
      {
        ...result,
        lost: result.lost.length,
        duplicates: result.duplicates.length,
        replayMismatches: result.replayMismatches.length,
        erasedSeen: result.erasedSeen.length,
        backupMisses: result.backupMisses.length,
      },
      null,
      2,
    ),
  );
  for (const line of [
    ...result.lost,
    ...result.duplicates,
    ...result.replayMismatches,
    ...result.erasedSeen,
    ...result.backupMisses,
  ].slice(0, 20))
    console.error(line);
  process.exit(
    result.lost.length ||
      result.duplicates.length ||
      result.replayMismatches.length ||
      result.erasedSeen.length ||
      result.backupMisses.length
      ? 1
      : 0,
  );
}
