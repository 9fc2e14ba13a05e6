import { expect, test, type Page } from '@playwright/test';
import { SYNC_MSG } from '@portal/contracts/sync';
import { signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

/** The simulator the e2e server starts (apps/web/e2e/serve.mjs): the portal's port + 1000 by default. */
const simulatorPort = process.env.E2E_SIMULATOR_PORT ?? String(Number(process.env.E2E_PORT ?? '8181') + 1000);
const SIMULATOR = `http://127.0.0.1:${simulatorPort}`;

async function setSimulator(page: Page, switches: object) {
  const res = await page.request.put(`${SIMULATOR}/__simulator/switches`, { data: switches });
  expect(res.status()).toBe(204);
}

const syncNow = (page: Page) => page.getByRole('button', { name: 'Sync Now' });
const checkStatus = (page: Page) => page.getByRole('button', { name: 'Check Sync Status' });
const statusDialog = (page: Page) => page.getByRole('dialog', { name: 'Sync Status' });
const partRow = (page: Page, part: string) =>
  statusDialog(page).getByRole('row', { name: new RegExp(`^${part}`) });

test.describe('Sync with CMiC and Star Builder', () => {
  test.beforeEach(async ({ page }) => {
    await setSimulator(page, {});
    await signInByApi(page, USERS.admin.email);
    await page.goto('/settings');
  });
  test.afterEach(({ page }) => setSimulator(page, {}));

  test('Sync Now shows the message and the last sync in Settings', async ({ page }) => {
    await syncNow(page).click();
    await expect(page.getByText(SYNC_MSG.completed)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Last sync: \d\d\/\d\d \d{1,2}:\d\d [ap]m/)).toBeVisible();
    await checkStatus(page).click();
    await expect(statusDialog(page).getByText('Completed', { exact: true })).toBeVisible();
    await expect(statusDialog(page).getByText('Manual')).toBeVisible();
    await expect(partRow(page, 'Active Employees')).toContainText('Success');
    await expect(partRow(page, 'Jobs')).toContainText(/Success\s*26/);
  });

  test('Check Sync Status shows a sync in progress, then completed', async ({ page }) => {
    await setSimulator(page, { employees: { delayMs: 2_500 } });
    await syncNow(page).click();
    await checkStatus(page).click();
    await expect(statusDialog(page).getByText('Inprogress', { exact: true })).toBeVisible();
    await expect(partRow(page, 'Jobs')).toContainText('Yet to Sync');
    await expect(statusDialog(page).getByRole('columnheader', { name: 'Count' })).toHaveCount(0);
    await expect(statusDialog(page).getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(statusDialog(page).getByRole('columnheader', { name: 'Count' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(SYNC_MSG.completed)).toBeVisible();
  });

  test('a failed part shows a warning with the message, and why in the status', async ({ page }) => {
    await setSimulator(page, { jobs: { fail: 'http-500' } });
    await syncNow(page).click();
    await expect(page.getByText(SYNC_MSG.partsFailed(['Jobs']))).toBeVisible({ timeout: 20_000 });
    await checkStatus(page).click();
    await expect(partRow(page, 'Jobs')).toContainText('Failed');
    await expect(
      statusDialog(page).getByText(/CMiC jobs, page 1: the server answered HTTP 500/),
    ).toBeVisible();
  });
});
