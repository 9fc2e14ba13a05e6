// Refreshes the screenshots in docs/screens/ (run with UPDATE_SCREENS=1; left out of the normal run).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { AuthUser, AuthorisedRoute, Envelope } from '@portal/contracts';
import { fillSignIn, openUserMenu, signIn } from './support/session.ts';
import { USERS } from './support/users.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screens');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });

async function patchMe(page: Page, change: (u: AuthUser) => AuthUser) {
  await page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<AuthUser>;
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

const menu = (p: string, title: string, icon: string): AuthorisedRoute => ({
  path: p,
  title,
  breadcrumb: ['Home', title],
  icon,
  showInMenu: true,
  module: null,
});

test('public screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'login');
  await fillSignIn(page, USERS.admin.email, 'wrong-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await shot(page, 'login-error');

  await page.goto('/reset-password');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Request reset link' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shot(page, 'reset-request');

  await page.route('**/api/v1/check-token?*', (route) =>
    route.fulfill({
      json: {
        status: true,
        message: 'Token is valid.',
        data: { email: USERS.payroll.email, purpose: 'reset' },
        errors: null,
      },
    }),
  );
  await page.goto('/reset-token/sample-token');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await shot(page, 'reset-token');
  await page.unroute('**/api/v1/check-token?*');

  await page.goto('/reset-token/expired-token');
  await expect(page.getByRole('alert')).toBeVisible();
  await shot(page, 'reset-token-invalid');

  await page.goto('/userregisteration?code=INV-1');
  await expect(page.getByText('Redirecting')).toBeVisible();
  await shot(page, 'user-registration');

  await page.goto('/no-such-page');
  await expect(page.getByRole('button', { name: 'Go to sign in' })).toBeVisible();
  await shot(page, 'not-found-signed-out');

  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'login-phone');
});

test('signed-in screens', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await shot(page, 'profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Old password is required!')).toBeVisible();
  await shot(page, 'profile-change-password');

  await page.goto('/no-such-page');
  await expect(page.getByRole('button', { name: 'Back Home' })).toBeVisible();
  await shot(page, 'not-found');
  await openUserMenu(page, /Alex Morgan/);
  await shot(page, 'user-menu');
});

test('shell with a menu and a very long name', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await patchMe(page, (u) => ({
    ...u,
    name: 'Maximiliana Alexandra Konstantinopoulou-Vanderbilt de la Fontaine-Rutherford III',
    routes: [
      menu('/employee-timesheets', 'Employee Timesheets', 'ClockCircleOutlined'),
      menu('/sub-contractor-timesheets', 'Sub Contractor Timesheets', 'FieldTimeOutlined'),
      menu('/employees', 'Employees', 'TeamOutlined'),
      menu('/meetings', 'Meetings', 'CalendarOutlined'),
      menu('/sub_contractor_company', 'Sub Contractor Company', 'ApartmentOutlined'),
      menu('/jobs', 'Jobs', 'EnvironmentOutlined'),
      menu('/reports', 'Reports', 'FileTextOutlined'),
      menu('/logs_auditing', 'Logs & Auditing', 'AuditOutlined'),
      menu('/settings', 'Settings', 'SettingOutlined'),
      ...u.routes,
    ],
  }));
  await page.goto('/jobs');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await shot(page, 'shell-menu-long-name');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await shot(page, 'shell-menu-collapsed');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await shot(page, 'profile-long-name');
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/jobs');
  await expect(page.getByRole('banner')).toBeVisible();
  await shot(page, 'shell-phone');
});
