import { expect, test, type Page } from '@playwright/test';
import { chooseIn } from './support/antd-select.ts';
import { signInByApi } from './support/session.ts';
import {
  firstLevelGrid,
  firstLevelRows,
  openSubTimesheets,
  subListRows,
} from './support/subcontractor-timesheets.ts';
import {
  chooseRadio,
  detail,
  firstVisit,
  gridRows,
  openTimesheets,
  showLastWeek,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

const weekBox = (page: Page) => page.getByLabel('Week', { exact: true });
const siteBox = (page: Page) =>
  page.locator('.ts-toolbar .ant-select').filter({ has: page.getByRole('combobox', { name: 'Site' }) });
const checkedView = (page: Page) => page.locator('.ts-toolbar .ant-radio-button-wrapper-checked');
const selectedRow = (page: Page) => page.locator('.ts-grid .ts-row[aria-selected="true"]').first();

test.describe('The timesheet screens keep their place in the address', () => {
  test('Employee Timesheets: week, site, view and row survive a reload and a shared link; Back and Forward step', async ({
    page,
    browser,
  }) => {
    // Reloads, a second browser and Back and Forward: several screens' worth of waiting.
    test.slow();
    await signInByApi(page, USERS.payroll.email);
    await firstVisit(page);
    // The screen opens at this week; openTimesheets moves it to last week, a step of the history.
    await page.goto('/employee-timesheets');
    const thisWeek = await weekBox(page).inputValue();
    await openTimesheets(page);
    const lastWeek = await weekBox(page).inputValue();
    expect(lastWeek).not.toBe(thisWeek);
    await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
    await chooseIn(page, page.getByRole('combobox', { name: 'Site' }), 'Trenton Shop');
    await expect(page).toHaveURL(/[?&]site=\d+/);
    await chooseRadio(page, 'By Job');
    await expect(page).toHaveURL(/[?&]view=job/);
    await expect(gridRows(page).nth(1)).toBeVisible();
    await gridRows(page).nth(1).click();
    const job = (await gridRows(page).nth(1).locator('.ts-name').innerText()).trim();
    await expect(detail(page).locator('.ts-detail-title')).toContainText(job);
    await expect(page).toHaveURL(/[?&]row=\d+/);

    const expectPlace = async (p: Page) => {
      // A page loaded anew waits for its code and the grid, as openTimesheets does.
      await expect(p.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 20_000 });
      await expect(weekBox(p)).toHaveValue(lastWeek);
      await expect(siteBox(p)).toContainText('Trenton Shop');
      await expect(checkedView(p)).toHaveText('By Job');
      await expect(selectedRow(p)).toContainText(job);
      await expect(detail(p).locator('.ts-detail-title')).toContainText(job);
    };
    await page.reload();
    await expectPlace(page);

    // A link shared with a colleague opens the same place.
    const shared = page.url();
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const colleague = await context.newPage();
    await colleague.goto(shared);
    await expectPlace(colleague);
    await context.close();

    // Back steps through the views, sites and weeks seen; Forward comes back.
    await page.goBack();
    await expect(checkedView(page)).toHaveText('By Employee');
    await expect(siteBox(page)).toContainText('Trenton Shop');
    await page.goBack();
    await expect(siteBox(page)).toContainText('All');
    await expect(weekBox(page)).toHaveValue(lastWeek);
    await page.goBack();
    await expect(weekBox(page)).toHaveValue(thisWeek);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expectPlace(page);
  });

  test('Sub Contractor Timesheets: the row and the sub list row survive a reload', async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await openSubTimesheets(page);
    await showLastWeek(page);
    await chooseRadio(page, 'By Job');
    await expect(page).toHaveURL(/[?&]view=job/);
    // A job other than the first, worked by two companies or more: the second company is then a
    // choice of the clerk's, not the sub list's first row.
    // The view's rows have come and the screen has chosen its first one: a click before then is undone.
    await expect(firstLevelGrid(page).getByRole('columnheader', { name: 'Job', exact: true })).toBeVisible();
    await expect(firstLevelRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(firstLevelRows(page).nth(1)).toBeVisible();
    let job = '';
    for (let i = 1; i < (await firstLevelRows(page).count()); i++) {
      // The row drawn at place i (rows are placed by their index, not by their order in the page).
      const row = firstLevelRows(page).and(page.locator(`[data-index="${i}"]`));
      await row.click();
      await expect(row).toHaveAttribute('aria-selected', 'true');
      await expect(subListRows(page).first()).toBeVisible();
      job = (await row.locator('.ts-name').getAttribute('title')) ?? '';
      if ((await subListRows(page).count()) > 1) break;
    }
    // A name read in the middle of a redraw would be empty and match every row afterwards.
    expect(job).not.toBe('');
    const sub = subListRows(page).nth(1);
    const company = ((await sub.locator('.ts-name').textContent()) ?? '').trim();
    await sub.click();
    await expect(page).toHaveURL(/[?&]row=\d+&sub=\d+/);
    const lastWeek = await weekBox(page).inputValue();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sub Contractor Timesheets' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(weekBox(page)).toHaveValue(lastWeek);
    await expect(checkedView(page)).toHaveText('By Job');
    await expect(firstLevelRows(page).filter({ hasText: job })).toHaveAttribute('aria-selected', 'true');
    await expect(subListRows(page).filter({ hasText: company })).toHaveAttribute('aria-selected', 'true');
    await expect(detail(page).locator('.ts-detail-title')).toContainText(company);
  });
});
