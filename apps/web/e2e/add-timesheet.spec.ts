import { expect, test, type Page } from '@playwright/test';
import { addDays, displayDate, localDate, localDateTime } from '@portal/domain';
import { chooseIn, type OptionChoice } from './support/antd-select.ts';
import { signInByApi } from './support/session.ts';
import {
  addManual,
  apiToken,
  employeeOptions,
  fullName,
  jobOptions,
  lastWeekDay,
  TZ,
} from './support/timesheets-api.ts';
import { chooseRadio, openTimesheets, shoot, typeDateTime } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** Add Timesheet refuses duplicates, warns about overlaps, and its pickers keep the detail's rules. */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Timesheet' });
const mmdd = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const yesterday = () => addDays(localDate(Date.now(), TZ), -1);

async function pick(page: Page, label: string, choice: OptionChoice) {
  await chooseIn(page, dialog(page).getByLabel(label, { exact: true }).last(), choice);
}

/** The employee list is long and virtual: search it for the employee first. */
async function pickEmployee(page: Page, emp: Parameters<typeof fullName>[0]) {
  const box = dialog(page).getByLabel('Employee', { exact: true }).last();
  await box.click();
  await box.fill(fullName(emp));
  await chooseIn(page, box, `${fullName(emp)}-${emp.code}`);
}

async function typeTime(page: Page, label: string, value: string) {
  const input = dialog(page).getByLabel(label, { exact: true }).last();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();

test.describe('Add Timesheet checks', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.payroll.email);
    await openTimesheets(page);
    await page.getByRole('button', { name: 'Add Timesheet' }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('Clone then Submit is refused beside the clone, and nothing is added', async ({ page, request }) => {
    const emp = (await employeeOptions(request, await apiToken(request, USERS.admin.email)))[12]!;
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await pick(page, 'Job', { first: true });
    await pickEmployee(page, emp);
    // Between the demo's night shifts (ending by 05:40) and day shifts (from 06:55).
    await typeTime(page, 'Clock-In', '05:45 am');
    await typeDateTime(
      dialog(page).getByLabel('Clock-Out', { exact: true }),
      `${mmdd(yesterday())} 06:15 am`,
    );
    await dialog(page).getByRole('button', { name: 'Clone' }).click();
    await expect(dialog(page).getByLabel(/Employee row/)).toHaveCount(2);
    await expect(dialog(page).getByLabel('Entry count')).toHaveText('Entries: 2');

    await submit(page);
    const message = `The same time entry already exists for ${fullName(emp)} on ${displayDate(yesterday())}.`;
    await expect(dialog(page).getByLabel('Employee row 2')).toContainText(message);
    await expect(dialog(page).getByLabel('Employee row 1')).not.toContainText(message);
    await shoot(page, 'employee-timesheets-add-duplicate');
    await expect(page.getByText(/added successfully/)).toHaveCount(0);

    // Without the clone the entry is added once.
    await dialog(page).getByRole('button', { name: 'Delete' }).nth(1).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await submit(page);
    await expect(page.getByText('1 time entry added successfully.')).toBeVisible();
  });

  test('By Week warns about a Monday shift on top of a kept one: Review keeps the form, Add anyway adds', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, USERS.admin.email);
    const emp = (await employeeOptions(request, token))[13]!;
    const monday = lastWeekDay(0);
    const job = (await jobOptions(request, token))[1]!;
    // After the demo's day shifts (ending by 15:40), before its night shifts (from 18:54).
    await addManual(request, token, [{ emp_id: emp.id, job_id: job.id, day: 0, from: '16:00', to: '18:00' }]);

    await chooseRadio(dialog(page), 'By Week');
    await dialog(page).getByRole('button', { name: 'Previous week' }).click();
    await pick(page, 'Job', { first: true });
    await pickEmployee(page, emp);
    await typeTime(page, 'Mon Clock-In', '05:00 pm');
    await typeDateTime(dialog(page).getByLabel('Mon Clock-Out'), `${mmdd(monday)} 07:00 pm`);
    await submit(page);

    const warning = page.getByRole('dialog', { name: 'Overlapping work hours' });
    await expect(warning).toContainText(
      `One or more jobs have overlapping work hours for ${fullName(emp)} (${displayDate(monday)})`,
    );
    await shoot(page, 'employee-timesheets-add-overlap');
    await warning.getByRole('button', { name: 'Review' }).click();
    await expect(warning).toBeHidden();
    await expect(dialog(page).getByLabel('Entry count')).toHaveText('Entries: 1');
    await expect(page.getByText(/added successfully/)).toHaveCount(0);

    await submit(page);
    await page
      .getByRole('dialog', { name: 'Overlapping work hours' })
      .getByRole('button', { name: 'Add anyway' })
      .click();
    await expect(page.getByText('1 time entry added successfully.')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('the pickers keep the rules: clock-out after a clock-in, nothing in the future, snapped and clamped', async ({
    page,
  }) => {
    // Today: the clock-out waits for a clock-in, and no hour after now is offered.
    await expect(dialog(page).getByLabel('Clock-Out', { exact: true })).toBeDisabled();
    const hour = Number(localDateTime(Date.now(), TZ).slice(11, 13));
    await dialog(page).getByLabel('Clock-In', { exact: true }).click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    // Until an hour is picked the column shows the morning's: after noon the future hours are the
    // afternoon's, so look there. At 11 am and 11 pm no hour of the half shown is in the future (the
    // rule itself is unit-tested in entry-times.test.ts).
    if (hour >= 12 && hour < 23)
      await panel.locator('.ant-picker-time-panel-column').last().getByText('PM', { exact: true }).click();
    if (hour !== 11 && hour < 23)
      await expect(panel.locator('.ant-picker-time-panel-cell-disabled').first()).toBeAttached();
    await page.keyboard.press('Escape');

    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    const clockOut = dialog(page).getByLabel('Clock-Out', { exact: true });
    await typeTime(page, 'Clock-In', '09:00 am');
    await expect(clockOut).toBeEnabled();
    // An earlier clock-out the same day is clock-in plus one hour, not the next morning.
    await typeDateTime(clockOut, `${mmdd(yesterday())} 08:00 am`);
    await expect(clockOut).toHaveValue(`${mmdd(yesterday())} 10:00 am`);

    // A new clock-in clears the clock-out; no time past the 15-hour maximum is taken.
    await typeTime(page, 'Clock-In', '06:00 am');
    await expect(clockOut).toHaveValue('');
    await typeDateTime(clockOut, `${mmdd(yesterday())} 09:00 pm`);
    await expect(clockOut).toHaveValue(`${mmdd(yesterday())} 09:00 pm`);
    await typeDateTime(clockOut, `${mmdd(yesterday())} 11:30 pm`);
    await expect(clockOut).toHaveValue(`${mmdd(yesterday())} 09:00 pm`);
    await expect(dialog(page).getByLabel('Entry count')).toHaveText('Entries: 0');
  });
});
