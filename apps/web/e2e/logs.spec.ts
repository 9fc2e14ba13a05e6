import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_MSG } from '@portal/contracts/audit-logs';
import { addDays, localDate, weekOfDate } from '@portal/domain';
import { chooseIn } from './support/antd-select.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const ZONE = 'America/New_York';
const week = (page: Page) => page.getByRole('textbox', { name: 'Week', exact: true });
const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const mmddyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;

test.describe('Logs & Auditing as the administrator', () => {
  const current = weekOfDate(localDate(Date.now(), ZONE));

  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await page.goto('/logs_auditing');
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  });

  test('shows this week’s rows and the full description of the selected one', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Logs & Auditing' })).toBeVisible();
    await expect(week(page)).toHaveValue(`${mmddyy(current.start)} - ${mmddyy(current.end)}`);
    await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
    for (const column of ['Date and Time', 'User', 'Action', 'Description']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const login = rows(page).filter({ hasText: 'Login' }).filter({ hasText: USERS.admin.name }).first();
    await expect(login).toBeVisible();
    await expect(login).toContainText(/\d{2}\/\d{2}\/\d{2} \d{1,2}:\d{2} (am|pm)/);
    await login.click();
    await expect(page.locator('.ant-card').filter({ hasText: 'Description' })).toContainText(
      `${USERS.admin.name} signed in`,
    );
  });

  test('searches the loaded rows', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search logs' }).fill('signed in');
    await expect(rows(page).filter({ hasNotText: /signed in/i })).toHaveCount(0);
    await expect(rows(page).first()).toContainText('signed in');
    await page.getByRole('searchbox', { name: 'Search logs' }).fill('no row says this');
    await expect(page.getByText('No Logs found')).toBeVisible();
  });

  test('exports the week as CSV', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${current.start} Logs Export.csv`);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Date and Time,User,Action,Description');
    expect(csv).toContain(`${USERS.admin.name} signed in`);
    await expect(page.getByText(AUDIT_MSG.exported(mmddyy(current.start)))).toBeVisible();
  });

  test('exports the week as XLSX', async ({ page }) => {
    await chooseIn(page, page.getByRole('combobox', { name: 'Export format' }), 'XLSX');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${current.start} Logs Export.xlsx`);
    // An XLSX file is a zip archive holding the sheet.
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes('xl/worksheets/sheet1.xml')).toBe(true);
    await expect(page.getByText(AUDIT_MSG.exported(mmddyy(current.start)))).toBeVisible();
  });

  test('moves by weeks; an empty week shows No Logs found and exports nothing', async ({ page }) => {
    for (let i = 0; i < 10; i += 1) await page.getByRole('button', { name: 'Previous week' }).click();
    const start = addDays(current.start, -70);
    await expect(week(page)).toHaveValue(`${mmddyy(start)} - ${mmddyy(addDays(start, 6))}`);
    await expect(page.getByText('No Logs found')).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText(AUDIT_MSG.noData)).toBeVisible();

    await expect(page.getByRole('button', { name: 'Next week' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(week(page)).toHaveValue(`${mmddyy(addDays(start, 7))} - ${mmddyy(addDays(start, 13))}`);
  });
});

test('payroll reads the logs without Export', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await page.goto('/logs_auditing');
  await expect(rows(page).filter({ hasText: USERS.payroll.name }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
});

test('screenshots of Logs & Auditing', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await signInByApi(page, USERS.admin.email);
  await page.goto('/logs_auditing');
  const login = rows(page).filter({ hasText: 'Login' }).first();
  await login.click();
  await saveScreen(page, 'logs', true);
  await page.setViewportSize({ width: 390, height: 760 });
  await saveScreen(page, 'logs-phone');
  await page.setViewportSize({ width: 1366, height: 768 });
  for (let i = 0; i < 8; i += 1) await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByText('No Logs found')).toBeVisible();
  await saveScreen(page, 'logs-empty');
});
