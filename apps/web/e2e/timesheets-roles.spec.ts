import { expect, test } from '@playwright/test';
import { mainMenu, signInByApi } from './support/session.ts';
import { addManual, apiToken, employeeOptions, jobOptions } from './support/timesheets-api.ts';
import { detail, entryCards, exportButton, openTimesheets, showLastWeek } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

test('office reads timesheets without changing them', async ({ page }) => {
  await signInByApi(page, USERS.office.email);
  await openTimesheets(page);
  await expect(entryCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Timesheet' })).toHaveCount(0);
  await expect(exportButton(page)).toHaveCount(0);
  for (const name of ['Approve', 'Delete', 'Swap'])
    await expect(detail(page).getByRole('button', { name })).toHaveCount(0);
  await expect(detail(page).getByLabel('Select entry')).toHaveCount(0);
  await expect(entryCards(page).first().getByLabel('Clock-In', { exact: true })).toBeDisabled();
});

test('asks before leaving with selected entries', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await entryCards(page).filter({ hasText: 'un-approved' }).first().getByLabel('Select entry').check();
  await mainMenu(page).getByRole('link', { name: 'Logs & Auditing' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure want to leave?');
  await expect(dialog).toContainText('You have 0 edited and 1 selected time entries.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/employee-timesheets/);
  await mainMenu(page).getByRole('link', { name: 'Logs & Auditing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/logs_auditing/);

  // Another week asks too, from the toolbar or the browser's Back button, since the edits stay behind.
  await mainMenu(page).getByRole('link', { name: 'Employee Timesheets' }).click();
  await expect(page).toHaveURL(/employee-timesheets/);
  await showLastWeek(page);
  const lastWeek = page.url();
  const entry = entryCards(page).filter({ hasText: 'un-approved' }).first();
  await entry.getByLabel('Select entry').check();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(dialog).toContainText('You have 0 edited and 1 selected time entries.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(lastWeek);
  await page.goBack();
  await expect(dialog).toContainText('Are you sure want to leave?');
  await expect(dialog).toContainText('You have 0 edited and 1 selected time entries.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(lastWeek);
  await expect(entry.getByLabel('Select entry')).toBeChecked();
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).not.toHaveURL(lastWeek);
  await expect(page).toHaveURL(/employee-timesheets/);
  // The selection went with the week: nothing left to ask about.
  await page.goBack();
  await expect(page).toHaveURL(/logs_auditing/);
});

test('offers a refresh when someone adds manual entries', async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as { __TIMESHEET_POLL_MS__?: number }).__TIMESHEET_POLL_MS__ = 1500;
  });
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  const token = await apiToken(request, USERS.admin.email);
  const emp = (await employeeOptions(request, token))[7]!;
  const job = (await jobOptions(request, token))[1]!;
  await addManual(request, token, [{ emp_id: emp.id, job_id: job.id, day: 1, from: '18:00', to: '19:00' }]);
  const toast = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'New manual time-entries are now available.' });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await toast.getByRole('button', { name: 'Refresh' }).click();
  await expect(toast).toBeHidden();
});
