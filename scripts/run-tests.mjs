#!/usr/bin/env node
// Runs every test/**/*.test.ts with Node's own test runner through tsx.
// (Node 20's --test does not expand globs nor look for .ts files, hence this list.)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const found = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.test.ts')) found.push(path);
  }
};
walk('test');
const files = only.length ? found.filter((f) => only.some((o) => f.includes(o))) : found;
if (!files.length) {
  console.error('no test files matched');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    // each file's time at the end, the slowest first
    '--test-reporter=./scripts/test-times.mjs',
    '--test-reporter-destination=stdout',
    '--test-concurrency=2',
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' } },
);
process.exit(result.status ?? 1);
