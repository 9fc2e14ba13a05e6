import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SQL_MESSAGE =
  'SQL lives in queries.ts files (and db/, migrations, seed and the platform database helpers): call one from here.';

/**
 * Files that may build SQL: every module's queries.ts, db/ (connection, schema, migrations, seed) and the
 * platform's database helpers (audit writer, data revision, locks, rate-limit store, job runner, storage).
 */
const SQL_FILES = [
  'apps/server/src/**/queries.ts',
  'apps/server/src/**/*-queries.ts',
  'apps/server/src/db/**',
  'apps/server/src/platform/{audit,data-revision,files,rate-limits,release}.ts',
  'apps/server/src/platform/jobs/**',
  'apps/server/src/platform/storage/**',
];

/**
 * Server modules (apps/server/src/modules/<name>/) reach one another only through the other module's
 * service.ts, its public surface; a module's routes.ts reaches the rest of its module only through its
 * own service.ts; and a service.ts never re-exports its queries, only their types (a module that shares
 * reads gives them a function of its service, or a module of their own, as db/live-entries.ts). Every specifier counts: relative ones and the
 * workspace's own package name alike.
 */
const MODULE_FILE = /apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
const serverModules = {
  rules: {
    'through-service': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = context.filename.split(path.sep).join('/').match(MODULE_FILE);
        if (!own) return {};
        const resolved = (spec) => {
          if (spec.startsWith('.')) return path.resolve(path.dirname(context.filename), spec);
          if (spec.startsWith('@portal/server/'))
            return `apps/server/${spec.slice('@portal/server/'.length)}`;
          return null;
        };
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const target = resolved(spec)?.split(path.sep).join('/').match(MODULE_FILE);
          if (!target) return;
          const [, module, file] = target;
          if (module !== own[1]) {
            if (file !== 'service.ts')
              context.report({ node, message: `Reach the ${module} module through its service.ts.` });
          } else if (own[2] === 'routes.ts' && file !== 'service.ts') {
            context.report({
              node,
              message: 'Routes reach the rest of their module through its service.ts.',
            });
          } else if (
            own[2] === 'service.ts' &&
            node.type !== 'ImportDeclaration' &&
            node.exportKind !== 'type' &&
            /(^|-)queries\.ts$/.test(file)
          ) {
            context.report({
              node,
              message: 'A service does not re-export its queries: give others a function.',
            });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

const APPS_FROM_PACKAGES = {
  group: ['**/apps/**', '@portal/server', '@portal/server/*', '@portal/web', '@portal/web/*'],
  message: 'Packages never import the apps.',
};

const WEB = 'apps/web/src';
const WEB_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers, as bulletproof-react draws them: app/ composes the screens; a feature imports
 * only itself, lib/ and ui/ (and, in its tests, test/); lib/ and ui/ import neither app/ nor a feature.
 * What two features share (a query, a picker's options) moves to lib/. Zones compare resolved files, so
 * every specifier counts, and a new folder under features/ gets its zone without an edit here.
 */
const WEB_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: WEB,
    except: [`./features/${feature}`, './lib', './ui', './test'],
    message: `The ${feature} feature imports only itself, src/lib and src/ui: move what features share into src/lib.`,
  })),
  {
    target: [`${WEB}/lib`, `${WEB}/ui`],
    from: WEB,
    except: ['./lib', './ui', './test'],
    message: 'src/lib and src/ui import neither app/ nor a feature.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Migrations take Kysely<any> by design: they must not depend on today's table types.
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...SQL_FILES, '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: SQL_MESSAGE }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: SQL_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/through-service': 'error' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APPS_FROM_PACKAGES] }] },
  },
  {
    // The domain is the bottom layer: the contracts build on it, never the other way round.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APPS_FROM_PACKAGES,
            {
              group: ['@portal/contracts', '@portal/contracts/*'],
              message: 'The domain imports no other workspace.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/{web,field}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/{web,field}/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus goes only into what the user has just opened (the sign-in form, a dialog's first field),
      // which is where the WAI-ARIA dialog pattern puts it.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['apps/web/src/{features,lib,ui}/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_ZONES }] },
  },
);
