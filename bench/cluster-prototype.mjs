// Measurement prototype, not part of the product: the service as a cluster of WORKERS processes
// (node:cluster, connections shared round-robin), each a full instance (its own SQLite writer
// thread on the same database file, or its own PostgreSQL pool). Used to answer "does a second
// process pay on this machine?" (docs/benchmarks.md, "Both cores"):
//   npm run build && BENCH_ENTRY=bench/cluster-prototype.mjs WORKERS=2 npm run bench -- --only usage --no-build
// Rate limits and the SQLite key cache are per process here, which is acceptable for the bench's
// own plan (limits far above the load, no key changes) and nothing else.
import cluster from 'node:cluster';

if (cluster.isPrimary) {
  const n = Number(process.env.WORKERS ?? 2);
  const first = cluster.fork();
  // The first worker migrates the store before the others open it.
  first.once('listening', () => {
    for (let i = 1; i < n; i++) cluster.fork();
  });
  process.once('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
    cluster.on('exit', () => {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
    });
  });
} else {
  await import('../dist/src/main.js');
}
