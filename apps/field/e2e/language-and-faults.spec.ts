import { expect, test } from '@playwright/test';
import {
  clerkDetail,
  clerkEntriesOf,
  FOREMAN,
  offTheClock,
  punchItems,
  signInField,
} from './support/field.ts';

test('is in Spanish when chosen, and stays so after a restart', async ({ page }) => {
  await page.goto('/field/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await signInField(page, FOREMAN);
  await expect(page.getByRole('button', { name: 'Marcar entrada' })).toBeVisible();
  for (const tab of ['Reloj', 'Cuadrilla', 'Mi semana', 'Buzón', 'Más']) {
    await expect(page.getByRole('button', { name: tab, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mi semana' }).click();
  await expect(page.getByRole('table', { name: 'Mi semana' })).toContainText('Horas extra');
});

test("shows the server's answer to a wrong password and to an account not linked to an employee", async ({
  page,
}) => {
  await signInField(page, FOREMAN, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock in' })).toHaveCount(0);
  const wrong = await page.getByRole('alert').textContent();
  expect(wrong?.length).toBeGreaterThan(5);

  await signInField(page, 'admin@example.com');
  await expect(page.getByRole('alert')).toHaveText(
    'This call is for the mobile app: your account is not linked to an employee.',
  );
});

test('clocks in without camera and GPS permission: the reasons show, are sent, and the clerk reads them on the entry, flagged', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await offTheClock(request, FOREMAN);
  const phone = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    permissions: [],
    timezoneId: 'America/New_York',
  });
  const page = await phone.newPage();
  await signInField(page, FOREMAN);
  await page.getByRole('button', { name: 'Clock in' }).click();
  const jobs = page.getByRole('region', { name: 'Choose the job' });
  await jobs.getByRole('searchbox').fill('J-2401');
  await jobs.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByText('Location permission refused')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Camera permission refused')).toBeVisible();
  await page.getByRole('button', { name: 'Punch without a photo' }).click();
  await expect(page.getByText('No photo: the punch is flagged.')).toBeVisible();
  await page.getByRole('button', { name: 'Save punch' }).click();
  const first = punchItems(page).first();
  await expect(first).toContainText('Location permission refused');
  await expect(first).toContainText('Camera permission refused');
  await expect(first).toContainText('Sent', { timeout: 30_000 });
  await phone.close();

  // What the server kept: the reasons in the entry's field notes, the face and GPS flags set.
  const note =
    'Clock in: no photo (Camera permission refused); no GPS position (Location permission refused).';
  const entry = (await clerkEntriesOf(request, FOREMAN)).find(
    (e) => e.clock_out_date_time === null && e.job_code === 'J-2401',
  );
  expect(entry).toMatchObject({ field_notes: note, face_in_status: 1, gps_in_status: 1 });

  // The clerk reads them on Employee Timesheets, on the entry's card.
  const portal = await clerkDetail(browser, 'E1001', entry!.clock_in_date_time.slice(0, 10));
  const card = portal.panel.getByRole('listitem', { name: `Time entry ${entry!.id}` });
  await expect(card).toContainText(`Field adjustment notes: ${note}`);
  await expect(card.getByLabel('Clock-In status')).toContainText('Face: Flagged');
  await expect(card.getByLabel('Clock-In status')).toContainText('GPS: Flagged');
  await portal.close();
});
