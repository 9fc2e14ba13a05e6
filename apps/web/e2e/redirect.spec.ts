import { expect, test } from '@playwright/test';
import { fillSignIn } from './support/session.ts';
import { DEMO_PASSWORD, USERS } from './support/users.ts';

test.describe('sign-in redirects', () => {
  test('a signed-out visit to /profile signs in first, then returns to /profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, USERS.payroll.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  });

  test('the query of the asked-for page survives the sign-in', async ({ page }) => {
    await page.goto('/profile?tab=change-password');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, USERS.payroll.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/profile\?tab=change-password$/);
    await expect(page.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/ goes to sign-in when signed out, and to the first screen when signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, USERS.payroll.email, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    const first = new URL(page.url()).pathname;
    await page.goto('/');
    await expect(page).toHaveURL(first);
    await page.goto('/login');
    await expect(page).toHaveURL(first);
  });
});
