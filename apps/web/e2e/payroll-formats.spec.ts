import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import { expect, test, type Page } from '@playwright/test';
import { PAYROLL_FORMAT_LABELS, PAYROLL_MSG, type PayrollFormat } from '@portal/contracts/payroll-formats';
import { addDays } from '@portal/domain';
import { signInByApi } from './support/session.ts';
import { thisWeek } from './support/timesheets-api.ts';
import { exportButton, gridRows, shoot, showLastWeek } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** The first line of each format's file and the name it is saved under, for the week starting `start`. */
const EXPECTED: Record<PayrollFormat, { name: (start: string) => RegExp; header: string }> = {
  txt: {
    name: (start) => new RegExp(`^${start} Time Sheet Export\\.txt$`),
    header: 'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS',
  },
  adp: { name: () => /^EPISCI[0-9A-Z]{2}\.csv$/, header: 'Co Code,Batch ID,File #,Reg Hours,O/T Hours' },
  paychex: {
    name: (start) => new RegExp(`^${start} Paychex SPI\\.csv$`),
    header: 'Client ID,Worker ID,Org,Job Number,Pay Component,Rate,Rate Number,Hours,Units,Line Date',
  },
  quickbooks: {
    name: (start) => new RegExp(`^${start} QuickBooks Time\\.iif$`),
    header: '!TIMERHDR\tVER\tREL\tCOMPANYNAME',
  },
};

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Payroll Export' });

// Four exports of a demo week, each read back: more than the default test time on a busy machine.
test.describe.configure({ timeout: 240_000 });
/** The first load of a screen (its code, the demo's weeks) can take long on a busy machine. */
const FIRST_LOAD = { timeout: 90_000 };
/** A server answer on a busy machine. */
const ANSWER = { timeout: 30_000 };

test('picks each payroll format in the Export dialog and downloads its file with control totals', async ({
  page,
}) => {
  await signInByApi(page, USERS.payroll.email);
  await page.goto('/employee-timesheets');
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible(FIRST_LOAD);
  await showLastWeek(page);
  await expect(gridRows(page).first()).toBeVisible(FIRST_LOAD);
  // Two weeks back: a week the demo's payroll has approved.
  await page.getByRole('button', { name: 'Previous week' }).click();
  const start = addDays(thisWeek().start, -14);
  await exportButton(page).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('radio', { name: PAYROLL_FORMAT_LABELS.txt })).toBeChecked();

  const totals: string[] = [];
  for (const format of ['txt', 'adp', 'paychex', 'quickbooks'] as const) {
    await dialog.getByText(PAYROLL_FORMAT_LABELS[format], { exact: true }).click();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /Export$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(EXPECTED[format].name(start));
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith(EXPECTED[format].header)).toBe(true);
    expect(text.split('\r\n').filter((l) => l !== '').length).toBeGreaterThan(2);
    const table = dialog.locator('.ant-descriptions');
    await expect(table).toContainText(`Control totals of ${download.suggestedFilename()}`, ANSWER);
    // The toast names the file's format; its totals count the file's own lines (an ADP batch: one an employee).
    await expect(page.getByText(PAYROLL_MSG.exported(dayjs(start).format('MM/DD/YY'), format))).toBeVisible();
    if (format !== 'quickbooks') {
      const rows = text.split('\r\n').filter((l) => l !== '').length - 1;
      await expect(table.getByRole('row', { name: /^Lines/ })).toHaveText(`Lines${rows}`);
    }
    totals.push((await table.locator('td').allInnerTexts()).slice(2).join(' '));
    if (format === 'adp') await shoot(page, 'export-formats');
  }
  // Every file is the same week: the same hours, whichever the format.
  expect(new Set(totals).size).toBe(1);
  expect(totals[0]).toMatch(/^\d+\.\d{2} \d+\.\d{2} \d+\.\d{2}$/);
});

test('keeps the ADP company code and Paychex client ID in Settings, and each ADP file number on the employee', async ({
  page,
}) => {
  await signInByApi(page, USERS.admin.email);
  await page.goto('/settings');
  const panel = page.locator('.ant-card').filter({ hasText: 'Payroll Files' });
  const code = panel.getByLabel('ADP Company Code');
  await expect(code).toHaveValue('SCI', FIRST_LOAD);
  await expect(panel.getByLabel('Paychex Client ID')).toHaveValue('70125544');
  await code.fill('S!');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(panel.getByText(PAYROLL_MSG.adpCompanyCode)).toBeVisible(ANSWER);
  await code.fill('SCI');
  await expect(panel.getByText(PAYROLL_MSG.adpCompanyCode)).toHaveCount(0);

  await page.goto('/employees');
  const detail = page.locator('.ant-card').filter({ hasText: 'Employee Detail' });
  const fileNumber = detail.getByLabel('ADP File #');
  await expect(fileNumber).toHaveValue('100101', FIRST_LOAD);
  const save = detail.getByRole('button', { name: 'Save' });
  await fileNumber.fill('12x');
  await save.click();
  await expect(detail.getByText(PAYROLL_MSG.adpFileNumber)).toBeVisible(ANSWER);
  // E1002's number: refused, naming whose it is.
  await fileNumber.fill('100102');
  await save.click();
  await expect(detail.getByText(/^This ADP file number is already .+ \(E1002\)'s\.$/)).toBeVisible(ANSWER);
  await fileNumber.fill('4711');
  await save.click();
  await expect(fileNumber).toHaveValue('004711', ANSWER);
  await expect(page.getByText(PAYROLL_MSG.adpFileNumberSaved)).toBeVisible();
  // Back to the demo's number, so the ADP file of the demo weeks stays complete.
  await fileNumber.fill('100101');
  await save.click();
  await expect(fileNumber).toHaveValue('100101', ANSWER);
});
