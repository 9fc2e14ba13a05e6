import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { apiMeStatus, apiSetPassword, passwordWorks } from './support/api.ts';
import { fillSignIn, formItem, openUserMenu, signIn, storedToken } from './support/session.ts';
import { DEMO_PASSWORD, USERS } from './support/users.ts';

// The office user changes its password here and gets the demo password back at the end.
const user = USERS.office;
const NEW_PASSWORD = 'fresh-pass-2024';

async function openTab(page: import('@playwright/test').Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect(page.getByLabel('Old Password')).toBeVisible();
}

async function submit(page: import('@playwright/test').Page, oldPw: string, newPw: string, confirm: string) {
  await page.getByLabel('Old Password').fill(oldPw);
  await page.getByLabel('New Password').fill(newPw);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

test.describe('Change Password', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ request }) => {
    if (await passwordWorks(request, user.email, NEW_PASSWORD)) {
      await apiSetPassword(request, user.email, NEW_PASSWORD, DEMO_PASSWORD);
    }
  });

  test('asks for every field and a matching confirmation', async ({ page }) => {
    await signIn(page, user.email);
    await openTab(page);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(formItem(page, 'Old Password')).toContainText(MSG.changePassword.oldRequired);
    await expect(formItem(page, 'New Password')).toContainText(MSG.changePassword.newRequired);
    await expect(formItem(page, 'Confirm Password')).toContainText(MSG.changePassword.confirmRequired);
    await submit(page, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(formItem(page, 'Confirm Password')).toContainText(MSG.changePassword.mismatch);
  });

  test('a wrong old password is shown beside Old Password', async ({ page }) => {
    await signIn(page, user.email);
    await openTab(page);
    await submit(page, 'not-my-password', NEW_PASSWORD, NEW_PASSWORD);
    await expect(formItem(page, 'Old Password')).toContainText(MSG.changePassword.oldIncorrect);
  });

  test('a change keeps this browser signed in with a new token; the new password signs in', async ({
    page,
    request,
  }) => {
    await signIn(page, user.email);
    const oldToken = (await storedToken(page))!;
    await openTab(page);
    await submit(page, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByText(MSG.changePassword.success)).toBeVisible();
    await expect(page.getByLabel('Old Password')).toHaveValue('');
    await expect(page.getByLabel('New Password')).toHaveValue('');

    const newToken = await storedToken(page);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect(await apiMeStatus(request, oldToken)).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

    await openUserMenu(page, new RegExp(user.name));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await fillSignIn(page, user.email, DEMO_PASSWORD);
    await expect(formItem(page, 'Password')).toContainText(MSG.login.badCredentials);
    await fillSignIn(page, user.email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toContainText(user.name);
  });
});
