import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import {
  chooseRadio,
  detail,
  entryCards,
  firstVisit,
  gridRows,
  openTimesheets,
  shoot,
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
    // Two views' grids and a sideways scroll of each: more than one screen's worth of waiting.
    test.slow();
    await signIn(page, USERS.payroll.email);
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

    for (const view of ['By Job', 'By Employee']) {
      await chooseRadio(page, view);
      await expect(gridRows(page).first()).toBeVisible();
      const grid = page.locator('.ts-grid');
      const box = async (title: string) =>
        (await grid.getByRole('columnheader', { name: new RegExp(`^${title}`) }).boundingBox())!;
      const area = (await grid.boundingBox())!;
      // Reg, OT and Total stay in view at the grid's right edge.
      for (const title of ['Reg', 'OT', 'Total']) {
        const cell = await box(title);
        expect(cell.x, `${view}: ${title}`).toBeGreaterThanOrEqual(area.x);
        expect(cell.x + cell.width, `${view}: ${title}`).toBeLessThanOrEqual(area.x + area.width + 0.5);
      }
      // The days scroll sideways beside them, Saturday and Sunday too, and back to Monday.
      const beforeReg = async (title: string) => {
        const [cell, reg] = [await box(title), await box('Reg')];
        return cell.x >= area.x && cell.x + cell.width <= reg.x + 0.5;
      };
      await gridRows(page).first().hover();
      await page.mouse.wheel(1000, 0);
      for (const title of ['Sat', 'Sun'])
        await expect.poll(() => beforeReg(title), `${view}: ${title}`).toBe(true);
      await page.mouse.wheel(-1000, 0);
      await expect.poll(() => beforeReg('Mon'), `${view}: Mon`).toBe(true);
      // A row's name cut short is whole on hover (By Job: 'Route 1 Bridge Repaint' is cut).
      const name = gridRows(page).first().locator('.ts-name');
      expect(await name.getAttribute('title'), view).toBe((await name.textContent())!.trim());
      if (view === 'By Job') expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    }
    // So is the job of an entry card.
    const job = entryCards(page).first().locator('.ts-entry-name');
    expect(await job.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await job.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^.+ \(J-\d+\)$/);
    await page.mouse.move(0, 0);
    await shoot(page, 'grid-1024');
  });
});
