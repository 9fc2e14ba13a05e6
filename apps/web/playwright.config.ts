import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`;

/**
 * Browser tests on the built app (`npm run build` first; `npm run test:e2e` does both) in Debian's
 * Chromium. `UPDATE_SCREENS=1` also runs e2e/screens.spec.ts, which refreshes docs/screens/.
 */
export default defineConfig({
  testDir: './e2e',
  testIgnore: process.env.UPDATE_SCREENS ? [] : ['**/screens.spec.ts'],
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Inside test-results/, beside (not over) the Vitest report: Playwright empties its outputDir.
  outputDir: path.join(root, 'test-results/e2e'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The portal drops its animations for people who ask for less motion; tests ask too, so a click
    // never lands on a dialog still zooming in or a dropdown still fading out.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/web/e2e/serve.mjs',
    cwd: root,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
