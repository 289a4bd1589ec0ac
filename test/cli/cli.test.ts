// The operators' CLI as a child process against the real server over HTTPS (CONTRACT.md §3).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import {
  ADMIN_TOKEN,
  bearer,
  httpsFetch,
  isoAgo,
  startService,
  tempDir,
  type TestService,
} from '../helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(ROOT, 'src/cli/main.ts');
const WRONG_TOKEN = 'wrong-admin-token-9876543210';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let service: TestService;
let url: string;
let caFile: string;
let ca: string;
const scratch = tempDir('usage-cli-');
/** Every byte the CLI printed, checked at the end for the admin token. */
const printed: string[] = [];

/** Runs the CLI with a clean environment (no ADMIN_TOKEN, an empty DATA_DIR) plus `env`. */
function cli(
  args: string[],
  {
    env = { ADMIN_TOKEN },
    input,
    target = true,
  }: { env?: Record<string, string>; input?: string; target?: boolean } = {},
): Promise<Run> {
  const fullArgs = target ? [...args, '--url', url, '--ca', caFile] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...fullArgs], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: join(scratch.path, 'empty'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      printed.push(stdout, stderr);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

const field = (text: string, name: string) => {
  const m = new RegExp(`^${name}:\\s+(\\S+)$`, 'm').exec(text);
  assert.ok(m, `no ${name} in:\n${text}`);
  return m[1] as string;
};

const usage = (apiKey: string, userId = 'u-check') =>
  httpsFetch(`${url}/usage`, {
    method: 'POST',
    ca,
    headers: { ...bearer(apiKey), 'content-type': 'application/json' },
    body: JSON.stringify({ userId, eventName: 'check', timestamp: isoAgo(1000) }),
  });

async function createAccount(plan = 'trial') {
  const run = await cli(['accounts', 'create', '--plan', plan, '--json']);
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as { accountId: string; plan: string; keyId: string; apiKey: string };
}

before(async () => {
  service = await startService({}, { tls: true });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const address = service.app.server.address();
  assert.ok(address && typeof address === 'object');
  url = `https://127.0.0.1:${address.port}`;
  caFile = join(service.dataDir, 'tls-cert.pem');
  ca = readFileSync(caFile, 'utf8');
});

after(async () => {
  await service?.stop();
  scratch.remove();
});

describe('usage-insights CLI', () => {
  test('help: top level, per command, per group; usage errors exit 2', async () => {
    const top = await cli(['--help'], { target: false });
    assert.equal(top.code, 0);
    for (const c of [
      'accounts create',
      'accounts show',
      'accounts set-plan',
      'accounts delete',
      'keys create',
      'keys revoke',
      'users delete',
      'import',
      'export',
    ])
      assert.match(top.stdout, new RegExp(c));
    const create = await cli(['accounts', 'create', '--help'], { target: false });
    assert.equal(create.code, 0);
    assert.match(create.stdout, /--plan <plan>/);
    assert.equal((await cli(['keys', '--help'], { target: false })).code, 0);
    assert.equal((await cli(['help', 'import'], { target: false })).code, 0);

    const cases: [string[], RegExp][] = [
      [[], /Usage: usage-insights/],
      [['frob'], /unknown command 'frob'/],
      [['accounts'], /'accounts' needs a command/],
      [['accounts', 'show'], /missing <accountId>/],
      [['accounts', 'show', 'a', 'b'], /unexpected argument 'b'/],
      [['accounts', 'show', 'a', '--plan', 'x'], /'accounts show' has no option --plan/],
      [['accounts', 'create'], /--plan is required/],
      [['keys', 'revoke', 'k', '--nope'], /unknown option --nope/],
    ];
    const runs = await Promise.all(cases.map(([args]) => cli(args)));
    for (const [i, [args, message]] of cases.entries()) {
      const run = runs[i] as Run;
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, message);
      assert.equal(run.stdout, '');
    }
  });

  test('accounts create prints the account and a working API key, shown once', async () => {
    const run = await cli(['accounts', 'create', '--plan', 'trial', '--name', 'Acme Inc']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Account created\./);
    assert.match(run.stdout, /shown only once/);
    assert.match(field(run.stdout, 'accountId'), /^\S+$/);
    assert.equal(field(run.stdout, 'plan'), 'trial');
    assert.match(field(run.stdout, 'keyId'), /^\S+$/);
    assert.equal((await usage(field(run.stdout, 'apiKey'))).status, 200);

    const json = await createAccount('paid');
    assert.deepEqual(Object.keys(json).sort(), ['accountId', 'apiKey', 'keyId', 'plan']);
    assert.equal(json.plan, 'paid');
  });

  test("an unknown plan exits 1 with the service's message and field", async () => {
    const run = await cli(['accounts', 'create', '--plan', 'gold']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /400 Invalid request: plan must be one of: trial, paid \(field: plan\)/);
    assert.equal(run.stdout, '');

    const { accountId } = await createAccount();
    const json = await cli(['accounts', 'set-plan', accountId, 'gold', '--json']);
    assert.equal(json.code, 1);
    // With --json the error body is on stdout for scripts, the message on stderr.
    assert.deepEqual(JSON.parse(json.stdout), {
      error: 'Invalid request',
      message: 'plan must be one of: trial, paid',
      field: 'plan',
    });
    assert.match(json.stderr, /plan must be one of/);
  });

  test('accounts show and set-plan, as text and as JSON', async () => {
    const { accountId } = await createAccount();
    const shown = await cli(['accounts', 'show', accountId]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.equal(field(shown.stdout, 'accountId'), accountId);
    assert.equal(field(shown.stdout, 'plan'), 'trial');
    assert.equal(field(shown.stdout, 'aiQuestionsUsed'), '0');
    assert.equal(field(shown.stdout, 'aiQuestionsLimit'), '20');

    const changed = await cli(['accounts', 'set-plan', accountId, 'paid']);
    assert.equal(changed.code, 0, changed.stderr);
    assert.equal(field(changed.stdout, 'plan'), 'paid');

    const json = await cli(['accounts', 'show', accountId, '--json']);
    assert.equal(json.code, 0, json.stderr);
    const body = JSON.parse(json.stdout);
    assert.equal(body.accountId, accountId);
    assert.equal(body.plan, 'paid');
    assert.equal(body.aiQuestionsLimit, null);
    assert.equal(field((await cli(['accounts', 'show', accountId])).stdout, 'aiQuestionsLimit'), 'unlimited');
  });

  test("a missing account or key exits 1 with the service's message", async () => {
    const file = join(scratch.path, 'one.ndjson');
    writeFileSync(file, JSON.stringify({ userId: 'u', eventName: 'e', timestamp: isoAgo(1000) }) + '\n');
    const runs = await Promise.all([
      cli(['accounts', 'show', 'acct_missing']),
      cli(['accounts', 'set-plan', 'acct_missing', 'paid']),
      cli(['keys', 'create', 'acct_missing']),
      cli(['import', 'acct_missing', file]),
    ]);
    for (const run of runs) {
      assert.equal(run.code, 1, run.stderr);
      assert.match(run.stderr, /404 Not found: No account acct_missing/);
    }
    const revoke = await cli(['keys', 'revoke', 'key_missing']);
    assert.equal(revoke.code, 1);
    assert.match(revoke.stderr, /404 Not found: .*key_missing/);
  });

  test('keys create gives a working key; a revoked key is refused by POST /usage', async () => {
    const { accountId, apiKey: firstKey } = await createAccount();
    const created = await cli(['keys', 'create', accountId]);
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /shown only once/);
    const keyId = field(created.stdout, 'keyId');
    const apiKey = field(created.stdout, 'apiKey');
    assert.equal((await usage(apiKey)).status, 200);

    const revoked = await cli(['keys', 'revoke', keyId, '--json']);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.deepEqual(JSON.parse(revoked.stdout), { keyId, revoked: true });
    assert.equal((await usage(apiKey)).status, 401);
    assert.equal((await usage(firstKey)).status, 200, 'the other key still works');

    const again = await cli(['keys', 'revoke', keyId]);
    assert.equal(again.code, 1);
  });

  test('users delete erases one user of an account; a repeat erases 0', async () => {
    const { accountId, apiKey } = await createAccount();
    for (const user of ['gone-1', 'gone-1', 'kept-1']) assert.equal((await usage(apiKey, user)).status, 200);
    const erased = await cli(['users', 'delete', accountId, 'gone-1']);
    assert.equal(erased.code, 0, erased.stderr);
    assert.match(erased.stdout, /Erased 2 events of user gone-1/);
    const again = await cli(['users', 'delete', accountId, 'gone-1', '--json']);
    assert.deepEqual(JSON.parse(again.stdout), { accountId, userId: 'gone-1', deleted: 0 });
    assert.equal((await cli(['users', 'delete', 'acct_missing', 'x'])).code, 1);
  });

  test('accounts delete: the key is refused afterwards, a second delete fails', async () => {
    const { accountId, apiKey } = await createAccount();
    assert.equal((await usage(apiKey)).status, 200);
    const deleted = await cli(['accounts', 'delete', accountId, '--json']);
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.deepEqual(JSON.parse(deleted.stdout), { accountId, deleted: true });
    assert.equal((await usage(apiKey)).status, 401);
    assert.equal((await cli(['accounts', 'delete', accountId])).code, 1);
  });

  test('export writes NDJSON that import takes back into another account', async () => {
    const { accountId, apiKey } = await createAccount();
    for (const user of ['x-1', 'x-2', 'x-3']) assert.equal((await usage(apiKey, user)).status, 200);
    const file = join(scratch.path, 'export.ndjson');
    const exported = await cli(['export', accountId, '--out', file]);
    assert.equal(exported.code, 0, exported.stderr);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    assert.deepEqual(lines.map((l) => (JSON.parse(l) as { userId: string }).userId).sort(), [
      'x-1',
      'x-2',
      'x-3',
    ]);
    const other = await createAccount();
    const imported = await cli(['import', other.accountId, file, '--json']);
    assert.equal(imported.code, 0, imported.stderr);
    assert.equal(JSON.parse(imported.stdout).imported, 3);
    const toStdout = await cli(['export', other.accountId]);
    assert.equal(toStdout.stdout.trim().split('\n').length, 3);
  });

  test('import reports imported and rejected lines with their numbers; events are visible', async () => {
    const { accountId, apiKey } = await createAccount();
    const good = (userId: string) =>
      JSON.stringify({ userId, eventName: 'imported', timestamp: isoAgo(60_000) });
    const lines = [
      good('u1'),
      'not json',
      JSON.stringify({ userId: 'u2', eventName: '', timestamp: isoAgo(1000) }),
      good('u3'),
      JSON.stringify({ userId: 'u4', eventName: 'x', eventValue: '5', timestamp: isoAgo(1000) }),
      '[1, 2]',
      good('u5'),
    ];
    const file = join(scratch.path, 'mixed.ndjson');
    writeFileSync(file, lines.join('\n') + '\n');

    const run = await cli(['import', accountId, file]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Imported 3 events from .*mixed\.ndjson/);
    assert.match(run.stdout, /4 lines rejected:/);
    const rejected = [...run.stdout.matchAll(/^ {2}line (\d+): (\w+): /gm)].map((m) => [Number(m[1]), m[2]]);
    assert.deepEqual(rejected, [
      [2, 'body'],
      [3, 'eventName'],
      [5, 'eventValue'],
      [6, 'body'],
    ]);

    const listed = await httpsFetch(`${url}/usage?limit=100`, { ca, headers: bearer(apiKey) });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed
        .json()
        .events.map((e: { userId: string }) => e.userId)
        .sort(),
      ['u1', 'u3', 'u5'],
    );

    // In requests of 3 lines (3 requests): the same events, the line numbers of the whole file.
    const other = await createAccount();
    const chunked = await cli(['import', other.accountId, file, '--lines-per-request', '3', '--json']);
    assert.equal(chunked.code, 0, chunked.stderr);
    assert.equal(JSON.parse(chunked.stdout).imported, 3);
    assert.deepEqual(
      JSON.parse(chunked.stdout).rejected.map((r: { line: number; field: string }) => [r.line, r.field]),
      rejected,
    );
    const listedOther = await httpsFetch(`${url}/usage?limit=100`, { ca, headers: bearer(other.apiKey) });
    assert.deepEqual(
      listedOther
        .json()
        .events.map((e: { userId: string }) => e.userId)
        .sort(),
      ['u1', 'u3', 'u5'],
    );
    assert.equal((await cli(['import', other.accountId, file, '--lines-per-request', '0'])).code, 2);

    const strict = await cli(['import', accountId, '-', '--strict', '--json'], { input: lines.join('\n') });
    assert.equal(strict.code, 1);
    assert.match(strict.stderr, /4 lines rejected \(--strict\)/);
    const body = JSON.parse(strict.stdout);
    assert.equal(body.imported, 3);
    assert.deepEqual(
      body.rejected.map((r: { line: number }) => r.line),
      [2, 3, 5, 6],
    );

    const clean = await cli(['import', accountId, '-', '--strict'], { input: good('u6') });
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /^Imported 1 event from standard input/);

    const missing = await cli(['import', accountId, join(scratch.path, 'nope.ndjson')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read .*nope\.ndjson \(ENOENT\)/);
  });

  test('import streams a larger file', async () => {
    const { accountId } = await createAccount();
    const file = join(scratch.path, 'large.ndjson');
    const line = JSON.stringify({ userId: 'bulk', eventName: 'row', timestamp: isoAgo(3_600_000) });
    writeFileSync(file, (line + '\n').repeat(20_000));
    const run = await cli(['import', accountId, file, '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { imported: 20_000, rejected: [] });
  });

  test('import --import-id: the same import run again stores nothing twice; no progress in a pipe', async () => {
    const { accountId } = await createAccount();
    const file = join(scratch.path, 'resumable.ndjson');
    writeFileSync(
      file,
      Array.from({ length: 3000 }, (_, i) =>
        JSON.stringify({ userId: `u${i % 7}`, eventName: 'row', timestamp: isoAgo(3_600_000 + i) }),
      ).join('\n') + '\n',
    );
    const args = [
      'import',
      accountId,
      file,
      '--json',
      '--import-id',
      'nightly-42',
      '--lines-per-request',
      '1000',
    ];
    const first = await cli(args);
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), { imported: 3000, rejected: [] });
    assert.equal(first.stderr, '', 'nothing on standard error when it is a pipe');
    const again = await cli(args);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(JSON.parse(again.stdout), { imported: 0, alreadyImported: 3000, rejected: [] });
    const listed = await httpsFetch(`${url}/admin/accounts/${accountId}/events`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      ca,
    });
    assert.equal(listed.body.trim().split('\n').length, 3000, 'every line stored once');
  });

  test('finds the token and the certificate in DATA_DIR, like a server on the same machine', async () => {
    const dataDir = join(scratch.path, 'data');
    mkdirSync(dataDir);
    copyFileSync(caFile, join(dataDir, 'tls-cert.pem'));
    writeFileSync(join(dataDir, 'admin-token'), ADMIN_TOKEN + '\n', { mode: 0o600 });
    const run = await cli(['accounts', 'create', '--plan', 'trial', '--url', url], {
      env: { DATA_DIR: dataDir },
      target: false,
    });
    assert.equal(run.code, 0, run.stderr);

    const viaOption = await cli(['accounts', 'create', '--plan', 'trial', '--admin-token', ADMIN_TOKEN], {
      env: {},
    });
    assert.equal(viaOption.code, 0, viaOption.stderr);
  });

  test('a wrong or missing admin token', async () => {
    const wrong = await cli(['accounts', 'show', 'acct_x'], { env: { ADMIN_TOKEN: WRONG_TOKEN } });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /401 Unauthorized/);
    assert.match(wrong.stderr, /from ADMIN_TOKEN was refused/);
    assert.ok(!wrong.stderr.includes(WRONG_TOKEN));

    const none = await cli(['accounts', 'show', 'acct_x'], { env: {} });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /no admin token/);
  });

  test('TLS: an untrusted certificate is refused with advice; --insecure warns and works', async () => {
    const untrusted = await cli(['accounts', 'create', '--plan', 'trial', '--url', url], { target: false });
    assert.equal(untrusted.code, 1);
    assert.match(untrusted.stderr, new RegExp(`TLS certificate of ${url}/ is not trusted.*--ca`));

    const insecure = await cli(['accounts', 'create', '--plan', 'trial', '--url', url, '--insecure'], {
      target: false,
    });
    assert.equal(insecure.code, 0, insecure.stderr);
    assert.match(insecure.stderr, /warning: --insecure/);

    const plain = await cli(['accounts', 'show', 'a', '--url', url.replace('https:', 'http:')], {
      target: false,
    });
    assert.equal(plain.code, 2);
    assert.match(plain.stderr, /must start with https:\/\//);

    const missingCa = await cli(
      ['accounts', 'show', 'a', '--url', url, '--ca', join(scratch.path, 'none.pem')],
      { target: false },
    );
    assert.equal(missingCa.code, 2);
  });

  test('a closed port gives a clear message naming the URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const run = await cli(['accounts', 'show', 'a', '--url', `https://127.0.0.1:${port}`], { target: false });
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      new RegExp(`cannot connect to https://127\\.0\\.0\\.1:${port}/: connection refused`),
    );
  });

  test('the admin token never appears in any output', () => {
    assert.ok(printed.length > 40, 'ran the CLI');
    for (const text of printed) {
      assert.ok(!text.includes(ADMIN_TOKEN), `admin token printed:\n${text}`);
      assert.ok(!text.includes(WRONG_TOKEN), `wrong token printed:\n${text}`);
    }
  });
});
