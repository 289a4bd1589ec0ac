#!/usr/bin/env node
// The package's command (`npx usage-insights …`): runs the built CLI. `npm install` builds
// dist/ (the "prepare" script); from a checkout without a build, use `npm run cli -- …`.
import { existsSync } from 'node:fs';

const main = new URL('../dist/src/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  console.error('usage-insights: dist/ is not built. Run `npm run build` (or use `npm run cli -- …`).');
  process.exit(2);
}
await import(main.href);
