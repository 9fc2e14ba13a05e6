import { expect, type Locator, type Page } from '@playwright/test';
import { displayDate } from '@portal/domain';
import { saveScreen } from './screen-shots.ts';
import { lastWeekDay } from './timesheets-api.ts';

/** A screenshot of the screen in docs/screens/, taken only when they are refreshed (UPDATE_SCREENS=1). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.UPDATE_SCREENS) return;
  // A click may have scrolled the page a little to reach an element, and left the pointer on a button:
  // the picture shows the page from the top, nothing hovered.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await saveScreen(page, name);
}

/**
 * Helpers of the Employee Timesheets specs. The screen opens at last week: every day of it has passed
 * and is not yet approved, whatever the day the tests run (on a Monday morning this week is empty).
 */
export async function openTimesheets(page: Page): Promise<void> {
  await page.goto(`/employee-timesheets?week=${lastWeekDay(0)}`);
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue(
    `${displayDate(lastWeekDay(0))} - ${displayDate(lastWeekDay(6))}`,
  );
  await expect(gridRows(page).first()).toBeVisible();
}

/**
 * Opens the screen once, as long as a busy machine needs: the first screen after the server's start
 * waits for its start-up jobs.
 */
export async function firstVisit(page: Page): Promise<void> {
  await page.goto('/employee-timesheets');
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 90_000 });
}

/** Moves a timesheet screen from this week to the one before. */
export async function showLastWeek(page: Page): Promise<void> {
  const week = page.getByLabel('Week', { exact: true });
  const thisWeek = await week.inputValue();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week).not.toHaveValue(thisWeek);
}

/** The week grids' rows (virtual: only those in view are in the page). */
export function gridRows(page: Page): Locator {
  return page.locator('.ts-grid .ts-row');
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

/** Drags a swap card's clock-in (or clock-out) panel onto another's, and drops it once it shows as the target. */
export async function dragPanel(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await expect(page.locator('.ts-swap-over')).toHaveCount(1);
  await page.mouse.up();
}

/**
 * Moves the detail's two-day range until it shows this date: back to the week's start first (the
 * detail opens at its row's first day with an entry), then forward.
 */
export async function showDetailDay(scope: Locator, date: string): Promise<void> {
  const [, m, d] = date.split('-');
  const range = scope.getByLabel('Detail range');
  const shows = async () => (await range.textContent())?.includes(`${m}/${d}`) ?? false;
  const back = scope.getByRole('button', { name: 'Previous days' });
  for (let i = 0; i < 4 && !(await shows()) && (await back.isEnabled()); i++) {
    const before = await range.textContent();
    await back.click();
    await expect(range).not.toHaveText(before ?? '');
  }
  for (let i = 0; i < 4 && !(await shows()); i++) {
    const before = await range.textContent();
    await scope.getByRole('button', { name: 'Next days' }).click();
    await expect(range).not.toHaveText(before ?? '');
  }
  await expect(range).toContainText(`${m}/${d}`);
}
