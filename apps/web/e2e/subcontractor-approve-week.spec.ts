import { expect, test, type Page } from '@playwright/test';
import { addDays, displayDate } from '@portal/domain';
import { signInByApi } from './support/session.ts';
import { firstLevelRows, subWorkers } from './support/subcontractor-timesheets.ts';
import { apiToken, clockShifts, jobOptions, thisWeek } from './support/timesheets-api.ts';
import { firstVisit, shoot } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/**
 * Approve Week on Sub Contractor Timesheets, and the refusal of Close Pay Period that sends the clerk
 * there. Two weeks back: the demo approved that week for everyone, and no other spec works in it; the
 * test adds a crew's un-approved entries to it.
 */
const start = addDays(thisWeek().start, -14);
const end = addDays(start, 6);
const weekText = `${displayDate(start)} - ${displayDate(end)}`;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Approve Week' });

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let company = '';

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, USERS.admin.email);
  const workers = await subWorkers(request, token);
  const byCompany = new Map<string, typeof workers>();
  for (const w of workers) byCompany.set(w.company_name, [...(byCompany.get(w.company_name) ?? []), w]);
  const [name, crew] = [...byCompany.entries()].filter(([, ws]) => ws.length >= 2)[1]!;
  company = name;
  const job = (await jobOptions(request, token))[5]!;
  // The demo's crews work Monday to Friday. Saturday: 16.5 hours over two entries (past the 15-hour
  // limit); Sunday: a clean shift.
  await clockShifts(request, token, crew[0]!.id, job.id, [
    { date: addDays(start, 5), from: '06:00', to: '14:00' },
    { date: addDays(start, 5), from: '14:00', to: '22:30' },
  ]);
  await clockShifts(request, token, crew[1]!.id, job.id, [
    { date: addDays(start, 6), from: '07:00', to: '12:00' },
  ]);
});

/** Shoots the screen at 1024 and at 1440 px wide (docs/screens), then goes back to the test's size. */
async function shootWidths(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize(size);
}

/** Picks a row of the dialog's picker (Sub contractors, Jobs or Employees) by its label. */
async function choose(page: Page, picker: string, label: string) {
  const box = dialog(page).getByLabel(picker, { exact: true });
  await box.focus();
  await box.pressSequentially(label);
  await page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(label, { exact: true }))
    .click();
  await dialog(page).locator('.ant-modal-title').click(); // closes the list, which covers the dialog
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Holds back the screen's grid reloads until released (what the clerk sees while they are slow);
 * once released, every request of the pattern goes straight on.
 */
async function slowGrid(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('Close Pay Period refused by sub-contractor entries says whose they are, links there, and stays', async ({
  page,
}) => {
  // The page's clock, so that the test can move it on rather than wait.
  await page.clock.install();
  await signInByApi(page, USERS.payroll.email);
  await firstVisit(page);
  await page.goto(`/employee-timesheets?week=${start}`);
  const week = page.getByLabel('Week', { exact: true });
  await expect(week).toHaveValue(weekText, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Close Pay Period' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Close Pay Period' }).click();

  const refusal = page.locator('.ant-notification-notice').filter({ hasText: 'cannot be closed' });
  await expect(refusal).toContainText(`The week of ${displayDate(start)} cannot be closed`);
  await expect(refusal).toContainText(
    /^.*cannot be closed\d+ un-approved time entries of sub-contractors in the week\. Approve all to close the pay period\./,
  );
  const link = refusal.getByRole('link', {
    name: /^\d+ un-approved time entries on Sub Contractor Timesheets$/,
  });
  await expect(link).toBeVisible();
  await expect(refusal.getByRole('link', { name: /Employee Timesheets/ })).toHaveCount(0);
  // Ten seconds on: a toast would be gone; the refusal waits for the clerk.
  await page.clock.fastForward(10_000);
  await expect(refusal).toBeVisible();
  await shootWidths(page, 'close-pay-period-refused');

  await link.click();
  await expect(page).toHaveURL(`/sub-contractor-timesheets?week=${start}`);
  await expect(page.getByRole('heading', { name: 'Sub Contractor Timesheets' })).toBeVisible();
  await expect(week).toHaveValue(weekText);
  await expect(refusal).toHaveCount(0);
  await expect(firstLevelRows(page).filter({ hasText: company })).toBeVisible();
});

test('Approve Week on sub-contractors holds the per-day limit for Review, approves the rest, closes and says so', async ({
  page,
}) => {
  await signInByApi(page, USERS.payroll.email);
  await page.goto(`/sub-contractor-timesheets?week=${start}`);
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue(weekText, { timeout: 60_000 });
  await expect(firstLevelRows(page).filter({ hasText: company })).toBeVisible();

  await page.getByRole('button', { name: 'Approve Week' }).click();
  await expect(dialog(page).getByText(/^All \d+ sub-contractor compan(y|ies) shown$/)).toBeVisible();
  await choose(page, 'Sub contractors', company);
  const summary = dialog(page).getByLabel('Week approval summary');
  await expect(summary).toHaveText(
    `Approve 3 time entries of 2 sub-contractor workers for the week ${weekText}?`,
  );
  await expect(dialog(page)).toContainText('2 entries are held for review');
  await expect(dialog(page)).toContainText(
    'Per day limit of 15 hours is exceeded for one or more subcontractor.',
  );
  await expect(dialog(page)).toContainText(
    `(${displayDate(addDays(start, 5))}): Per day limit of 15 hours exceeded`,
  );
  await shootWidths(page, 'subcontractor-timesheets-approve-week');

  // The dialog closes with the approval's answer, while the grid still reloads behind it.
  const release = await slowGrid(page, '**/api/v1/sub-contractor-punch-sheet?**');
  await dialog(page).getByRole('button', { name: 'Approve 1 entry without warnings' }).click();
  await expect(dialog(page)).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText('Approved 1 time entry of 1 sub-contractor worker.')).toBeVisible({
    timeout: 5_000,
  });
  release();

  await page.getByRole('button', { name: 'Approve Week' }).click();
  await choose(page, 'Sub contractors', company);
  await expect(summary).toHaveText(
    `Approve 2 time entries of 1 sub-contractor worker for the week ${weekText}?`,
  );
  await dialog(page).getByRole('button', { name: 'Approve anyway' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText('Approved 2 time entries of 1 sub-contractor worker.')).toBeVisible();

  // Nothing of the company's week is left to approve.
  await page.getByRole('button', { name: 'Approve Week' }).click();
  await choose(page, 'Sub contractors', company);
  await expect(summary).toHaveText(`No time entries to approve for the week ${weekText}.`);
});
