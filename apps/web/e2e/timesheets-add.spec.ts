import { expect, test, type Page } from '@playwright/test';
import { chooseIn, type OptionChoice } from './support/antd-select.ts';
import { signInByApi } from './support/session.ts';
import { addDays, localDate } from '@portal/domain';
import { lastWeekDay, TZ } from './support/timesheets-api.ts';
import { chooseRadio, openTimesheets, shoot, typeDateTime } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Add Timesheet' });
}

async function pick(page: Page, label: string, choice: OptionChoice, scope = dialog(page)) {
  await chooseIn(page, scope.getByLabel(label, { exact: true }).first(), choice);
}

const mmdd = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

async function time(scope: ReturnType<typeof dialog>, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test.describe('Add Timesheet', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.payroll.email);
    await openTimesheets(page);
    await page.getByRole('button', { name: 'Add Timesheet' }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('by day: validates, Submit & Continue keeps the dialog open and clears it', async ({ page }) => {
    // Yesterday, so that its early hours have passed whatever the time of day.
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
    for (const text of [
      'Please select a job',
      'Please select an employee',
      'Please select Clock-In Time',
      'Please select Clock-Out Time',
    ])
      await expect(dialog(page)).toContainText(text);

    await pick(page, 'Job', { first: true });
    await pick(page, 'Employee', { first: true });
    // Between the demo's night shifts (ending by 05:40) and day shifts (from 06:55): no overlap warning.
    await time(dialog(page), 'Clock-In', '05:45 am');
    const yesterday = addDays(localDate(Date.now(), TZ), -1);
    // The clock-out is a date and time (the next day may end a night shift), like the detail's.
    await typeDateTime(dialog(page).getByLabel('Clock-Out', { exact: true }), `${mmdd(yesterday)} 06:45 am`);
    await pick(page, 'Note', 'OTHER');
    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog(page)).toContainText('Please enter a Note');
    // A note past its 500 characters is kept as typed, counted, and refused; never cut without a word.
    const other = dialog(page).getByLabel('Other note');
    await other.fill('x'.repeat(501));
    await expect(other).toHaveValue('x'.repeat(501));
    await expect(dialog(page).getByText('501 / 500')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog(page)).toContainText('At most 500 characters.');
    await other.fill('Toolbox talk');
    await expect(dialog(page).getByLabel('Entry count')).toHaveText('Entries: 1');
    await shoot(page, 'employee-timesheets-add-day');

    await dialog(page).getByRole('button', { name: 'Submit & Continue' }).click();
    await expect(page.getByText('1 time entry added successfully.')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Entry count')).toHaveText('Entries: 0');
  });

  test('by day: a time typed alone into Clock-Out is taken on the clock-in day, one past the max snaps to it, and a double click on Submit sends once', async ({
    page,
  }) => {
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    const yesterday = addDays(localDate(Date.now(), TZ), -1);
    await pick(page, 'Job', { first: true });
    await pick(page, 'Employee', { first: true });
    await time(dialog(page), 'Clock-In', '12:30 am');
    const clockOut = dialog(page).getByLabel('Clock-Out', { exact: true });
    // Past the 15-hour maximum after clock-in: held to clock-in plus 15 hours, not refused.
    await typeDateTime(clockOut, `${mmdd(yesterday)} 11:30 pm`);
    await expect(clockOut).toHaveValue(`${mmdd(yesterday)} 03:30 pm`);
    // A time of day alone, as Clock-In takes it: on the clock-in's day.
    await clockOut.click();
    await clockOut.fill('02:00 am');
    await clockOut.press('Enter');
    await expect(clockOut).toHaveValue(`${mmdd(yesterday)} 02:00 am`);

    // The first ask of each kind: without, then (after the overlap question) with overlaps confirmed.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/add-time-entries'))
        sent.push(r.postData()?.includes('"overlaps_confirmed":true') ? 'confirmed' : 'first');
    });
    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).dblclick();
    // The seeded week may hold a night shift of this employee across midnight: then the overlap
    // question comes first, once.
    const added = page.getByText('1 time entry added successfully.');
    const overlap = page.getByRole('dialog').filter({ hasText: 'Overlapping work hours' });
    await expect(added.or(overlap)).toBeVisible();
    const overlapped = await overlap.isVisible();
    if (overlapped) {
      await expect(overlap).toHaveCount(1);
      await overlap.getByRole('button', { name: 'Add anyway' }).click();
    }
    await expect(added).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    expect(sent).toEqual(overlapped ? ['first', 'confirmed'] : ['first']);
  });

  test('by week: each row needs a day with both times; Submit closes the dialog', async ({ page }) => {
    await chooseRadio(dialog(page), 'By Week');
    // Last week, every day of it past, whatever the day.
    await dialog(page).getByRole('button', { name: 'Previous week' }).click();
    await pick(page, 'Job', { first: true });
    await pick(page, 'Employee', { first: true });
    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog(page)).toContainText('You must provide at least one day clock-in and clock-out.');

    await time(dialog(page), 'Mon Clock-In', '05:45 am');
    await typeDateTime(dialog(page).getByLabel('Mon Clock-Out'), `${mmdd(lastWeekDay(0))} 06:45 am`);
    await dialog(page).getByRole('button', { name: 'Clone' }).click();
    await expect(dialog(page).getByLabel(/Employee row/)).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Delete' }).nth(1).click();
    await expect(page.getByText('Do you want to remove this employee week details.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog(page).getByLabel(/Employee row/)).toHaveCount(1);
    await shoot(page, 'employee-timesheets-add-week');

    await dialog(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('1 time entry added successfully.')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });
});
