// Builds the server to JavaScript for `npm start` and `npm run migrate`: apps/server/dist/main.js and
// migrate.js, each one ES module holding the server's own code and the workspace packages it imports
// (@portal/contracts, @portal/domain, which ship as TypeScript). Every other package stays an import
// of node_modules, so packages that read their own files (pdfkit's fonts) keep working, and a package
// the server loads with import() on first use (the S3 SDK, ioredis, pg, pg-boss, pdfkit, the workbook
// writer) stays a separate load that a start without it never makes.
//
//   node scripts/build-server.mjs              build
//   node scripts/build-server.mjs --if-stale   build only when missing or older than its sources
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');
const entryPoints = { main: 'apps/server/src/main.ts', migrate: 'scripts/migrate.ts' };
const sources = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/domain/src',
  'scripts/migrate.ts',
  'scripts/build-server.mjs',
];

/** The newest modification time under a path (a file or a folder), 0 when it does not exist. */
export function newestMtime(p) {
  const full = path.resolve(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(full, name))));
}

function stale() {
  const built = Math.min(
    ...Object.keys(entryPoints).map((name) => newestMtime(path.join(outdir, `${name}.js`))),
  );
  return built < Math.max(...sources.map(newestMtime));
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-modules',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** Builds when the build is missing or older than its sources; says so when it does. */
export async function ensureServerBuild() {
  if (!stale()) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await (process.argv.includes('--if-stale') ? ensureServerBuild() : buildServer());
}
