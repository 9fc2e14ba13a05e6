import { expect, test, type Page } from '@playwright/test';
import { EMPLOYEE_MSG } from '@portal/contracts/employees';
import { mailText } from '@portal/test-support/smtp';
import { openMailbox } from './support/mailbox.ts';
import { signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const listCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
const detailCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Employee Detail' });
const employeeRow = (page: Page, code: string) =>
  listCard(page).locator('.ant-table-row').filter({ hasText: code });

// Nothing listens on the e2e SMTP port until the test opens the mailbox: the mail server is down.
test('an invitation with the mail server down is saved, says so and what it saved, and its mail goes out once the server is back', async ({
  page,
}) => {
  // The outbox tries again 30 s after the first failure (MAIL_RETRY_DELAY_SECONDS).
  test.setTimeout(100_000);
  await signInByApi(page, USERS.office.email);
  await page.goto('/employees');
  await expect(employeeRow(page, 'E1010')).toBeVisible({ timeout: 20_000 });
  await employeeRow(page, 'E1010').click();
  const detail = detailCard(page);
  await expect(detail).toContainText('E1010');
  await detail.getByRole('button', { name: /^(Re-)?Invite$/ }).click();

  const modal = page.getByRole('dialog', { name: 'Invite Employee' });
  const email = 'queued.invite.e2e@example.com';
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Phone').fill('2015550142');
  // The role stays the employee's own: Field User.
  await expect(modal.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await expect(modal).toContainText('Field User');
  await modal.getByRole('button', { name: 'Invite' }).click();
  await expect(modal).toBeHidden();

  const saved = EMPLOYEE_MSG.invited({ role: 'Field User', email, phone: '+12015550142' });
  const toast = page.locator('.ant-message-notice').filter({ hasText: saved });
  await expect(toast).toBeVisible();
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Re-Invite' })).toBeVisible();
  await expect(detail).toContainText(email);
  await page.screenshot({ path: test.info().outputPath('invite-mail-queued.png') });

  const mailbox = await openMailbox();
  try {
    const mail = await mailbox.waitFor(email, 60_000);
    expect(mailText(mail.raw)).toMatch(/\/userregisteration\?code=[A-Za-z0-9_-]+/);
  } finally {
    await mailbox.close();
  }
});
