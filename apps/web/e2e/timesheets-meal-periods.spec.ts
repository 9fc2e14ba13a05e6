import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { REPORT_MSG } from '@portal/contracts/reports';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { displayDate } from '@portal/domain';
import { chooseIn } from './support/antd-select.ts';
import { putBackFederal, setCompanyPolicy } from './support/overtime-policies.ts';
import { signInByApi } from './support/session.ts';
import { addManual, apiToken, jobOptions, lastWeekDay, lastWeekRows } from './support/timesheets-api.ts';
import { detail, gridRows, openTimesheets, selectRow, shoot, showDetailDay } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/**
 * Meal periods on Employee Timesheets and Reports (issue 41, scope 3): under California's policy a
 * 10.5-hour shift without a break in it missed both meal periods; the detail flags it, the Meal period
 * missed filter finds it, the clerk marks its premium owed, and the Meal Periods report lists it.
 */
test.describe('Meal periods as payroll', () => {
  test.setTimeout(120_000);
  let added: number[] = [];

  test.afterEach(async ({ request }) => {
    await putBackFederal(request, added);
    added = [];
  });

  test('flags a 10.5-hour California shift, finds it by its filter, marks its premium owed and reports it', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, USERS.admin.email);
    await setCompanyPolicy(request, 'california');
    // A day-shift employee off on last week's Saturday: 07:00 to 17:30 in one shift.
    const free = (await lastWeekRows(request, token)).find(
      (r) => r.shift === 1 && r.total > 0 && r.sat === 0,
    )!;
    const job = (await jobOptions(request, token))[0]!;
    added = await addManual(request, token, [
      { emp_id: free.id, job_id: job.id, day: 5, from: '07:00', to: '17:30' },
    ]);
    const card = page.getByRole('listitem', { name: `Time entry ${added[0]}` });

    await signInByApi(page, USERS.payroll.email);
    await openTimesheets(page);
    await selectRow(page, free.name);
    await showDetailDay(detail(page), lastWeekDay(5));
    await expect(card.getByText('Meal period missed (2)', { exact: true })).toBeVisible();
    const owed = card.getByRole('checkbox', { name: 'Meal premium owed' });
    await expect(owed).not.toBeChecked();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: testInfo.outputPath('detail-meal-period-missed.png') });
    await shoot(page, 'employee-timesheets-meal-period');

    // The filter keeps the rows and entries that missed a meal period: this one among them.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByLabel('Filters', { exact: true });
    await filters.getByRole('checkbox', { name: 'Meal period missed' }).check();
    await page.keyboard.press('Escape');
    await expect(detail(page)).toContainText('Applied filters: Meal period missed');
    await expect(gridRows(page).filter({ hasText: free.name })).toHaveCount(1);
    await showDetailDay(detail(page), lastWeekDay(5));
    await expect(card).toBeVisible();

    // The box shows the server's mark: it turns on once the mark is saved and the list read again.
    await owed.click();
    await expect(page.getByText(TIMESHEET_MSG.mealPremiumMarked)).toBeVisible();
    await expect(owed).toBeChecked();
    await expect(owed).toBeEnabled();

    // The Meal Periods report of last week (the screen's default range) lists the shift, premium owed.
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    const reportBy = page.getByRole('combobox', { name: 'Report by', exact: true });
    await reportBy.fill('Meal Periods');
    await chooseIn(page, reportBy, 'Meal Periods');
    await page.getByText('CSV', { exact: true }).click();
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const file = await started;
    const name = file.suggestedFilename();
    expect(name).toBe(`Timesheet Report by Meal Periods ${lastWeekDay(0)} to ${lastWeekDay(6)}.csv`);
    await expect(page.getByText(REPORT_MSG.generated(name))).toBeVisible();
    const lines = fs.readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toContain(
      'Date,ID,Employee,Job,Clock-In,Clock-Out,Hours,Meal Periods Missed,Premium Owed',
    );
    const row = lines.find((l) => l.startsWith(`${displayDate(lastWeekDay(5))},${free.code},`));
    expect(row).toMatch(/,07:00 am,05:30 pm,\d+\.\d{2},2,Yes$/);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: testInfo.outputPath('reports-meal-periods.png') });

    // The same report as a PDF, kept beside the screenshots to look at.
    await page.getByText('PDF', { exact: true }).click();
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await (await pdf).saveAs(testInfo.outputPath('meal-periods-report.pdf'));
  });
});
