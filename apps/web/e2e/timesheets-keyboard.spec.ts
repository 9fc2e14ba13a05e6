import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from './support/session.ts';
import {
  firstLevelGrid,
  firstLevelRows,
  openSubTimesheets,
  subList,
  subListRows,
} from './support/subcontractor-timesheets.ts';
import {
  detail,
  exportButton,
  firstVisit,
  gridRows,
  openTimesheets,
  showLastWeek,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** What has the focus: a grid row's first cell's text, or the element's tag and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    if (el.matches('[role="row"]')) return `row ${el.querySelector('[role="gridcell"]')?.textContent ?? ''}`;
    return `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}`;
  });

/** Presses Tab until a row of `grid` has the focus, and fails if the detail panel takes it first. */
async function tabIntoGrid(page: Page, grid: Locator): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    if (await grid.locator('[role="row"]:focus').count()) return;
    expect(await detail(page).locator(':focus').count(), 'the detail took the focus first').toBe(0);
  }
  throw new Error(`Tab never reached the grid: the focus is on ${await focused(page)}`);
}

const rowCode = (row: Locator) => row.getByRole('gridcell').first().innerText();

test.describe('The timesheet grids by keyboard', () => {
  test('Employee Timesheets: Tab reaches the grid, arrows move, Enter and Space select; the map is passed by', async ({
    page,
  }) => {
    // The first screen after the server's start may wait for its start-up jobs.
    test.slow();
    await signInByApi(page, USERS.payroll.email);
    await firstVisit(page);
    await openTimesheets(page);
    const grid = page.getByRole('grid', { name: 'Timesheets' });
    await exportButton(page).focus();
    await tabIntoGrid(page, grid);
    // The grid's tab stop is the selected row.
    const rows = gridRows(page);
    await expect(rows.first()).toBeFocused();
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    // Moving is not choosing: the first row stays selected until Enter.
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(detail(page).locator('.ts-detail-title')).toContainText(await rowCode(rows.nth(1)));

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(rows.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(detail(page).locator('.ts-detail-title')).toContainText(await rowCode(rows.nth(2)));
    await page.keyboard.press('ArrowUp');
    await expect(rows.nth(1)).toBeFocused();

    // End goes to the last row, scrolled into view; Home back to the first.
    await page.keyboard.press('End');
    const last = grid.locator('[role="row"]:focus');
    await expect(last).toBeInViewport();
    expect(Number(await last.getAttribute('aria-rowindex'))).toBe(
      Number(await grid.getAttribute('aria-rowcount')),
    );
    await page.keyboard.press('Home');
    await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeFocused();

    // Onwards from the grid, Tab goes through the detail's controls and never into a map: no zoom
    // button, point or credit link is a stop, and the credits open beside the portal.
    await expect(page.getByRole('region', { name: /^Map of time entry / }).first()).toBeVisible();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.locator('.leaflet-container :focus, .leaflet-container:focus').count(),
        await focused(page),
      ).toBe(0);
    }
    for (const link of await page.locator('.leaflet-container a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('tabindex', '-1');
    }
  });

  test('Sub Contractor Timesheets: the first-level grid and the sub list by keyboard', async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await openSubTimesheets(page);
    await showLastWeek(page);
    await expect(firstLevelRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Highlights' }).focus();
    await tabIntoGrid(page, firstLevelGrid(page));
    await expect(firstLevelRows(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const second = firstLevelRows(page).nth(1);
    await expect(second).toBeFocused();
    const company = (await second.locator('.ts-name').innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(subList(page)).toContainText(company);

    // The sub list is the next stop: its selected row, then the arrows and Space.
    const subGrid = subList(page).getByRole('grid');
    await tabIntoGrid(page, subGrid);
    await expect(subListRows(page).first()).toBeFocused();
    if ((await subListRows(page).count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(subListRows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(detail(page).locator('.ts-detail-title')).toContainText(
        (await subListRows(page).nth(1).locator('.ts-name').innerText()).trim(),
      );
    }
  });
});
