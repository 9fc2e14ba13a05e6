import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
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
