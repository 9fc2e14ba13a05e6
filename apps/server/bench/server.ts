import { fork } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startPunchWriterEarly } from '../src/modules/punches/service.ts';
import { connect, type Target } from './target.ts';

/**
 * The portal under test runs in a process of its own, so the load generator's work (sending requests,
 * reading megabytes of JSON) does not share its event loop. This file is both sides: startServer()
 * forks it, and run as that child it builds the app on the target and listens on a random port.
 */

export interface RunningServer {
  url: string;
  /** The server process, whose memory a scenario may read. */
  pid: number;
  stop(): Promise<void>;
}

type FromChild = { port: number } | { error: string };

/**
 * The flags `npm start` gives node (package.json's start script; docs/decisions/009-young-generation.md),
 * so the bench measures the portal as it is run.
 */
const SERVER_FLAGS = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));

export function startServer(target: Target): Promise<RunningServer> {
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF;
  // BENCH_SERVER_FLAGS: more node flags for the server, e.g. "--trace-gc" to see its collections.
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(target)], {
    execArgv: [
      '--import',
      'tsx',
      ...SERVER_FLAGS,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...extra,
    ],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server process exited (${code}) before listening`)));
    child.once('message', (m: FromChild) => {
      if ('error' in m) return reject(new Error(`the server did not start: ${m.error}`));
      resolve({
        url: `http://127.0.0.1:${m.port}`,
        pid: child.pid!,
        stop: async () => {
          child.send('stop');
          await exited;
        },
      });
    });
  });
}

async function serve(target: Target): Promise<void> {
  const handle = connect(target);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // As a deployed instance has it: the authorizations' change listener connects with it.
    ...(target.engine === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const app = await buildApp(config, { database: handle, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As main.ts does once it listens; measured once it has loaded, as on a server that has been up.
  startPunchWriterEarly(app.ctx);
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.on('message', async () => {
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  });
  process.on('disconnect', () => process.exit(1));
  process.send!({ port: address.port } satisfies FromChild);
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(JSON.parse(process.argv[2]!) as Target).catch((err: unknown) => {
    process.send!({ error: String(err) } satisfies FromChild);
    process.exit(1);
  });
}
