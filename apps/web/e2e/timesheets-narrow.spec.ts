import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './support/screen-shots.ts';
import { signInByApi } from './support/session.ts';
import { firstLevelGrid, openSubTimesheets, subList } from './support/subcontractor-timesheets.ts';
import {
  chooseRadio,
  detail,
  firstVisit,
  gridRows,
  openTimesheets,
  shoot,
  showLastWeek,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** The toolbar's controls, one box each: site, week, pay period, view, search and the buttons. */
async function toolbarBoxes(page: Page) {
  const boxes = [];
  for (const control of await page.locator('.ts-toolbar .ant-space-item').all())
    boxes.push((await control.boundingBox())!);
  return boxes;
}

/** How many rows the boxes sit on: the toolbar centres each row's controls on one line. */
const rowsOf = (boxes: { y: number; height: number }[]) =>
  new Set(boxes.map((b) => Math.round((b.y + b.height / 2) / 10))).size;

test.describe('Employee Timesheets in a 1024 px window', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('keeps the toolbar to two rows and the grid and detail within the window', async ({ page }) => {
    // The first screen after the server's start may wait for its start-up jobs.
    test.slow();
    await signInByApi(page, USERS.payroll.email);
    await firstVisit(page);
    // Last week, whose navigator also offers Next: the widest the toolbar gets.
    await openTimesheets(page);
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    const toolbar = (await page.locator('.ts-toolbar').boundingBox())!;
    const boxes = await toolbarBoxes(page);
    // Site, week, Close Pay Period, view, search, Filters, Highlights, Add Timesheet, Approve Week, Export.
    expect(boxes).toHaveLength(10);
    expect(rowsOf(boxes)).toBe(2);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(toolbar.x);
      expect(box.x + box.width).toBeLessThanOrEqual(toolbar.x + toolbar.width + 0.5);
    }
    // Every button shows its whole label (within a pixel: the widths are rounded to whole pixels).
    for (const button of await page.locator('.ts-toolbar .ant-btn').all()) {
      const { label, overflow } = await button.evaluate((el) => ({
        label: el.textContent ?? '',
        overflow: el.scrollWidth - el.clientWidth,
      }));
      expect(overflow, `"${label}" is cut by ${overflow} px`).toBeLessThanOrEqual(1);
    }

    // Nothing pushes the page sideways: the detail ends within the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    const panel = (await detail(page).boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(1024);

    await shoot(page, 'grid-1024');
  });
});

/**
 * Every column of a grid (ID, name, the seven days, Reg, OT, Total) and every cell of its first row
 * stand inside the grid's box, side by side, without scrolling sideways.
 */
async function expectWholeRows(grid: Locator, what: string): Promise<void> {
  const box = (await grid.boundingBox())!;
  expect(
    await grid.evaluate((el) => el.scrollWidth - el.clientWidth),
    `${what}: sideways scroll`,
  ).toBeLessThanOrEqual(0);
  const headers = grid.getByRole('columnheader');
  const titles = (await headers.allInnerTexts()).map((t) => t.split('\n')[0]);
  expect(titles.slice(2, 9), what).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  const cells = [
    ...(await headers.all()),
    ...(await grid.locator('.ts-row').first().getByRole('gridcell').all()),
  ];
  for (const cell of cells) {
    const b = (await cell.boundingBox())!;
    const name = (await cell.innerText()).split('\n')[0];
    expect(b.x, `${what}: ${name}`).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(b.x + b.width, `${what}: ${name}`).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // The name keeps room to be read.
  const name = (await grid.getByRole('columnheader').nth(1).boundingBox())!;
  expect(name.width, `${what}: name column`).toBeGreaterThanOrEqual(100);
}

/** The detail's clock-in and clock-out show their whole value ("11/23 07:00 am"), none cut. */
async function expectWholeClocks(page: Page, what: string): Promise<void> {
  const inputs = detail(page).locator('.ts-entry-grid .ant-picker input');
  await expect(inputs.first()).toBeVisible();
  for (const input of await inputs.all()) {
    const { value, cut } = await input.evaluate((el: HTMLInputElement) => ({
      value: el.value,
      cut: el.scrollWidth - el.clientWidth,
    }));
    expect(cut, `${what}: "${value}" is cut`).toBeLessThanOrEqual(0);
  }
}

/** A full-page picture in docs/screens/ (UPDATE_SCREENS=1): below 1366 px the detail docks below the grid. */
async function shootWhole(page: Page, name: string): Promise<void> {
  if (!process.env.UPDATE_SCREENS) return;
  await page.mouse.move(0, 0);
  await saveScreen(page, name, true);
}

for (const width of [1024, 1280, 1440]) {
  test.describe(`The timesheet screens in a ${width} px window`, () => {
    test.use({ viewport: { width, height: 768 } });

    test('show every day of a row beside its name, and whole clock values', async ({ page }) => {
      test.slow();
      await signInByApi(page, USERS.admin.email);
      await firstVisit(page);
      await openTimesheets(page);
      for (const view of ['By Employee', 'By Job']) {
        await chooseRadio(page, view);
        await expect(gridRows(page).first()).toContainText(view === 'By Job' ? 'J-' : 'E1');
        await expectWholeRows(page.getByRole('grid', { name: 'Timesheets' }), `Employee Timesheets ${view}`);
        await expectWholeClocks(page, `Employee Timesheets ${view}`);
      }
      await chooseRadio(page, 'By Employee');
      await expect(gridRows(page).first()).toContainText('E1');
      await shootWhole(page, `employee-timesheets-${width}`);
      // Nothing pushes the page sideways: the detail ends within the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const panel = (await detail(page).boundingBox())!;
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);

      await openSubTimesheets(page);
      await showLastWeek(page);
      for (const view of ['By Sub Contractor', 'By Job']) {
        await chooseRadio(page, view);
        await expect(firstLevelGrid(page).locator('.ts-row').first()).toBeVisible();
        await expectWholeRows(firstLevelGrid(page), `Sub Contractor Timesheets ${view}`);
        await expect(subList(page).locator('.ts-row').first()).toBeVisible();
        await expectWholeRows(subList(page).getByRole('grid'), `Sub list ${view}`);
        await expectWholeClocks(page, `Sub Contractor Timesheets ${view}`);
      }
      await shootWhole(page, `sub-contractor-timesheets-${width}`);
    });
  });
}
