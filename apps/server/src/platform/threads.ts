import { Worker } from 'node:worker_threads';

/**
 * Starts a thread of the server. The built server runs `dist/<built>.js`, which scripts/build-server.mjs
 * builds beside the server's own file; from the sources (tests, the benchmark, development) the thread
 * runs its TypeScript entry, `source`, through the same loader the sources run with.
 */
export function startThread(built: string, source: URL, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${built}.js`, import.meta.url), { workerData });
  const loader = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`,
    { eval: true, workerData },
  );
}
