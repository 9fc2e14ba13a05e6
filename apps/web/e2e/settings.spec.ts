import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PERMISSIONS, type AuthUser, type Envelope } from '@portal/contracts';
import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { SETTINGS_MSG } from '@portal/contracts/settings';
import { adminApi } from './support/admin-api.ts';
import { openMailbox } from './support/mailbox.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { formItem, mainMenu, signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const PANELS = [
  'Shift Setting',
  'Rounding',
  'Punch Validation',
  'Time Entry Flags',
  'SMTP Configuration',
  'Database',
];

const gps = (page: Page) => page.getByLabel('GPS Distance Threshold', { exact: true });
const update = (page: Page) => page.getByRole('button', { name: 'Update Settings' }).click();

test.describe('Settings as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await page.goto('/settings');
    await expect(gps(page)).toHaveValue('3.0', { timeout: 20_000 });
  });

  test('shows every panel with the stored values and the database', async ({ page }) => {
    for (const panel of PANELS) {
      await expect(page.locator('.ant-card-head-title', { hasText: new RegExp(`^${panel}$`) })).toBeVisible();
    }
    await expect(page.getByLabel('Normal Work Week', { exact: true })).toHaveValue('40:00:00');
    await expect(page.getByLabel('Break Time', { exact: true })).toHaveValue('00:30:00');
    await expect(page.getByLabel('SMTP Port', { exact: true })).toHaveValue('587');
    await expect(page.getByLabel('Sync Schedule', { exact: true })).toHaveValue('12:00PM, 07:00PM');
    await expect(formItem(page, 'Company Time Zone')).toContainText('America/New_York');
    const database = page.locator('.ant-card').filter({ hasText: 'Download backup' });
    await expect(database).toContainText('SQLite (embedded)');
    await expect(database).toContainText(/\d+(\.\d)? (bytes|KB|MB|GB)/);
  });

  test('refuses a negative GPS distance with the spec’s message', async ({ page }) => {
    let saved = false;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/v1/setting/')) saved = true;
    });
    await gps(page).fill('-1');
    await update(page);
    await expect(formItem(page, 'GPS Distance Threshold')).toContainText(SETTINGS_MSG.gps);
    expect(saved).toBe(false);
  });

  test('updates a setting, which is still there after a reload', async ({ page, request }) => {
    await gps(page).fill('2.5');
    await update(page);
    await expect(page.getByText(SETTINGS_MSG.updated)).toBeVisible();
    await page.reload();
    await expect(gps(page)).toHaveValue('2.5');
    expect((await (await adminApi(request)).settings()).gps_distance_threshold).toBe(2.5);

    await gps(page).fill('3.0');
    const back = page.waitForResponse(
      (r) => r.url().includes('/api/v1/setting/') && r.request().method() === 'PUT',
    );
    await update(page);
    expect((await back).ok()).toBe(true);
  });

  test('sends a test mail and shows the server’s message', async ({ page }) => {
    const mailbox = await openMailbox();
    try {
      await page.getByRole('button', { name: 'Send test mail' }).click();
      await expect(page.getByText(SETTINGS_MSG.testMailSent(USERS.admin.email))).toBeVisible();
      const mail = await mailbox.waitFor(USERS.admin.email);
      expect(mail.raw).toContain('Test mail from the time portal');
    } finally {
      await mailbox.close();
    }
  });

  test('downloads a backup of the SQLite database', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^portal-backup-\d{4}-\d{2}-\d{2}\.sqlite$/);
    const head = fs
      .readFileSync((await file.path())!)
      .subarray(0, 15)
      .toString('latin1');
    expect(head).toBe('SQLite format 3');
  });
});

test('payroll has no Settings screen', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await page.goto('/settings');
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('screenshots of Settings', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await signInByApi(page, USERS.admin.email);
  await page.goto('/settings');
  await expect(gps(page)).toHaveValue('3.0');
  await expect(page.getByText('SQLite (embedded)')).toBeVisible();
  await saveScreen(page, 'settings');
  await page.getByText('SQLite (embedded)').scrollIntoViewIfNeeded();
  await saveScreen(page, 'settings-smtp-database');
  await gps(page).fill('-1');
  await page.getByLabel('Normal Work Week', { exact: true }).fill('');
  await update(page);
  await expect(formItem(page, 'GPS Distance Threshold')).toContainText(SETTINGS_MSG.gps);
  await saveScreen(page, 'settings-errors');

  // The Payroll Files card as the demo has it, then emptied and with a create time QuickBooks never gives.
  await page.reload();
  const createTime = page.getByLabel('QuickBooks Company Create Time', { exact: true });
  await createTime.scrollIntoViewIfNeeded();
  await expect(createTime).not.toHaveValue('');
  await saveScreen(page, 'settings-payroll-files');
  for (const label of ['ADP Company Code', 'Paychex Client ID', 'QuickBooks Company Name'])
    await page.getByLabel(label, { exact: true }).fill('');
  await createTime.fill('11/27/2007');
  await update(page);
  await expect(formItem(page, 'QuickBooks Company Create Time')).toContainText(
    PAYROLL_MSG.quickbooksCompanyCreateTime,
  );
  await createTime.scrollIntoViewIfNeeded();
  await saveScreen(page, 'settings-payroll-files-errors');

  // Only the Administrator has Settings in the seed: a read-only session is made by dropping the write.
  await page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<AuthUser>;
    const permissions = { ...body.data.permissions, Settings: [PERMISSIONS.Settings.read] };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, permissions } } });
  });
  await page.reload();
  await expect(gps(page)).toBeDisabled();
  await saveScreen(page, 'settings-read-only', true);
});
