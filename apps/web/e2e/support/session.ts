import { expect, test, type Locator, type Page } from '@playwright/test';
import { WEB_TOKEN_KEY } from '@portal/contracts';
import { apiLogin } from './api.ts';
import { DEMO_PASSWORD } from './users.ts';

/** Signs in through the sign-in page and waits until the portal has moved on from it. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await fillSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).toBeVisible();
}

/**
 * Signs in through the sign-in call and keeps the token where the sign-in page keeps it, without
 * opening a page: for a test that opens its own screen next. The sign-in page itself is tested through
 * signIn (login.spec.ts, logout.spec.ts and the password tests).
 */
export async function signInByApi(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  const { token } = await apiLogin(page.request, email, password);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: WEB_TOKEN_KEY, value: token }] }],
  });
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), WEB_TOKEN_KEY);
}

/** The top bar's button with the user's picture, name, role and company code. */
export function userMenuButton(page: Page, name: string | RegExp): Locator {
  return page.getByRole('banner').getByRole('button', { name });
}

export async function openUserMenu(page: Page, name: string | RegExp): Promise<void> {
  await userMenuButton(page, name).click();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(logout).toBeVisible();
  // Until the menu has finished sliding in, a click may first scroll a page taller than the window
  // (Employee Timesheets) and then land where the item was.
  await expect(page.locator('.ant-dropdown').filter({ has: logout })).not.toHaveClass(/-(appear|enter)\b/);
}

/** The antd form item (label, control and messages) of the control with this label. */
export function formItem(page: Page, label: string): Locator {
  return page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}
