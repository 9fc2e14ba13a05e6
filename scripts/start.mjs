// `npm start`: builds the web app and the server when their builds are missing or older than their
// sources, then runs the built server in this process (it migrates, seeds the demo company on first
// start and serves portal + API). `npm run dev` runs the TypeScript sources instead.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, newestMtime } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webBuilt = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
];

const webBuiltAt = fs.existsSync(webBuilt) ? fs.statSync(webBuilt).mtimeMs : 0;
if (webBuiltAt < Math.max(...webSources.map(newestMtime))) {
  console.log('Building the web app…');
  execSync('npm run build -w @portal/web', { cwd: root, stdio: 'inherit' });
}
await ensureServerBuild();

// Stack traces in the log name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(path.join(root, 'apps/server/dist/main.js'));
