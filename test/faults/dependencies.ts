// A PostgreSQL cluster and a Redis of the fault suite's own, on free ports in a temp directory,
// so that restarting, killing or stopping them never touches the machine's shared servers.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  /** `pg_ctl restart -m fast`: connections dropped, the server back when it returns. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m immediate`: a crash (recovery on the next start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** pg_terminate_backend of every connection to the database but our own. */
  terminateConnections(): Promise<number>;
  destroy(): void;
}

/** initdb refuses to run as root: the cluster is the postgres user's, in a directory it owns. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '', 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  chownSync(dir, uid, gid);
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'root', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const ctlArgs = (args: string[]) => [
    '-u',
    'postgres',
    '--',
    join(bin, 'pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-o',
    options,
    ...args,
  ];
  // asynchronous: the server under test runs in this process and must keep serving meanwhile
  const ctl = async (...args: string[]) => {
    await run('runuser', ctlArgs(args), { timeout: 60_000 });
  };
  await ctl('-w', 'start');
  const admin = `postgres://root@127.0.0.1:${port}/postgres`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query('CREATE DATABASE faults');
  await c.end();
  const url = `postgres://root@127.0.0.1:${port}/faults`;
  return {
    url,
    restart: () => ctl('-w', '-m', 'fast', 'restart'),
    crash: () => ctl('-m', 'immediate', 'stop'),
    start: () => ctl('-w', 'start'),
    async terminateConnections() {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        const r = await client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'faults' AND pid <> pg_backend_pid()",
        );
        return r.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    destroy() {
      try {
        execFileSync('runuser', ctlArgs(['-m', 'immediate', 'stop']), { stdio: 'pipe' });
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  restart(): Promise<void>;
  /** SIGSTOP: Redis keeps its connections but answers nothing until resume(). */
  pause(): void;
  resume(): void;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess;
  const up = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error('private redis-server did not start');
  };
  const down = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await up();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await down();
      await up();
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async destroy() {
      child.kill('SIGCONT');
      await down();
    },
  };
}
