import { expect, test } from '@playwright/test';
import { signIn, signInByApi } from './support/session.ts';
import {
  chooseRadio,
  detail,
  entryCards,
  gridRows,
  openTimesheets,
  shoot,
  showLastWeek,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

test.describe('Employee Timesheets grid', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.payroll.email);
  });

  test('shows the week by employee, selects the first row and loads its entries', async ({ page }) => {
    await openTimesheets(page);
    const header = page.locator('.ts-grid .ts-grid-head');
    for (const title of ['ID', 'Name', 'Mon', 'Sun', 'Reg', 'OT', 'Total'])
      await expect(header).toContainText(title);
    await expect(gridRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(entryCards(page).first()).toBeVisible();
    await expect(detail(page)).toContainText('Applied filters: No Filter');
    await shoot(page, 'employee-timesheets');
  });

  test('fits Reg, OT and Total beside the docked detail in a 1366 px window', async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(1366);
    await openTimesheets(page);
    for (const view of ['By Employee', 'By Job']) {
      await chooseRadio(page, view);
      await expect(gridRows(page).first()).toContainText(view === 'By Job' ? 'J-' : 'E1');
      await expect(detail(page)).toBeVisible();
      const grid = (await page.locator('.ts-grid').boundingBox())!;
      const panel = (await detail(page).boundingBox())!;
      expect(grid.x + grid.width).toBeLessThanOrEqual(panel.x);
      for (const title of ['Reg', 'OT', 'Total']) {
        const header = page.locator('.ts-grid').getByRole('columnheader', { name: title, exact: true });
        const cell = (await header.boundingBox())!;
        expect(cell.x + cell.width, `${view}: ${title}`).toBeLessThanOrEqual(grid.x + grid.width);
      }
      const body = page.locator('.ts-grid');
      expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth), view).toBeLessThanOrEqual(0);
      // Hours stay on one line, a job's week of hundreds of hours included.
      const total = gridRows(page).first().getByRole('gridcell').last();
      expect((await total.boundingBox())!.height, view).toBeLessThan(45);
    }
    // A long name is cut short, and whole on hover.
    const name = gridRows(page).first().locator('.ts-name');
    expect(await name.getAttribute('title')).toBeTruthy();
  });
});

test.describe('Employee Timesheets filters and highlights', () => {
  test('filters the grid and the detail list, and turns cell colours off per highlight', async ({ page }) => {
    await signInByApi(page, USERS.payroll.email);
    await openTimesheets(page);
    const coloured = page.locator('.ts-grid .ts-status-3').first();
    await expect(coloured).toHaveCSS('background-color', 'rgb(255, 231, 186)');
    await page.getByRole('button', { name: 'Highlights' }).click();
    await page
      .getByLabel('Highlights', { exact: true })
      .getByRole('checkbox', { name: 'Unapproved' })
      .uncheck();
    await expect(coloured).not.toHaveCSS('background-color', 'rgb(255, 231, 186)');
    await page.keyboard.press('Escape');

    // The demo's weeks before last are approved, whatever day of the week the test runs.
    await showLastWeek(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByLabel('Filters', { exact: true });
    await filters.getByRole('checkbox', { name: 'Approved', exact: true }).check();
    await expect(detail(page)).toContainText('Applied filters: Approved');
    // Filters narrow the grid too: no entry is approved and unapproved at once, so no row is left.
    await filters.getByRole('checkbox', { name: 'Unapproved', exact: true }).check();
    await expect(page.locator('.ts-grid')).toContainText('No timesheets found for applied filters.');
    await expect(gridRows(page)).toHaveCount(0);
    await expect(page.getByText('No Timesheet selected')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters' }).click();
    await filters.getByRole('checkbox', { name: 'No Filter' }).check();
    await expect(gridRows(page).first()).toBeVisible();
    await expect(detail(page)).toContainText('Applied filters: No Filter');
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Search').fill('no such person at all');
    await expect(page.locator('.ts-grid')).toContainText('No timesheets found for applied filters.');
    await expect(page.getByText('No Timesheet selected')).toBeVisible();
    await shoot(page, 'employee-timesheets-empty');
  });
});
