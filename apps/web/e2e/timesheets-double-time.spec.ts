import { expect, test, type Page } from '@playwright/test';
import { putBackFederal, setCompanyPolicy } from './support/overtime-policies.ts';
import { signInByApi } from './support/session.ts';
import { addManual, apiToken, jobOptions, lastWeekDay, lastWeekRows } from './support/timesheets-api.ts';
import {
  chooseRadio,
  detail,
  gridRows,
  openTimesheets,
  selectRow,
  shoot,
  showDetailDay,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** ID, name, the seven days, Reg, OT: the DT cell comes next. */
const DT_CELL = 11;

const dtHeader = (page: Page) => page.getByRole('columnheader', { name: 'DT', exact: true });
const rowOf = (page: Page, name: string) => gridRows(page).filter({ hasText: name }).first();

/** At 1366 px the detail still fits beside the grid with its DT column. */
async function besideTheGrid(page: Page) {
  const grid = (await page.locator('.ts-grid').first().boundingBox())!;
  expect((await detail(page).boundingBox())!.x).toBeGreaterThanOrEqual(grid.x + grid.width);
}

/**
 * Double time on Employee Timesheets (issue 41): a DT column beside Reg and OT only while the week has
 * double time, which a California 14-hour day gives; the spec's columns otherwise.
 */
test.describe('Double time on Employee Timesheets', () => {
  let added: number[] = [];

  test.afterEach(async ({ request }) => {
    await putBackFederal(request, added);
    added = [];
  });

  test('shows a DT column for a 14-hour California day, beside Reg and OT, and none under federal', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, USERS.admin.email);
    await signInByApi(page, USERS.payroll.email);
    await openTimesheets(page);
    await expect(dtHeader(page)).toHaveCount(0);

    await setCompanyPolicy(request, 'california');
    // A day-shift employee off on last week's Saturday and Sunday: 14 paid hours on the Saturday
    // (14.5 less the break) are 2 double time whatever the weekdays were, and no seventh day.
    const before = await lastWeekRows(request, token);
    const free = before.find((r) => r.shift === 1 && r.total > 0 && r.sat === 0 && r.sun === 0)!;
    const other = before.find((r) => r.id !== free.id && r.double_time === 0)!;
    const job = (await jobOptions(request, token))[0]!;
    added = await addManual(request, token, [
      { emp_id: free.id, job_id: job.id, day: 5, from: '07:00', to: '21:30' },
    ]);

    await page.reload();
    await expect(gridRows(page).first()).toBeVisible();
    await expect(dtHeader(page)).toBeVisible();
    await selectRow(page, free.name);
    await besideTheGrid(page);
    const row = rowOf(page, free.name);
    await expect(row.getByRole('gridcell').nth(DT_CELL)).toHaveText('2.0');
    await showDetailDay(detail(page), lastWeekDay(5));
    await expect(page.getByRole('listitem', { name: `Time entry ${added[0]}` })).toContainText(
      '2.0 double time',
    );
    // The whole week again, the employee selected (the first one off that weekend, near the top).
    await page.getByPlaceholder('Search').fill('');
    await rowOf(page, free.name).click();
    await expect(detail(page).locator('.ts-detail-title')).toContainText(free.name);
    await page.mouse.move(0, 0);
    await shoot(page, 'employee-timesheets-double-time');

    await page.getByPlaceholder('Search').fill(other.name);
    await expect(rowOf(page, other.name).getByRole('gridcell').nth(DT_CELL)).toHaveText('');
    // A search keeps the columns: the DT column stays while another row is searched.
    await expect(dtHeader(page)).toBeVisible();
    await expect(detail(page)).toBeVisible();

    // By job too, the detail beside the grid at 1366 px.
    await page.getByPlaceholder('Search').fill('');
    await chooseRadio(page, 'By Job');
    await expect(dtHeader(page)).toBeVisible();
    await expect(detail(page)).toBeVisible();
    await besideTheGrid(page);

    await setCompanyPolicy(request, 'federal');
    await page.reload();
    await expect(gridRows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'OT', exact: true })).toBeVisible();
    await expect(dtHeader(page)).toHaveCount(0);
  });
});
