import { expect, test } from '@playwright/test';
import { signInByApi } from './support/session.ts';
import { openSubTimesheets } from './support/subcontractor-timesheets.ts';
import { openTimesheets, showLastWeek } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

/**
 * How long a clerk takes to approve the demo's last full week for every employee (issue 15: under a
 * minute for 80 employees) and for every sub-contractor (issue 39: it took 63 clicks and 92 s company by
 * company). Each approves a whole week, which the other specs work in, so they run only when asked:
 * MEASURE_WEEK_APPROVAL=1, alone.
 */
test('approves the whole demo week for all employees in the browser', async ({ page }) => {
  test.skip(!process.env.MEASURE_WEEK_APPROVAL, 'approves the demo week: only with MEASURE_WEEK_APPROVAL=1');
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Approve Week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Week' });
  const summary = dialog.getByLabel('Week approval summary');
  await expect(summary).toContainText(/^Approve \d+ time entries of \d+ employees/, { timeout: 30_000 });
  const text = await summary.textContent();
  const anyway = dialog.getByRole('button', { name: 'Approve anyway' });
  await (
    (await anyway.count()) ? anyway : dialog.getByRole('button', { name: 'Approve', exact: true })
  ).click();
  const done = page.getByText(/^Approved \d+ time entries of \d+ employees\.$/);
  await expect(done).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'week approval',
    description: `${text} -> ${await done.textContent()} in ${seconds.toFixed(1)} s`,
  });
  console.log(`week approval: ${text} -> ${await done.textContent()} in ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);
});

test('approves the whole demo week for all sub-contractors in the browser', async ({ page }) => {
  test.skip(!process.env.MEASURE_WEEK_APPROVAL, 'approves the demo week: only with MEASURE_WEEK_APPROVAL=1');
  await signInByApi(page, USERS.payroll.email);
  await openSubTimesheets(page);
  await showLastWeek(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Approve Week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Week' });
  const summary = dialog.getByLabel('Week approval summary');
  await expect(summary).toContainText(/^Approve \d+ time entr(y|ies) of \d+ sub-contractor workers?/, {
    timeout: 30_000,
  });
  const text = await summary.textContent();
  const anyway = dialog.getByRole('button', { name: 'Approve anyway' });
  await (
    (await anyway.count()) ? anyway : dialog.getByRole('button', { name: 'Approve', exact: true })
  ).click();
  const done = page.getByText(/^Approved \d+ time entr(y|ies) of \d+ sub-contractor workers?\.$/);
  await expect(done).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'sub-contractor week approval',
    description: `${text} -> ${await done.textContent()} in ${seconds.toFixed(1)} s`,
  });
  console.log(
    `sub-contractor week approval: ${text} -> ${await done.textContent()} in ${seconds.toFixed(1)} s`,
  );
  expect(seconds).toBeLessThan(60);
});
