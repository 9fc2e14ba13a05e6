import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { apiLogout, apiMeStatus } from './support/api.ts';
import { fillSignIn, openUserMenu, signIn, signInByApi, storedToken } from './support/session.ts';
import { DEMO_PASSWORD, USERS } from './support/users.ts';

const user = USERS.admin;

test.describe('logout', () => {
  test('Logout revokes the token, forgets it and returns to sign-in', async ({ page, request }) => {
    await signIn(page, user.email);
    const token = (await storedToken(page))!;
    await openUserMenu(page, new RegExp(user.name));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await apiMeStatus(request, token)).toBe(401);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session revoked elsewhere ends at the next call, back at sign-in', async ({ page, request }) => {
    await signInByApi(page, user.email);
    await page.goto('/profile');
    // The screen open, its session checked, before the session ends elsewhere: revoked earlier, the
    // page's own session check would already send the portal to sign-in.
    const phone = page.getByLabel('Phone');
    await expect(phone).toBeVisible();
    await apiLogout(request, (await storedToken(page))!);

    await phone.fill('6095550100');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MSG.unauthenticated)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a session revoked while the portal was closed opens sign-in, then the screen asked for', async ({
    page,
    request,
  }) => {
    await signIn(page, user.email);
    await apiLogout(request, (await storedToken(page))!);
    // The session check goes out with the page, before the app listens for a 401 (startFirstScreen).
    await page.goto('/employee-timesheets');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await fillSignIn(page, user.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/employee-timesheets$/);
    await expect(page.getByRole('heading', { name: 'Employee Timesheets', level: 1 })).toBeVisible();
  });

  test('signing out in one tab signs out the others', async ({ page, context }) => {
    await signIn(page, user.email);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    // Back to the first tab, as a person would: a background tab gets no animation frames for the menu.
    await page.bringToFront();
    await openUserMenu(page, new RegExp(user.name));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);
  });
});
