import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { FOREMAN, signInField } from './support/field.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screens');
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(dir, `field-${name}.png`), animations: 'disabled' });

// Refreshes docs/screens/field-*.png at a phone's size (UPDATE_SCREENS=1 only, see playwright.config.ts).
test('field app screens', async ({ page }) => {
  test.setTimeout(480_000);
  await page.goto('/field/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shoot(page, 'sign-in');
  await signInField(page, FOREMAN);
  await expect(page.getByRole('button', { name: /^Clock (in|out)$/ })).toBeVisible();
  await shoot(page, 'clock');
  await page.getByRole('button', { name: /^Clock (in|out)$/ }).click();
  const jobs = page.getByRole('region', { name: 'Choose the job' });
  if (await jobs.isVisible()) {
    await expect(page.getByText(/Position found/)).toBeVisible();
    await shoot(page, 'jobs');
    await jobs.getByRole('listitem').first().getByRole('button').click();
  }
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('button', { name: 'Save punch' })).toBeEnabled({ timeout: 240_000 });
  await shoot(page, 'review');
  await page.getByRole('button', { name: 'Save punch' }).click();
  await expect(
    page.getByRole('region', { name: 'Recent punches' }).getByRole('listitem').first(),
  ).toContainText('Sent');
  await shoot(page, 'punches');
  await page.getByRole('button', { name: 'Crew', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Sub-contractor workers' }).getByRole('checkbox').first(),
  ).toBeVisible();
  await shoot(page, 'crew');
  await page.getByRole('button', { name: 'My week' }).click();
  await expect(page.getByRole('table', { name: 'My week' })).toBeVisible();
  await shoot(page, 'my-week');
  await page.getByRole('button', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible();
  await shoot(page, 'inbox');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Reloj' }).click();
  await expect(page.getByRole('button', { name: /^Marcar (entrada|salida)$/ })).toBeVisible();
  await shoot(page, 'clock-es');
});
