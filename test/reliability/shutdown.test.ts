// Graceful shutdown under load: SIGTERM while clients send POST /usage. Every request gets a
// 200 (and its event is stored: checked after a restart) or a 503 / connection error (and its
// event is not stored); the process exits 0 promptly.
import assert from 'node:assert/strict';
import { Agent, request } from 'node:https';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import { tempDir } from '../helpers.js';
import {
  BULK_PLANS,
  createAccountOver,
  delay,
  pollUntil,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

const dir = tempDir('shutdown-');
const servers: ServerProcess[] = [];
after(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  dir.remove();
});

type Outcome =
  | { kind: 'status'; status: number; body: string; headers: Record<string, unknown> }
  | { kind: 'error'; code: string };

function send(server: ServerProcess, agent: Agent | false, apiKey: string, body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      `${server.url}/usage`,
      {
        method: 'POST',
        agent,
        ca: server.ca,
        timeout: 10_000,
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            kind: 'status',
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', (err) =>
          resolve({ kind: 'error', code: (err as NodeJS.ErrnoException).code ?? err.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) =>
      resolve({ kind: 'error', code: (err as NodeJS.ErrnoException).code ?? err.message }),
    );
    req.end(body);
  });
}

test(
  'SIGTERM under load: 200 and stored, or 503 / connection error and not stored; exit 0 promptly',
  { timeout: 90_000 },
  async () => {
    writeFileSync(join(dir.path, 'plans.json'), BULK_PLANS);
    const env = { PLANS_FILE: join(dir.path, 'plans.json'), LOG_LEVEL: 'info' };
    const server = await startServerProcess({ dataDir: dir.path, env });
    servers.push(server);
    const { apiKeys } = await createAccountOver(server, 'bulk');
    const apiKey = apiKeys[0]!;

    const outcomes = new Map<string, Outcome>();
    let refused = false;
    const agents: Agent[] = [];
    async function client(n: number) {
      // Half the clients keep connections alive (requests arrive on open sockets during the
      // drain), half open a new connection per request.
      const agent = n % 2 ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
      if (agent) agents.push(agent);
      for (let seq = 0; !refused; seq++) {
        const payloadId = `c${n}-${seq}`;
        const outcome = await send(
          server,
          agent,
          apiKey,
          JSON.stringify({
            userId: `c${n}`,
            eventName: 'shutdown_test',
            eventValue: seq,
            timestamp: new Date().toISOString(),
          }),
        );
        outcomes.set(payloadId, outcome);
        if (outcome.kind === 'error' && outcome.code === 'ECONNREFUSED') refused = true;
      }
    }
    const clients = Array.from({ length: 12 }, (_, i) => client(i));
    await pollUntil('traffic', () => (outcomes.size > 300 ? true : undefined), { attempts: 300 });
    const sentAtSigterm = outcomes.size;
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, delay(15_000).then(() => 'still running after 15 s')]);
    const exitMs = Date.now() - termAt;
    refused = true;
    await Promise.all(clients);
    for (const a of agents) a.destroy();
    assert.equal(code, 0, `exit: ${code}\n${server.output().slice(-2000)}`);
    assert.ok(exitMs < 10_000, `took ${exitMs} ms to exit`);

    const all = [...outcomes];
    const ok = all.filter(([, o]) => o.kind === 'status' && o.status === 200);
    const refusedBy503 = all.filter(([, o]) => o.kind === 'status' && o.status === 503);
    const unexpected = all.filter(([, o]) => o.kind === 'status' && o.status !== 200 && o.status !== 503);
    assert.deepEqual(
      unexpected.map(([p, o]) => `${p}: ${JSON.stringify(o)}`),
      [],
    );
    assert.ok(ok.length > sentAtSigterm / 2, `${ok.length} answered 200 of ${all.length}`);
    for (const [, o] of refusedBy503) {
      if (o.kind !== 'status') continue;
      const body = JSON.parse(o.body) as Record<string, unknown>;
      assert.equal(typeof body.error, 'string');
      assert.equal(typeof body.message, 'string');
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
        assert.ok(o.headers[h] !== undefined, `503 without ${h}`);
    }

    // Restart on the same data: every 200 is listed; no 503 was stored.
    const again = await startServerProcess({ dataDir: dir.path, env });
    servers.push(again);
    const listed = new Set<string>();
    for (let n = 0; n < 12; n++) {
      const res = await again.fetch(`/usage?userId=c${n}&limit=1000`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      assert.equal(res.status, 200, res.body);
      assert.ok(res.json().total < 1000, 'listing would be truncated');
      for (const e of res.json().events as { eventId: string }[]) listed.add(e.eventId);
    }
    const eventIdOf = (o: Outcome) =>
      o.kind === 'status' ? (JSON.parse(o.body) as { eventId: string }).eventId : '';
    const missing = ok.filter(([, o]) => !listed.has(eventIdOf(o))).map(([p]) => p);
    assert.deepEqual(missing, [], 'acknowledged events missing after restart');
    const db = new Database(join(dir.path, 'usage.db'), { readonly: true });
    try {
      const stored = db.prepare('SELECT count(*) FROM events WHERE user_id = ? AND event_value = ?').pluck();
      const stored503 = refusedBy503.filter(([p]) => {
        const [client, seq] = p.split('-') as [string, string];
        return stored.get(client, Number(seq)) !== 0;
      });
      assert.deepEqual(
        stored503.map(([p]) => p),
        [],
        'a request answered 503 was stored',
      );
    } finally {
      db.close();
    }
    console.log(
      `shutdown: ${all.length} requests, ${ok.length} × 200, ${refusedBy503.length} × 503, ${all.length - ok.length - refusedBy503.length} connection errors, exit in ${exitMs} ms`,
    );
  },
);
