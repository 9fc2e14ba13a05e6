import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { addManual, apiToken, employeeOptions, fullName, jobOptions } from './support/timesheets-api.ts';
import { detail, entryCards, openTimesheets, shoot, selectRow, typeDateTime } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

test.describe('Employee Timesheets approval', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.payroll.email);
  });

  test('a corrected entry needs a note, then approves', async ({ page }) => {
    await openTimesheets(page);
    const card = entryCards(page).filter({ hasText: 'un-approved' }).filter({ hasNotText: 'Manual' }).first();
    await expect(card).toBeVisible();
    const clockIn = card.getByLabel('Clock-In', { exact: true });
    const value = await clockIn.inputValue();
    // One hour earlier (the seeded day shifts start around 7 am, so the hour stays in the morning).
    const [date, hm, ampm] = value.split(' ');
    const [h, m] = hm!.split(':');
    const earlier = `${date} ${String(Number(h) - 1).padStart(2, '0')}:${m} ${ampm}`;
    await typeDateTime(clockIn, earlier);
    await expect(card.getByLabel('Select entry')).toBeChecked();

    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Please select note!');
    await shoot(page, 'employee-timesheets-detail');

    await card.getByLabel('Notes', { exact: true }).click();
    await page.getByRole('option', { name: 'device issue, device not properly working' }).click();
    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Time entries approved successfully.')).toBeVisible();
  });

  test('warns about overlapping hours, Review keeps them, Approve anyway approves', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, USERS.admin.email);
    const emp = (await employeeOptions(request, token))[5]!;
    const job = (await jobOptions(request, token))[0]!;
    await addManual(request, token, [
      { emp_id: emp.id, job_id: job.id, day: 0, from: '16:00', to: '18:00' },
      { emp_id: emp.id, job_id: job.id, day: 0, from: '17:00', to: '19:00' },
    ]);
    await openTimesheets(page);
    await selectRow(page, fullName(emp));
    const manual = entryCards(page).filter({ hasText: 'Manual' });
    await expect(manual).toHaveCount(2);
    for (const card of await manual.all()) await card.getByLabel('Select entry').check();

    await detail(page).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`One or more jobs have overlapping work hours for ${fullName(emp)} (`);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(manual.first()).toContainText('un-approved');

    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve anyway' }).click();
    await expect(page.getByText('Time entries approved successfully.')).toBeVisible();
    await expect(manual.first()).toContainText('approved');
    await expect(manual.first().getByLabel('Select entry')).toBeDisabled();
  });

  test('deletes selected entries after Are you sure to continue delete?', async ({ page, request }) => {
    const token = await apiToken(request, USERS.admin.email);
    const emp = (await employeeOptions(request, token))[6]!;
    const job = (await jobOptions(request, token))[0]!;
    await addManual(request, token, [{ emp_id: emp.id, job_id: job.id, day: 1, from: '17:00', to: '18:00' }]);
    await openTimesheets(page);
    await selectRow(page, fullName(emp));
    const manual = entryCards(page).filter({ hasText: 'Manual' });
    await expect(manual).toHaveCount(1);
    await manual.getByLabel('Select entry').check();
    await detail(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to continue delete?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(manual).toHaveCount(1);
    await detail(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(manual).toHaveCount(0);
  });
});
