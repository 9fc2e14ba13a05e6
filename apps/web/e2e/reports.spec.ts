import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_MSG } from '@portal/contracts/reports';
import { chooseIn } from './support/antd-select.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Report' });

/** Report by is typed into first: its dropdown lists only the options in view. */
async function choose(page: Page, label: string, option: string) {
  if (label === 'Report by') await select(page, label).fill(option);
  await chooseIn(page, select(page, label), option);
}

/** Generates the report and answers the downloaded file's name and text. */
async function download(page: Page): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await generateButton(page).click();
  const file = await started;
  const name = file.suggestedFilename();
  await expect(page.getByText(REPORT_MSG.generated(name))).toBeVisible();
  return { name, text: fs.readFileSync((await file.path())!, 'latin1') };
}

test.describe('Reports as payroll', () => {
  test.setTimeout(90_000);
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.payroll.email);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  });

  test('enables Generate Report only with a Report by, always for sub contractor', async ({ page }) => {
    await expect(generateButton(page)).toBeDisabled();
    await choose(page, 'Report by', 'By Employee');
    await expect(generateButton(page)).toBeEnabled();
    await choose(page, 'Report type', 'Employees');
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByLabel('Date range')).toHaveCount(0);
    await choose(page, 'Report type', 'Sub contractor');
    await expect(generateButton(page)).toBeEnabled();
    await expect(select(page, 'Job code')).toBeVisible();
    await expect(select(page, 'Sub contractor company')).toBeVisible();
    await expect(select(page, 'Site')).toHaveCount(0);
  });

  test('picks a whole week for weekly entries and disables the dates for quarterly totals', async ({
    page,
  }) => {
    await choose(page, 'Report by', 'Weekly Entries');
    await expect(page.getByRole('textbox', { name: 'Week', exact: true })).toHaveValue(
      /^\d{2}\/\d{2}\/\d{2} - \d{2}\/\d{2}\/\d{2}$/,
    );
    await choose(page, 'Report by', 'Employee Totals 1Q');
    const year = new Date().getFullYear() % 100;
    await expect(page.locator('.ant-picker-disabled input').first()).toHaveValue(`01/01/${year}`);
    await expect(page.locator('.ant-picker-disabled input').last()).toHaveValue(`03/31/${year}`);
  });

  test('downloads a timesheet report by employee as CSV', async ({ page }) => {
    await choose(page, 'Report by', 'By Employee');
    await page.getByText('CSV', { exact: true }).click();
    const { name, text } = await download(page);
    expect(name).toMatch(/^Timesheet Report by Employee \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.split(/\r\n/)[0]).toContain('ID,Employee,Week of,Mon,Tue');
    await saveScreenIfAsked(page, 'reports-timesheets');
  });

  test('downloads the employee list as PDF and the job list as XLSX', async ({ page }) => {
    await choose(page, 'Report type', 'Employees');
    await choose(page, 'Report by', 'By Name');
    const employees = await download(page);
    expect(employees.name).toMatch(/^Employee Report by Name \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(employees.text.startsWith('%PDF-')).toBe(true);
    await choose(page, 'Report type', 'Jobs');
    await choose(page, 'Report by', 'By ID');
    await page.getByText('XLSX', { exact: true }).click();
    const jobs = await download(page);
    expect(jobs.name).toMatch(/^Job Report by ID \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(jobs.text.startsWith('PK')).toBe(true);
  });

  test('downloads the sub-contractor punch report, or says it has no data', async ({ page }) => {
    await choose(page, 'Report type', 'Sub contractor');
    const noData = page.getByText(REPORT_MSG.noData);
    const started = page.waitForEvent('download');
    await generateButton(page).click();
    // The demo's last week may or may not hold sub-contractor time: either answer is right.
    const file = await Promise.race([started, noData.waitFor().then(() => null)]);
    if (file) {
      expect(file.suggestedFilename()).toMatch(/^Sub Contractor Report .*\.pdf$/);
      await expect(page.getByText(REPORT_MSG.generated(file.suggestedFilename()))).toBeVisible();
    }
  });

  test('fills the job code and sub-contractor company pickers without the Job and company modules', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await choose(page, 'Report type', 'Sub contractor');
    await chooseIn(page, select(page, 'Job code'), /^(?!All jobs$)\S+ \S/);
    await chooseIn(page, select(page, 'Sub contractor company'), /^(?!All companies$)/);
    const noData = page.getByText(REPORT_MSG.noData);
    const started = page.waitForEvent('download');
    await generateButton(page).click();
    // One job and one company in last week: either answer is right, an error is not.
    const file = await Promise.race([started, noData.waitFor().then(() => null)]);
    if (file) expect(file.suggestedFilename()).toMatch(/^Sub Contractor Report .*\.pdf$/);
    expect(refused).toEqual([]);
  });

  test('says when the range has nothing in it', async ({ page }) => {
    await choose(page, 'Report by', 'Manual Entries');
    const range = page.getByLabel('Date range');
    await range.first().click();
    await range.first().fill('01/05/15');
    await range.last().click();
    await range.last().fill('01/09/15');
    await range.last().press('Enter');
    await generateButton(page).click();
    await expect(page.getByText(REPORT_MSG.noData)).toBeVisible();
  });
});

async function saveScreenIfAsked(page: Page, name: string) {
  if (process.env.UPDATE_SCREENS) await saveScreen(page, name);
}

test.describe('Reports screen shots', () => {
  skipUnlessUpdatingScreens();
  test('the form for sub contractor', async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await page.goto('/reports');
    await choose(page, 'Report type', 'Sub contractor');
    await choose(page, 'Report by', 'By Employee');
    await saveScreen(page, 'reports-subcontractor');
  });
});
