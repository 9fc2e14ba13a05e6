import { expect, test, type Page } from '@playwright/test';
import type { AuthUser, AuthorisedRoute, Envelope } from '@portal/contracts';
import { mainMenu, signIn, signInByApi, userMenuButton } from './support/session.ts';
import { COMPANY_CODE, USERS } from './support/users.ts';

const user = USERS.payroll;

/** Serves /api/v1/me with changes to the real answer (a name or routes the demo data lacks). */
async function patchMe(page: Page, change: (u: AuthUser) => AuthUser) {
  await page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<AuthUser>;
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

function menuRoute(path: string, title: string, icon: string): AuthorisedRoute {
  return { path, title, breadcrumb: ['Home', title], icon, showInMenu: true, module: null };
}

test.describe('the shell', () => {
  test('the top bar shows picture initials, name, role and company code; the footer the copyright', async ({
    page,
  }) => {
    await signInByApi(page, user.email);
    await page.goto('/profile');
    const button = userMenuButton(page, new RegExp(user.name));
    await expect(button).toContainText('PS');
    await expect(button).toContainText(user.name);
    await expect(button).toContainText(`${user.role} · ${COMPANY_CODE}`);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Time Portal`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*\/\s*Profile Settings/,
    );
    await expect(page).toHaveTitle('Profile Settings · Time Portal');
  });

  test('the menu stays below the top bar and in view when the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 420 });
    await signInByApi(page, USERS.admin.email);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Update Settings' })).toBeVisible();
    await page.mouse.wheel(0, 2_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const header = (await page.locator('.shell-header').boundingBox())!;
    const first = (await mainMenu(page).getByRole('menuitem').first().boundingBox())!;
    expect(header.y).toBe(0);
    expect(first.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a very long name is cut short without pushing the top bar wider', async ({ page }) => {
    const longName = 'Maximiliana Alexandra Konstantinopoulou-Vanderbilt de la Fontaine-Rutherford III';
    await signIn(page, user.email);
    await patchMe(page, (u) => ({ ...u, name: longName }));
    await page.reload();
    const button = userMenuButton(page, /Maximiliana/);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', longName);
    const fits = await page.getByRole('banner').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const box = await button.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(361);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('the side menu lists the menu routes with icons and collapses', async ({ page }) => {
    await signIn(page, user.email);
    await patchMe(page, (u) => ({
      ...u,
      routes: [
        menuRoute('/employee-timesheets', 'Employee Timesheets', 'ClockCircleOutlined'),
        menuRoute('/reports', 'Reports', 'FileTextOutlined'),
        ...u.routes.filter((r) => !r.showInMenu),
      ],
    }));
    await page.goto('/reports');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link')).toHaveText(['Employee Timesheets', 'Reports']);
    await expect(menu.locator('.anticon-file-text')).toBeVisible();
    await expect(menu.locator('.ant-menu-item-selected')).toContainText('Reports');

    const toggle = page.getByRole('button', { name: 'Collapse menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    // The sider animates its width: wait for it to settle.
    await expect
      .poll(() => page.locator('.ant-layout-sider').evaluate((el) => el.getBoundingClientRect().width))
      .toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();

    await menu.getByRole('link', { name: 'Employee Timesheets' }).click();
    await expect(page).toHaveURL(/\/employee-timesheets$/);
  });
});
