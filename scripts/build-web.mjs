#!/usr/bin/env node
// Bundles the dashboard (web/) with esbuild into dist/web: content-hashed assets, an
// index.html that names them, and manifest.json that the server reads (routes/dashboard.ts).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const out = join('dist', 'web');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });
const result = await build({
  entryPoints: ['web/main.tsx'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  entryNames: '[name]-[hash]',
  outdir: join(out, 'assets'),
  metafile: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
const outputs = Object.keys(result.metafile.outputs).map((p) => basename(p));
const js = outputs.find((f) => f.endsWith('.js'));
const css = outputs.find((f) => f.endsWith('.css'));
if (!js || !css) throw new Error(`dashboard build produced ${outputs.join(', ')}`);
writeFileSync(
  join(out, 'index.html'),
  readFileSync('web/index.html', 'utf8').replace('%JS%', js).replace('%CSS%', css),
);
writeFileSync(join(out, 'manifest.json'), JSON.stringify({ assets: outputs }, null, 2) + '\n');
