// `npm start`: builds the web app, the field app and the server when their builds are missing or older than their
// sources, then runs the built server in this process (it migrates, seeds the demo company on first
// start and serves portal + API). `npm run dev` runs the TypeScript sources instead.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, newestMtime } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each browser app: its build's index.html and the sources it is built from. */
const apps = [
  {
    workspace: '@portal/web',
    label: 'the web app',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    workspace: '@portal/field',
    label: 'the field app',
    built: 'apps/field/dist/index.html',
    sources: ['apps/field/src', 'apps/field/public', 'apps/field/index.html', 'apps/field/vite.config.ts'],
  },
];
const shared = ['packages/contracts/src', 'packages/domain/src'];

for (const app of apps) {
  const built = path.join(root, app.built);
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt < Math.max(...[...app.sources, ...shared].map(newestMtime))) {
    console.log(`Building ${app.label}…`);
    execSync(`npm run build -w ${app.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
await ensureServerBuild();

// Stack traces in the log name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(path.join(root, 'apps/server/dist/main.js'));
