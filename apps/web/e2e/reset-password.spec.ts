import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { resetLinkIn } from '@portal/test-support/smtp';
import { apiSetPassword, passwordWorks } from './support/api.ts';
import { openMailbox } from './support/mailbox.ts';
import { fillSignIn, formItem } from './support/session.ts';
import { DEMO_PASSWORD, USERS } from './support/users.ts';

// The payroll user resets its password by the mailed link and gets the demo password back at the end.
const user = USERS.payroll;
const NEW_PASSWORD = 'mailed-pass-77';

let mailbox: Awaited<ReturnType<typeof openMailbox>>;

test.describe('password reset', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    mailbox = await openMailbox();
  });

  test.afterAll(async ({ request }) => {
    await mailbox.close();
    if (await passwordWorks(request, user.email, NEW_PASSWORD)) {
      await apiSetPassword(request, user.email, NEW_PASSWORD, DEMO_PASSWORD);
    }
  });

  test('the request checks the address', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByRole('button', { name: 'Request reset link' }).click();
    await expect(formItem(page, 'Email')).toContainText(MSG.reset.mailRequired);
    await page.getByLabel('Email').fill('not-an-address');
    await expect(formItem(page, 'Email')).toContainText(MSG.reset.emailInvalid);
    await page.getByRole('link', { name: 'Return to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Request reset link' }).click();
    await expect(page.getByRole('alert')).toContainText(MSG.reset.requested);
    // A request for an account right after it: once its mail is in, a mail for the first would be too.
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(USERS.office.email);
    await page.getByRole('button', { name: 'Request reset link' }).click();
    await expect(page.getByRole('alert')).toContainText(MSG.reset.requested);
    await mailbox.waitFor(USERS.office.email);
    expect(mailbox.mails.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  test('the mailed link sets a new password that signs in, once', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Request reset link' }).click();
    await expect(page.getByRole('alert')).toContainText(MSG.reset.requested);

    const link = resetLinkIn((await mailbox.waitFor(user.email)).raw);
    expect(new URL(link).pathname).toMatch(/^\/reset-token\/[\w-]+$/);
    await page.goto(link);
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(formItem(page, 'Confirm Password')).toContainText(MSG.changePassword.mismatch);

    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(MSG.reset.success);
    await page.getByRole('link', { name: 'Return to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, user.email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toContainText(user.name);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(MSG.reset.badToken);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('a made-up link is refused with a way to ask for a new one', async ({ page }) => {
    await page.goto('/reset-token/made-up-token');
    await expect(page.getByRole('alert')).toContainText(MSG.reset.badToken);
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
