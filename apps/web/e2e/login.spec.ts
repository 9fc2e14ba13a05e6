import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { apiMe } from './support/api.ts';
import { fillSignIn, formItem, signIn, storedToken, userMenuButton } from './support/session.ts';
import { USERS } from './support/users.ts';

test.describe('sign-in', () => {
  test('a good sign-in stores the token and opens the first authorised screen', async ({ page, request }) => {
    await signIn(page, USERS.admin.email);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const me = await apiMe(request, token!);
    // Every authorised route has a screen (menu.spec.ts): the first menu route, else Profile Settings.
    const landing = me.routes.find((r) => r.showInMenu)?.path ?? '/profile';
    await expect(page).toHaveURL(landing);
    await expect(userMenuButton(page, new RegExp(USERS.admin.name))).toBeVisible();
  });

  test('a wrong password is shown beside the password field', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, USERS.admin.email, 'not-the-password');
    await expect(formItem(page, 'Password')).toContainText(MSG.login.badCredentials);
    await expect(formItem(page, 'Email')).not.toContainText(MSG.login.badCredentials);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('an unknown address gets the same answer as a wrong password, which tells no one it has no account', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillSignIn(page, 'nobody@example.com', 'whatever-pass');
    await expect(formItem(page, 'Password')).toContainText(MSG.login.badCredentials);
    await expect(formItem(page, 'Email')).not.toContainText(MSG.login.badCredentials);
    expect(await storedToken(page)).toBeNull();
  });

  test('both fields are checked before anything is sent', async ({ page }) => {
    await page.goto('/login');
    let called = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/login')) called = true;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(formItem(page, 'Email')).toContainText(MSG.login.emailRequired);
    await expect(formItem(page, 'Password')).toContainText(MSG.login.passwordRequired);
    await page.getByLabel('Email').fill('not-an-email');
    await expect(formItem(page, 'Email')).toContainText(MSG.login.emailInvalid);
    expect(called).toBe(false);
  });

  test('Forgot Password? leads to the reset request', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  });
});
