import { expect, test } from '@playwright/test';
import { MSG } from '@portal/contracts';
import { mailText } from '@portal/test-support/smtp';
import { openMailbox } from '../../web/e2e/support/mailbox.ts';
import { apiGet, apiToken } from './support/field.ts';

/** A demo Field User without an account (only the demo foreman E1001 has one). */
const CODE = 'E1012';
const EMAIL = 'field.invite.e2e@example.com';
const PASSWORD = 'field-pass-2026';

test('an invited employee takes the field app from the invitation mail: the code is checked, a password chosen, and they are signed in', async ({
  page,
  request,
}) => {
  const mailbox = await openMailbox();
  try {
    // The office invites the employee to the mobile app (the Employees screen's call).
    const office = await apiToken(request, 'office@example.com');
    const employees = await apiGet<{ id: number; code: string; role_id: number }[]>(
      request,
      office,
      'employee-list',
    );
    const employee = employees.find((e) => e.code === CODE)!;
    const invite = await request.post('/api/v1/register', {
      headers: { authorization: `Bearer ${office}` },
      data: { emp_id: employee.id, role: employee.role_id, email: EMAIL, phone: '2015550177' },
    });
    expect(invite.status(), await invite.text()).toBe(200);
    expect((await invite.json()).data.register_type).toBe('mobile');

    const text = mailText((await mailbox.waitFor(EMAIL, 60_000)).raw);
    // The spec's store link stays; the field app's link carries the same code.
    const code = /\/userregisteration\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(code).toBeTruthy();
    const link = /https?:\/\/\S+\/field\/invite\?code=[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link).toContain(`/field/invite?code=${code}`);
    const name = /^Hello (.+),$/m.exec(text)![1]!;

    // On the phone: the link checks the code and shows whose invitation it is.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set up the field app' })).toBeVisible();
    await expect(page.getByText(`Invitation for ${EMAIL}`)).toBeVisible();
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill('another-pass-2026');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The passwords do not match.');
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();

    // Signed in: the clock-in screen, as the invited employee, at the app's own address.
    await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/field\/$/);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect(page.getByText(`Signed in as ${name} (Field User)`)).toBeVisible();

    // The code works once; the chosen password signs in from then on.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toHaveText(MSG.reset.badToken);
    const login = await request.post('/api/v1/login', { data: { email: EMAIL, password: PASSWORD } });
    expect(login.status()).toBe(200);
  } finally {
    await mailbox.close();
  }
});
