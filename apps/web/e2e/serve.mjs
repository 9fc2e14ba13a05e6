// The server the browser tests run against: a fresh data directory every run, the demo company seeded,
// mail to the test's SMTP listener, and the built web app served from apps/web/dist on the same port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// E2E_PORT, E2E_SMTP_PORT and WEB_DIST_DIR let several runs share a machine without meeting.
const port = process.env.E2E_PORT ?? '8181';
const dataDir = path.join(os.tmpdir(), `portal-e2e-${port}`);
const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`The web app is not built (${webDist}): run "npm run build" first.`);
  process.exit(1);
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2526'}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
    // No CMIC_BASE_URL: the server starts the CMiC and Star Builder simulator on this port.
    SYNC_SIMULATOR_PORT: process.env.E2E_SIMULATOR_PORT ?? String(Number(port) + 1000),
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
