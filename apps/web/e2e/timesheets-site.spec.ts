import { expect, test, type Page } from '@playwright/test';
import { chooseIn, dropdownOf } from './support/antd-select.ts';
import { signInByApi } from './support/session.ts';
import { firstVisit, gridRows, openTimesheets } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

const CODE = 'E1002';

/** Shows the grid of one site and searches it for the employee; their row, if any. */
async function rowAtSite(page: Page, site: string) {
  await chooseIn(page, page.getByRole('combobox', { name: 'Site' }), site);
  await page.getByPlaceholder('Search').fill(CODE);
  return gridRows(page).filter({ hasText: CODE });
}

/** Switches the employee's site on Employees, confirming the question it asks. */
async function switchSite(page: Page, site: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees' }).click();
  const list = page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
  // The list of 80 can be slow to come on a busy machine.
  await expect(list.locator('.ant-table-row').filter({ hasText: CODE })).toBeVisible({ timeout: 60_000 });
  await list.locator('.ant-table-row').filter({ hasText: CODE }).click();
  const detail = page.locator('.ant-card').filter({ hasText: 'Employee Detail' });
  await expect(detail).toContainText(CODE);
  // The switch asks before it changes anything, so the Select shows the new site only once confirmed.
  const combobox = detail.getByRole('combobox', { name: 'Site' });
  await combobox.click();
  await (await dropdownOf(page, combobox)).getByTitle(site, { exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to switch site?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(list.locator('.ant-table-row').filter({ hasText: CODE })).toContainText(site);
}

// Three screens and two site switches on a machine that may be busy.
test.describe.configure({ timeout: 300_000 });

test("an employee's move to another site leaves last week's hours at the site they were worked at", async ({
  page,
}) => {
  await signInByApi(page, USERS.admin.email);
  await firstVisit(page);
  // Maria Lopez (E1002) of Trenton Shop worked last week on Trenton Shop's job.
  await openTimesheets(page);
  const before = await rowAtSite(page, 'Trenton Shop');
  await expect(before).toHaveCount(1);
  const total = await before.getByRole('gridcell').last().innerText();

  await switchSite(page, 'Philadelphia North');
  try {
    await openTimesheets(page);
    const after = await rowAtSite(page, 'Trenton Shop');
    await expect(after).toHaveCount(1);
    await expect(after.getByRole('gridcell').last()).toHaveText(total);
    await rowAtSite(page, 'Philadelphia North');
    await expect(page.locator('.ts-grid')).toContainText('No timesheets found');
  } finally {
    await switchSite(page, 'Trenton Shop');
  }
});
