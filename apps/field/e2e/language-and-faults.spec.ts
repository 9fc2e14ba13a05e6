import { expect, test } from '@playwright/test';
import { FOREMAN, signInField } from './support/field.ts';

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

test('clocks in without camera and GPS permission: the reasons show and the punch is kept', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    permissions: [],
  });
  const page = await phone.newPage();
  await signInField(page, FOREMAN);
  await page.getByRole('button', { name: /^Clock (in|out)$/ }).click();
  if (await page.getByRole('region', { name: 'Choose the job' }).isVisible()) {
    await page
      .getByRole('region', { name: 'Choose the job' })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .click();
  }
  await expect(page.getByText('Location permission refused')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Camera permission refused')).toBeVisible();
  await page.getByRole('button', { name: 'Punch without a photo' }).click();
  await expect(page.getByText('No photo: the punch is flagged.')).toBeVisible();
  await page.getByRole('button', { name: 'Save punch' }).click();
  const first = page.getByRole('region', { name: 'Recent punches' }).getByRole('listitem').first();
  await expect(first).toContainText('Location permission refused');
  await expect(first).toContainText('Camera permission refused');
  await expect(first).toContainText('Sent', { timeout: 30_000 });
  await phone.close();
});
