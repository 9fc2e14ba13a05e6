// What the browser downloads: the JavaScript of the sign-in page and of Employee Timesheets stays within
// its budget as sent over the wire, and a repeat visit takes every hashed asset from the browser's cache.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { lastWeekDay } from './support/timesheets-api.ts';
import { USERS } from './support/users.ts';

const KB = 1024;
const SIGN_IN_JS_BUDGET = 300 * KB;
const TIMESHEETS_JS_BUDGET = 600 * KB;

/** Bytes of JavaScript received from the server (compressed as sent) while `visit` runs. */
async function javascriptSent(page: Page, visit: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
    }
  };
  page.on('response', onResponse);
  await visit();
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

/**
 * Opens Employee Timesheets and waits until the screen is whole: the grid's tools, then the detail of the
 * first row with its map, whose library loads only then. Waiting for the network alone is not enough on a
 * busy machine: rendering the grid can leave it quiet for longer than Playwright's idle window before
 * the map asks for its library. Last week: it has entries on any day (the demo seeds only shifts that
 * have ended, so this week has none until Monday afternoon).
 */
async function showTimesheets(page: Page): Promise<void> {
  await page.goto(`/employee-timesheets?week=${lastWeekDay(0)}`);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /^Map of time entry / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

test.describe('Asset budgets', () => {
  test('the sign-in page and Employee Timesheets load their JavaScript within budget, compressed', async ({
    page,
  }) => {
    const signInJs = await javascriptSent(page, async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
    const timesheetsJs = await javascriptSent(page, async () => {
      await signIn(page, USERS.admin.email);
      await showTimesheets(page);
    });
    console.log(
      `JavaScript sent: sign-in ${Math.round(signInJs / KB)} KB, then timesheets ${Math.round(timesheetsJs / KB)} KB`,
    );
    expect(signInJs).toBeGreaterThan(0);
    expect(signInJs).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    expect(signInJs + timesheetsJs).toBeLessThanOrEqual(TIMESHEETS_JS_BUDGET);
  });

  test('a repeat visit asks the server for no hashed asset', async ({ page }) => {
    await signIn(page, USERS.admin.email);
    await showTimesheets(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const assets = new Map<string, string>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!new URL(response.url).pathname.startsWith('/assets/')) return;
      if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
      assets.set(requestId, `${response.status} ${response.url}`);
    });
    await showTimesheets(page);
    const fromServer = [...assets].filter(([id]) => !fromCache.has(id)).map(([, what]) => what);
    expect(assets.size).toBeGreaterThan(0);
    expect(fromServer).toEqual([]);
  });
});
