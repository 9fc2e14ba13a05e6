import { expect, test, type Page } from '@playwright/test';
import { displayDate } from '@portal/domain';
import { signInByApi } from './support/session.ts';
import {
  addManual,
  apiToken,
  employeeOptions,
  fullName,
  jobOptions,
  lastWeekDay,
} from './support/timesheets-api.ts';
import { entryCards, openTimesheets, selectRow, shoot, typeDateTime } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/** Approve Week on Employee Timesheets, for two employees nobody else's test uses. */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Approve Week' });

/** Searches the Employees select (a long virtual list) and picks the employee, shown as a tag. */
async function chooseEmployee(page: Page, emp: Parameters<typeof fullName>[0]) {
  const label = `${emp.code} - ${fullName(emp)}`;
  const box = dialog(page).getByLabel('Employees', { exact: true });
  await box.focus();
  await box.pressSequentially(fullName(emp));
  await page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(label, { exact: true }))
    .click();
  await expect(dialog(page).getByTitle(label, { exact: true })).toBeVisible();
  await dialog(page).locator('.ant-modal-title').click(); // closes the list, which covers the dialog
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('Approve Week approves the clean entries, holds overlaps for Review or Approve anyway', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, USERS.admin.email);
  const employees = await employeeOptions(request, token);
  const [held, clean] = [employees[20]!, employees[21]!];
  const job = (await jobOptions(request, token))[0]!;
  // Two overlapping evening entries on Tuesday (after the demo's day shift, before its night shift).
  await addManual(request, token, [
    { emp_id: held.id, job_id: job.id, day: 1, from: '16:00', to: '18:00' },
    { emp_id: held.id, job_id: job.id, day: 1, from: '17:00', to: '18:30' },
  ]);

  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await page.getByRole('button', { name: 'Approve Week' }).click();
  await expect(dialog(page).getByLabel('Week approval summary')).toContainText(
    /^Approve \d+ time entries of \d+ employees/,
  );
  await chooseEmployee(page, held);
  await chooseEmployee(page, clean);

  const summary = dialog(page).getByLabel('Week approval summary');
  await expect(summary).toContainText(/^Approve \d+ time entries of 2 employees for the week /);
  await expect(dialog(page)).toContainText('2 entries are held for review');
  await expect(dialog(page)).toContainText(
    `One or more jobs have overlapping work hours for ${fullName(held)} (${displayDate(lastWeekDay(1))})`,
  );
  await expect(dialog(page)).toContainText(
    `${fullName(held)} (${displayDate(lastWeekDay(1))}): Overlapping work hours`,
  );
  await shoot(page, 'employee-timesheets-approve-week');

  // Review closes without approving anything.
  await dialog(page).getByRole('button', { name: 'Review' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Approve Week' }).click();
  await chooseEmployee(page, held);
  await chooseEmployee(page, clean);
  await dialog(page)
    .getByRole('button', { name: /without warnings$/ })
    .click();
  await expect(page.getByText(/^Approved \d+ time entries of 2 employees\.$/)).toBeVisible();

  // The clean week is approved; the overlapping pair is still waiting.
  await selectRow(page, fullName(clean));
  await expect(entryCards(page).first()).toBeVisible();
  await expect(entryCards(page).filter({ hasText: 'un-approved' })).toHaveCount(0);
  // Searching the grid down to one employee, Approve Week takes the rows shown.
  await selectRow(page, fullName(held));
  await page.getByRole('button', { name: 'Approve Week' }).click();
  await expect(dialog(page).getByLabel('Employees')).toBeVisible();
  await expect(dialog(page).getByText('All 1 employee shown')).toBeVisible();
  await expect(dialog(page).getByLabel('Week approval summary')).toHaveText(
    `Approve 2 time entries of 1 employee for the week ${displayDate(lastWeekDay(0))} - ${displayDate(lastWeekDay(6))}?`,
  );
  await dialog(page).getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByText('Approved 2 time entries of 1 employee.')).toBeVisible();
});

test('Approve Week waits while the clerk holds corrections', async ({ page, request }) => {
  const emp = (await employeeOptions(request, await apiToken(request, USERS.admin.email)))[22]!;
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await selectRow(page, fullName(emp));
  const approveWeek = page.getByRole('button', { name: 'Approve Week' });
  await expect(approveWeek).toBeEnabled();
  const card = entryCards(page).filter({ hasText: 'un-approved' }).first();
  const clockIn = card.getByLabel('Clock-In', { exact: true });
  // A minute off (earlier, or later on the hour): the same day whatever the shift.
  const [date, hm, ampm] = (await clockIn.inputValue()).split(' ');
  const [h, m] = hm!.split(':').map(Number);
  const earlier = m! > 0 ? `${h}:${String(m! - 1).padStart(2, '0')}` : `${h}:01`;
  await typeDateTime(clockIn, `${date} ${earlier.padStart(5, '0')} ${ampm}`);
  await expect(card.getByLabel('Select entry')).toBeChecked();
  await expect(approveWeek).toBeDisabled();
});

test('Approve Week closes with its answer and says what it did, while the grid still reloads', async ({
  page,
  request,
}) => {
  const emp = (await employeeOptions(request, await apiToken(request, USERS.admin.email)))[23]!;
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await page.getByRole('button', { name: 'Approve Week' }).click();
  await chooseEmployee(page, emp);
  await expect(dialog(page).getByLabel('Week approval summary')).toContainText(
    /^Approve \d+ time entries of 1 employee for the week /,
  );
  // The grid's reload after the approval is held back: the dialog does not wait for it.
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/time-sheet-list?**', async (route) => {
    await released;
    await route.continue();
  });
  const anyway = dialog(page).getByRole('button', { name: 'Approve anyway' });
  await (
    (await anyway.count()) ? anyway : dialog(page).getByRole('button', { name: 'Approve', exact: true })
  ).click();
  await expect(dialog(page)).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText(/^Approved \d+ time entries of 1 employee\.$/)).toBeVisible({ timeout: 5_000 });
  release();
});
