import { defineConfig } from 'vitest/config';

/**
 * The pay figures' property test (PAY_PROPERTY_RUNS sequences per engine, 1,000 in CI): a project of
 * its own, so it runs beside the server's files, which run one at a time.
 *
 * Two files at a time (maxWorkers), whatever the machine: Vitest's default is one worker fewer than the
 * cores, which on a 2-core machine ran every file one after another, though most of a server test's
 * time is spent waiting on the database.
 */
const PAY_PROPERTY = 'apps/server/src/modules/pay-figures/write-sequences.test.ts';

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'test-support', include: ['packages/test-support/src/**/*.test.ts'] } },
      // The repository's own tooling: the lint's boundaries.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'field', include: ['apps/field/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: [PAY_PROPERTY],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'pay-property', include: [PAY_PROPERTY], testTimeout: 1_800_000 } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form test types into Ant Design's inputs key by key; on a busy 2-core CI that takes seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
