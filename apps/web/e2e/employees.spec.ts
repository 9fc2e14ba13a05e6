import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMPLOYEE_MSG } from '@portal/contracts/employees';
import { NOTIFICATION_MSG } from '@portal/contracts/notifications';
import { resetLinkIn } from '@portal/test-support/smtp';
import { openMailbox } from './support/mailbox.ts';
import { chooseOption, dropdownOf } from './support/antd-select.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { fillSignIn, formItem, signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const listCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
const detailCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Employee Detail' });
const rows = (page: Page) => listCard(page).locator('.ant-table-row');
const employeeRow = (page: Page, code: string) => rows(page).filter({ hasText: code });
const photos = (page: Page) => detailCard(page).getByTestId('employee-photo');

async function openScreen(page: Page, email: string) {
  await signInByApi(page, email);
  await page.goto('/employees');
  // The first load (screen code and the list) can be slow on a busy machine.
  await expect(employeeRow(page, 'E1001')).toBeVisible({ timeout: 20_000 });
}

/** Picks Trenton Shop in the detail's site switch, which asks before it changes anything. */
async function pickSite(page: Page, detail: Locator) {
  const site = detail.getByRole('combobox', { name: 'Site' });
  await site.click();
  await (await dropdownOf(page, site)).getByTitle('Trenton Shop', { exact: true }).click();
}

test.describe('Employees as office', () => {
  test.beforeEach(async ({ page }) => openScreen(page, USERS.office.email));

  test('selects the first employee and switches their site after confirming', async ({ page }) => {
    const detail = detailCard(page);
    await expect(detail).toContainText('E1001');
    await expect(detail.getByRole('combobox', { name: 'Site' })).toBeEnabled();

    await pickSite(page, detail);
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure to switch site?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(employeeRow(page, 'E1001')).toContainText('Newark Yard');

    await pickSite(page, detail);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(employeeRow(page, 'E1001')).toContainText('Trenton Shop');
    await page.reload();
    await expect(employeeRow(page, 'E1001')).toContainText('Trenton Shop', { timeout: 20_000 });

    await page.getByRole('searchbox', { name: 'Search employees' }).fill('no such person');
    await expect(listCard(page)).toContainText('No Employees found');
  });

  test('sets a photo as the original and deletes another', async ({ page }) => {
    await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
    const count = await photos(page).count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(photos(page).first()).toContainText('Original');
    await photos(page).nth(1).getByRole('button', { name: 'Use as Original' }).click();
    await expect(page.getByText(EMPLOYEE_MSG.defaultSet)).toBeVisible();
    await expect(detailCard(page).getByText('Original', { exact: true })).toHaveCount(1);

    const deletable = photos(page).filter({ has: page.getByRole('button', { name: /Delete photo/ }) });
    await deletable
      .first()
      .getByRole('button', { name: /Delete photo/ })
      .click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(photos(page)).toHaveCount(count - 1);
  });

  test('notifies chosen foremen', async ({ page }) => {
    await listCard(page).getByRole('button', { name: 'Notify' }).click();
    const modal = page.getByRole('dialog', { name: 'Notify' });
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal).toContainText(NOTIFICATION_MSG.titleRequired);
    await expect(modal).toContainText(NOTIFICATION_MSG.roleRequired);
    await expect(modal).toContainText(NOTIFICATION_MSG.recipientsRequired);
    await expect(modal).toContainText(NOTIFICATION_MSG.descriptionRequired);
    await modal.getByLabel('Title').fill('Safety stand-down');
    await chooseOption(page, 'Role', 'Foreman');
    await chooseOption(page, 'Employees', { first: true });
    await page.keyboard.press('Escape');
    await modal.getByLabel('Description').fill('All crews meet at 7:00 at the yard.');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(/Notification sent to 1 employee/)).toBeVisible();
  });

  test('invites an employee to the web portal who then sets a password and signs in', async ({ page }) => {
    const mailbox = await openMailbox();
    try {
      await employeeRow(page, 'E1002').click();
      const detail = detailCard(page);
      await expect(detail).toContainText('E1002');
      await detail.getByRole('button', { name: 'Invite', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Invite Employee' });
      await modal.getByLabel('Email').fill('');
      await modal.getByLabel('Phone').fill('12345');
      await modal.getByRole('button', { name: 'Invite' }).click();
      await expect(formItem(page, 'Email')).toContainText(EMPLOYEE_MSG.emailRequired);
      await expect(formItem(page, 'Phone')).toContainText(EMPLOYEE_MSG.phoneDigits);
      await modal.getByLabel('Email').fill('not-an-email');
      await expect(formItem(page, 'Email')).toContainText(EMPLOYEE_MSG.emailInvalid);
      await modal.getByLabel('Phone').fill('');
      await expect(formItem(page, 'Phone')).toContainText(EMPLOYEE_MSG.phoneRequired);

      const email = 'invitee.e2e@example.com';
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('Phone').fill('2015550199');
      await chooseOption(page, 'Role', 'Office');
      await expect(modal).toContainText('sync the data of the previous role');
      await modal.getByRole('button', { name: 'Invite' }).click();
      await expect(modal).toBeHidden();
      await expect(detail.getByRole('button', { name: 'Re-Invite' })).toBeVisible();

      const link = resetLinkIn((await mailbox.waitFor(email)).raw);
      await page.getByRole('banner').getByRole('button').last().click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.goto(new URL(link).pathname);
      await page.getByLabel('New Password').fill('invited-pass-1');
      await page.getByLabel('Confirm Password').fill('invited-pass-1');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByRole('link', { name: 'Return to login' }).click();
      await fillSignIn(page, email, 'invited-pass-1');
      await expect(page).not.toHaveURL(/\/login$/);
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      await mailbox.close();
    }
  });
});

test('payroll sees employees read-only', async ({ page }) => {
  await openScreen(page, USERS.payroll.email);
  const detail = detailCard(page);
  await expect(detail).toContainText('E1001');
  await expect(detail.getByRole('combobox', { name: 'Site' })).toBeDisabled();
  await expect(listCard(page).getByRole('button', { name: 'Notify' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /Invite/ })).toHaveCount(0);
  await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(detail.getByRole('button', { name: 'Use as Original' })).toHaveCount(0);
});

test('screenshots of Employees', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await openScreen(page, USERS.office.email);
  await expect(photos(page).first()).toBeVisible({ timeout: 15_000 });
  await saveScreen(page, 'employees');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('no such person');
  await expect(listCard(page)).toContainText('No Employees found');
  await saveScreen(page, 'employees-empty');
});
