import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { signIn } from './support/session.ts';
import { USERS } from './support/users.ts';

const NOT_FOUND_TEXT = 'Sorry, the page you visited does not exist or you do not have access to it.';

test.describe('Not Found', () => {
  test('an unknown path shows Not Found inside the portal, with a way home', async ({ page }) => {
    await signIn(page, USERS.office.email);
    const home = new URL(page.url()).pathname;
    await page.goto('/no-such-page/at/all');
    await expect(page.getByText(MSG.notFound, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(MSG.notFound);
    await expect(page).toHaveTitle(/Not Found/);
    await page.getByRole('button', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(home);
  });

  test('signed out, an unknown path is not found and a screen of the portal asks to sign in', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await page.getByRole('button', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});
