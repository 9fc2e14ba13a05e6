import { expect, test } from '@playwright/test';
import {
  clerkDetail,
  clerkEntriesOf,
  FOREMAN,
  offTheClock,
  punchItems,
  signInField,
  waitForServiceWorker,
} from './support/field.ts';

test('clocks in without signal, keeps the punch through a restart, and sends it once when the signal returns', async ({
  page,
  context,
  request,
  browser,
}) => {
  // Two face checks' worth of TensorFlow.js on a shared CPU, and the portal's grid after.
  test.setTimeout(480_000);
  await offTheClock(request, FOREMAN);
  await signInField(page, FOREMAN);
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Clock in' }).click();
  const jobs = page.getByRole('region', { name: 'Choose the job' });
  // Nearest first: the phone stands at J-2401.
  await expect(jobs.getByRole('listitem').first()).toContainText('J-2401');
  await expect(jobs.getByRole('listitem').first()).toContainText('0.0 mi away');
  await jobs.getByRole('searchbox').fill('tank');
  await expect(jobs.getByRole('listitem').first()).toContainText('Harbor Tank Lining');
  await jobs.getByRole('searchbox').fill('J-2401');
  await jobs.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByText(/Position found \(± \d+ m\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Take photo' }).click();
  // The demo foreman's reference photo is a silhouette: no face to compare with, so the punch is flagged.
  await expect(page.getByText('No reference photo on file: the punch is flagged.')).toBeVisible({
    timeout: 180_000,
  });
  await page.getByRole('button', { name: 'Save punch' }).click();
  await expect(punchItems(page).first()).toContainText('Saved on phone');
  await expect(page.getByText('No signal: punches are kept')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock out' })).toBeVisible();

  // The app is closed and opened again, still without signal: it opens from the service worker's
  // cache and the punch is still waiting.
  await page.reload();
  await expect(punchItems(page).first()).toContainText('Saved on phone');
  await expect(page.getByTestId('waiting')).toContainText('1 punch waiting to be sent');

  await context.setOffline(false);
  await expect(punchItems(page).first()).toContainText('Sent', { timeout: 30_000 });
  await expect(page.getByTestId('waiting')).toHaveCount(0);
  // A second send finds nothing waiting: the punch is stored once.
  await page.reload();
  await expect(punchItems(page).first()).toContainText('Sent');

  const mine = (await clerkEntriesOf(request, FOREMAN)).filter(
    (e) => e.clock_out_date_time === null && e.job_code === 'J-2401',
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]!.face_in_status).not.toBe(0);

  // The clerk sees it on Employee Timesheets.
  const portal = await clerkDetail(browser, 'E1001', mine[0]!.clock_in_date_time.slice(0, 10));
  await expect(portal.panel).toContainText('J-2401');
  await portal.close();
});
