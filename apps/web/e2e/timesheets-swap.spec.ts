import { expect, test, type Locator } from '@playwright/test';
import { chooseIn } from './support/antd-select.ts';
import { signInByApi } from './support/session.ts';
import {
  chooseRadio,
  detail,
  dragPanel,
  entryCards,
  gridRows,
  openTimesheets,
  selectRow,
  shoot,
  showDetailDay,
  showLastWeek,
} from './support/timesheets.ts';
import {
  apiToken,
  clockShifts,
  employeeOptions,
  fullName,
  jobOptions,
  lastWeekDay,
} from './support/timesheets-api.ts';
import { USERS } from './support/users.ts';

test('swaps two clock-ins by drag and drop in the job view', async ({ page, request }) => {
  // Two employees on one job last Sunday (nobody works then), clocked in at different hours through
  // the punch call.
  const token = await apiToken(request, USERS.admin.email);
  const [first, second] = (await employeeOptions(request, token)).slice(8, 10);
  const job = (await jobOptions(request, token))[2]!;
  const sunday = lastWeekDay(6);
  const [a] = await clockShifts(request, token, first!.id, job.id, [
    { date: sunday, from: '09:00', to: '13:00' },
  ]);
  const [b] = await clockShifts(request, token, second!.id, job.id, [
    { date: sunday, from: '10:00', to: '14:00' },
  ]);

  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await chooseRadio(page, 'By Job');
  await selectRow(page, job.name);
  await showDetailDay(detail(page), sunday);
  await expect(detail(page).getByRole('listitem', { name: `Time entry ${b}` })).toBeVisible();
  for (const id of [a, b])
    await detail(page)
      .getByRole('listitem', { name: `Time entry ${id}` })
      .getByLabel('Select entry')
      .check();
  await detail(page).getByRole('button', { name: 'Swap' }).click();
  const grid = page.getByLabel('Swap time entries');
  await expect(grid).toBeVisible();
  const inA = grid.getByLabel(`Clock-In of entry ${a}`, { exact: true });
  const inB = grid.getByLabel(`Clock-In of entry ${b}`, { exact: true });
  await expect(inA).toContainText('09:00 am');
  await expect(inB).toContainText('10:00 am');
  await shoot(page, 'employee-timesheets-swap');
  await dragPanel(page, inA, inB);
  await expect(page.getByText('Time entries swapped successfully.')).toBeVisible();
  // What a screen reader was told names the punches by employee, day and time, never by id.
  const told = page.locator('[id^="DndLiveRegion"]');
  await expect(told).toContainText(
    `The clock-in of ${fullName(first!)}, Sun ${sunday.slice(5, 7)}/${sunday.slice(8)} 09:00 am was dropped on`,
  );
  await expect(told).not.toContainText(`in-${a}`);
  await expect(inA).toContainText('10:00 am');
  await expect(inB).toContainText('09:00 am');
  await detail(page).getByRole('button', { name: 'Done' }).click();
  await expect(grid).toBeHidden();
});

/** How far the map's first dot (the clock-in it is centred on) is from the middle of the map, in px. */
async function offCentre(card: Locator): Promise<number> {
  const map = card.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  const dot = (await map.locator('path.leaflet-interactive').first().boundingBox())!;
  return Math.max(
    Math.abs(dot.x + dot.width / 2 - (box.x + box.width / 2)),
    Math.abs(dot.y + dot.height / 2 - (box.y + box.height / 2)),
  );
}

test('pops the detail out into its own window and back', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await expect(page.getByLabel('Summary')).toHaveCount(0);
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pop out' }).click();
  const popup = await opening;
  await expect(popup.getByLabel('Timesheet detail', { exact: true })).toBeVisible();
  const card = entryCards(popup).first();
  await expect(card).toBeVisible();
  await expect(page.getByLabel('Summary')).toContainText('Pre Approved');
  await expect(detail(page)).toHaveCount(0);
  // The map is sized for the new window: its centre is where it should be.
  await expect(card.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => offCentre(card)).toBeLessThan(3);
  await popup.setViewportSize({ width: 760, height: 700 });
  await expect.poll(() => offCentre(card)).toBeLessThan(3);
  // The panel's dropdowns open in its window and are placed there, the portal's window behind it.
  const open = entryCards(popup).filter({ hasText: 'un-approved' }).first();
  const entry = (await open.getAttribute('aria-label'))!;
  await chooseIn(popup, open.getByRole('combobox', { name: 'Notes' }), { first: true });
  await expect(open.getByLabel('Select entry')).toBeChecked();
  await expect(page.locator('.ant-select-dropdown')).toHaveCount(0);
  await shoot(popup, 'employee-timesheets-pop-out');
  const closing = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pop in' }).click();
  await closing;
  await expect(detail(page)).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveCount(0);
  await expect.poll(() => offCentre(entryCards(page).first())).toBeLessThan(3);
  // Docked again, the panel has kept the choice made in its window.
  await expect(page.getByRole('listitem', { name: entry }).getByLabel('Select entry')).toBeChecked();
});

test('docks the detail back when its window is closed', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pop out' }).click();
  const popup = await opening;
  await expect(entryCards(popup).first()).toBeVisible();
  await popup.close({ runBeforeUnload: true });
  await expect(detail(page)).toBeVisible();
  await expect(entryCards(page).first()).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveCount(0);
});

test('keeps the splitter where it was left, after a reload too', async ({ page }) => {
  // Wide enough for the grid with every day of its rows to leave the splitter room to move.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  const panelWidth = async () => (await detail(page).boundingBox())!.width;
  const before = await panelWidth();
  const splitter = (await page.locator('.flexlayout__splitter').first().boundingBox())!;
  const y = splitter.y + splitter.height / 2;
  await page.mouse.move(splitter.x + splitter.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(splitter.x - 100, y, { steps: 10 });
  await page.mouse.up();
  await expect.poll(panelWidth).toBeGreaterThan(before + 80);
  const moved = await panelWidth();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 20_000 });
  await showLastWeek(page);
  await expect(gridRows(page).first()).toBeVisible();
  await expect.poll(panelWidth).toBeGreaterThan(moved - 5);
  expect(await panelWidth()).toBeLessThan(moved + 5);
});
