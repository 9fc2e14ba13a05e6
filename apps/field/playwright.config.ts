import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { FIXTURES } from './e2e/support/face-fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`;

/**
 * Browser tests of the field app (apps/field) on the built apps (`npm run build` first), in Debian's
 * Chromium at a phone's size: a fake front camera showing a face made for the tests (e2e/support/
 * face-fixtures.ts), the position of the demo's first job, the network taken away and back.
 * `UPDATE_SCREENS=1` also refreshes docs/screens/field-*.png.
 */
export default defineConfig({
  testDir: './e2e',
  testIgnore: process.env.UPDATE_SCREENS ? [] : ['**/screens.spec.ts'],
  globalSetup: './e2e/support/face-fixtures.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A face check runs TensorFlow.js on the CPU: seconds on a quiet machine, much longer on a busy one.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(root, 'test-results/field-e2e'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/field-e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        permissions: ['camera', 'geolocation'],
        // The demo company's time zone: the phone's clock reads as the portal's.
        timezoneId: 'America/New_York',
        // At the demo's job J-2401 (Route 1 Bridge Repaint).
        geolocation: { latitude: 40.793119, longitude: -74.216777, accuracy: 12 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${path.join(FIXTURES, 'a-camera.y4m')}`,
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
