// Starts a worker thread from a module under src/storage (`sqlite/writer-worker`, say), under tsx (tests, `npm run dev`) or
// from the build (dist/, `npm start`).
import { Worker, type ResourceLimits } from 'node:worker_threads';

// Under tsx this module is .ts and so are the workers beside it.
const UNDER_TSX = import.meta.url.endsWith('.ts');

export function spawnWorker(name: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const url = new URL(`./${name}${UNDER_TSX ? '.ts' : '.js'}`, import.meta.url);
  // Workers do not inherit tsx's loader: register it inside the worker first.
  return UNDER_TSX
    ? new Worker(
        `import('tsx/esm/api').then(api => { api.register(); return import(${JSON.stringify(url.href)}); })`,
        { eval: true, workerData, resourceLimits },
      )
    : new Worker(url, { workerData, resourceLimits });
}
