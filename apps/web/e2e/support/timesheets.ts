import { expect, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './screen-shots.ts';

/** A screenshot of the screen in docs/screens/, taken only when they are refreshed (UPDATE_SCREENS=1). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.UPDATE_SCREENS) return;
  // A click may have scrolled the page a little to reach an element, and left the pointer on a button:
  // the picture shows the page from the top, nothing hovered.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await saveScreen(page, name);
}

/** Helpers of the Employee Timesheets specs. */
export async function openTimesheets(page: Page): Promise<void> {
  await page.goto('/employee-timesheets');
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 20_000 });
  await expect(gridRows(page).first()).toBeVisible();
}

export function gridRows(page: Page): Locator {
  return page.locator('.ts-grid .ant-table-tbody .ant-table-row');
}

export function detail(page: Page): Locator {
  return page.getByLabel('Timesheet detail', { exact: true });
}

export function entryCards(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: page.getByLabel('Hours') });
}

/** Searches the grid (it is virtual: only rows in view exist), clicks the row and waits for its detail. */
export async function selectRow(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder('Search').fill(name);
  await gridRows(page).filter({ hasText: name }).first().click();
  await expect(detail(page).locator('.ts-detail-title')).toContainText(name);
}

/** Picks a date-time in an Ant Design picker by typing it and pressing Ok. */
export async function typeDateTime(picker: Locator, value: string): Promise<void> {
  await picker.click();
  await picker.fill(value);
  await picker.press('Enter');
}

/** The toolbar's Export button (the detail's Pop out button also carries an export icon). */
export function exportButton(page: Page): Locator {
  return page.getByRole('button', { name: /Export$/ });
}

/** Clicks an option of an Ant Design button-style radio group (its input is hidden). */
export async function chooseRadio(scope: Page | Locator, name: string): Promise<void> {
  await scope.locator('label.ant-radio-button-wrapper').filter({ hasText: name }).click();
}
