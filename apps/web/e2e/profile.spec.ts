import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { apiMe } from './support/api.ts';
import { formItem, mainMenu, openUserMenu, signIn, storedToken } from './support/session.ts';
import { USERS } from './support/users.ts';

const user = USERS.payroll;

test.describe('Profile Settings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, user.email);
  });

  test('opens from the user menu as a page without the side menu', async ({ page }) => {
    await page.goto('/no-such-page');
    await openUserMenu(page, new RegExp(user.name));
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  test('shows name, role and email read-only', async ({ page }) => {
    await page.goto('/profile');
    for (const [label, value] of [
      ['Name', user.name],
      ['Role', user.role],
      ['Email', user.email],
    ]) {
      const field = page.getByLabel(label!, { exact: true });
      await expect(field).toHaveValue(value!);
      await expect(field).not.toBeEditable();
    }
  });

  for (const typed of ['55512', 'call me', '555-CALL-NOW', '555123456789']) {
    test(`refuses ${typed} as a phone and keeps the stored one`, async ({ page, request }) => {
      await page.goto('/profile');
      const before = (await apiMe(request, (await storedToken(page))!)).phone_number;
      let sent = false;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/v1/profile')) sent = true;
      });
      await page.getByLabel('Phone').fill(typed);
      await expect(page.getByLabel('Phone')).toHaveValue(typed);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(formItem(page, 'Phone')).toContainText(MSG.profile.phoneInvalid);
      expect(sent).toBe(false);
      expect((await apiMe(request, (await storedToken(page))!)).phone_number).toBe(before);
    });
  }

  test('updates the phone, which is still there after a reload', async ({ page, request }) => {
    await page.goto('/profile');
    const phone = page.getByLabel('Phone');
    await phone.fill('(609) 555-0142');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(MSG.profile.updated)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('6095550142');
    const me = await apiMe(request, (await storedToken(page))!);
    expect(me.phone_number).toBe('+16095550142');

    await page.getByLabel('Phone').fill('');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/profile') && r.ok());
    await page.getByRole('button', { name: 'Update' }).click();
    await saved;
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('');
  });
});
