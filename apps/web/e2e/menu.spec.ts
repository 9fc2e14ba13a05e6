import { expect, test } from '@playwright/test';
import { authorisedRoutes, ROUTE_DEFINITIONS } from '@portal/contracts';
import { apiLogin, apiMe } from './support/api.ts';
import { mainMenu, openUserMenu, signIn, storedToken, userMenuButton } from './support/session.ts';
import { COMPANY_CODE, DEMO_PASSWORD, USERS } from './support/users.ts';

const NOT_FOUND_TEXT = 'Sorry, the page you visited does not exist';

// Data-driven: whatever routes the server authorises for a role, the portal shows exactly those.
for (const user of Object.values(USERS)) {
  test.describe(`${user.role} (${user.email})`, () => {
    test('the menu shows exactly the authorised menu routes', async ({ page, request }) => {
      await signIn(page, user.email);
      const me = await apiMe(request, (await storedToken(page))!);
      expect(me.role).toBe(user.role);
      expect(me.routes).toEqual(authorisedRoutes(me.modules));

      const menuRoutes = me.routes.filter((r) => r.showInMenu);
      // Profile Settings has no side menu: look at the menu from a page that has one.
      await page.goto(menuRoutes[0]?.path ?? '/no-such-page');
      await expect(userMenuButton(page, new RegExp(user.name))).toBeVisible();
      if (menuRoutes.length === 0) {
        await expect(mainMenu(page)).toHaveCount(0);
      } else {
        await expect(mainMenu(page).getByRole('link')).toHaveText(menuRoutes.map((r) => r.title));
      }
    });

    test('the user menu offers Profile Settings and Logout with the role and company code', async ({
      page,
    }) => {
      await signIn(page, user.email);
      await expect(userMenuButton(page, new RegExp(user.name))).toContainText(
        `${user.role} · ${COMPANY_CODE}`,
      );
      await openUserMenu(page, new RegExp(user.name));
      // The user menu's own items, not the side menu's.
      await expect(page.locator('.ant-dropdown:visible').getByRole('menuitem')).toHaveText([
        'Profile Settings',
        'Logout',
      ]);
    });

    test('every authorised route opens its screen and every other screen is not found', async ({
      page,
      request,
    }) => {
      test.slow(); // one full page load per route of the product
      await signIn(page, user.email);
      const me = await apiMe(request, (await storedToken(page))!);
      for (const route of me.routes) {
        await page.goto(route.path);
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
          route.breadcrumb.at(-1)!,
        );
        await expect(page.getByText(NOT_FOUND_TEXT), `${route.path} has a screen`).toHaveCount(0);
      }
      const allowed = new Set(me.routes.map((r) => r.path));
      for (const route of ROUTE_DEFINITIONS.filter((r) => !allowed.has(r.path))) {
        await page.goto(route.path);
        await expect(page.getByText(NOT_FOUND_TEXT), `${route.path} is not authorised`).toBeVisible();
      }
    });
  });
}

test('the roles are authorised differently', async ({ request }) => {
  const modules = await Promise.all(
    Object.values(USERS).map(async (u) =>
      (await apiLogin(request, u.email, DEMO_PASSWORD)).user.modules.sort(),
    ),
  );
  expect(new Set(modules.map((m) => m.join())).size).toBe(modules.length);
});
