// Builds the server to JavaScript for `npm start` and `npm run migrate`: apps/server/dist/main.js and
// migrate.js, each one ES module holding the server's own code, the workspace packages and the
// JavaScript packages it imports at its start, so that a start compiles one file instead of resolving
// and loading hundreds of modules. Stay imports of node_modules: the native packages, every package the
// server loads with import() on first use (the S3 SDK, ioredis, pg, pg-boss, pdfkit, the workbook
// writer, nodemailer, the API documentation), which a start without it then never loads, and the
// packages Fastify itself loads only when asked for (LAZY_REQUIRES).
//
//   node scripts/build-server.mjs              build
//   node scripts/build-server.mjs --if-stale   build only when missing or older than its sources
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');
// The server's threads (platform/threads.ts): punch-writer writes punches
// (apps/server/src/modules/punches/punch-writer.ts), wal-checkpointer copies SQLite's log into its file
// (apps/server/src/db/wal-checkpointer.ts).
const entryPoints = {
  main: 'apps/server/src/main.ts',
  migrate: 'scripts/migrate.ts',
  'punch-writer': 'apps/server/src/modules/punches/punch-writer.thread.ts',
  'wal-checkpointer': 'apps/server/src/db/wal-checkpointer.thread.ts',
};
const sources = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/domain/src',
  'scripts/migrate.ts',
  'scripts/build-server.mjs',
  'package-lock.json',
];
const NATIVE = new Set(['better-sqlite3', '@node-rs/argon2']);
// Required by Fastify only when used: its default schema compilers (the app gives zod's) and inject().
const LAZY_REQUIRES = new Set([
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
]);

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
    // The bundled CommonJS packages require Node's own modules and the external ones.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    plugins: [
      {
        // @fastify/static requires glob at its top but calls it only to list the files it serves with
        // `wildcard: false`, which the app does not use: glob (0.06-0.09 s of CPU at a start on a loaded
        // machine) is evaluated on such a first call instead.
        name: 'deferred-glob',
        setup(build) {
          build.onResolve({ filter: /^glob$/ }, (args) =>
            args.namespace === 'file' && args.importer.includes('/node_modules/@fastify/static/')
              ? { path: 'glob', namespace: 'deferred', pluginData: path.dirname(args.importer) }
              : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'deferred' }, (args) => ({
            contents: "exports.glob = (...args) => require('glob').glob(...args);",
            resolveDir: args.pluginData,
          }));
        },
      },
      {
        name: 'externals',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            const name = packageName(args.path);
            if (name.startsWith('@portal/') || isBuiltin(args.path)) return undefined;
            if (args.kind !== 'dynamic-import' && !NATIVE.has(name) && !LAZY_REQUIRES.has(name))
              return undefined;
            sameCopy(name, args.resolveDir);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The folder of the copy of a package that Node finds from a folder, if any. */
function packageDir(name, dir) {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (d === path.dirname(d)) return undefined;
  }
}

/** An external package is found from dist/ at run time: it must be the copy its importer would get. */
function sameCopy(name, importerDir) {
  const wanted = packageDir(name, importerDir);
  if (wanted !== undefined && wanted !== packageDir(name, outdir)) {
    throw new Error(`${wanted} is not the copy of ${name} that dist/ finds: it cannot stay external`);
  }
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
