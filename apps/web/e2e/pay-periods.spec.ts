import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { Envelope } from '@portal/contracts';
import { PAY_PERIOD_MSG, type PayPeriodStatus } from '@portal/contracts/pay-periods';
import { addDays } from '@portal/domain';
import { signIn } from './support/session.ts';
import { apiToken, thisWeek } from './support/timesheets-api.ts';
import { detail, gridRows, shoot } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

// Four weeks back: approved by the demo's payroll, and used by no other spec (they work on the last
// two weeks). The test reopens it at the end, and afterAll does should the test stop half-way.
const start = addDays(thisWeek().start, -28);
const end = addDays(start, 6);
const week = dayjs(start).format('MM/DD/YY');

// Four weeks back and forth, each loading a grid of 80 employees: on a shared, busy machine a screen
// may take longer than the suite's 7 s to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

async function call<T>(request: APIRequestContext, token: string, path: string, data?: object) {
  const headers = { authorization: `Bearer ${token}` };
  const res = data ? await request.post(path, { headers, data }) : await request.get(path, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

const exportText = async (request: APIRequestContext, token: string) =>
  (
    await call<{ data: string }>(
      request,
      token,
      `/api/v1/time-export-txt?start_date=${start}&end_date=${end}`,
    )
  ).data;

/** Moves the screen back from this week to the test's week. */
async function showTestWeek(page: Page) {
  await page.goto('/employee-timesheets');
  // The first screen after the server's start waits for its start-up jobs on a busy machine.
  await expect(page.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 90_000 });
  const picker = page.getByLabel('Week', { exact: true });
  for (let i = 0; i < 4; i++) {
    const shown = await picker.inputValue();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(picker).not.toHaveValue(shown);
  }
  await expect(picker).toHaveValue(`${week} - ${dayjs(end).format('MM/DD/YY')}`);
  await expect(gridRows(page).first()).toBeVisible();
}

test.describe.configure({ timeout: 240_000 });

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, USERS.payroll.email);
  const status = await call<PayPeriodStatus>(request, token, `/api/v1/pay-periods?start_date=${start}`);
  if (status.closed)
    await call(request, token, '/api/v1/pay-period-reopen', { start_date: start, reason: 'test clean-up' });
});

test('payroll closes an approved week, which then cannot change, exports the same file, and reopens it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, USERS.payroll.email);
  const before = await exportText(request, token);

  await signIn(page, USERS.payroll.email);
  await showTestWeek(page);
  await page.getByRole('button', { name: 'Close Pay Period' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Close Pay Period' }).click();
  await expect(page.locator('.ant-message').getByText(PAY_PERIOD_MSG.closedDone(start))).toBeVisible();
  await expect(page.locator('.pp-closed-tag')).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Close Pay Period' })).toHaveCount(0);

  // The detail says why nothing can change and offers no change; neither does the toolbar.
  await gridRows(page).first().click();
  await expect(page.getByText(PAY_PERIOD_MSG.closed(start))).toBeVisible();
  await expect(detail(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(detail(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Timesheet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve Week' })).toHaveCount(0);
  await shoot(page, 'pay-period-closed');

  // The kept file is the one payroll got before the close, byte for byte.
  expect(await exportText(request, token)).toBe(before);

  await page.getByRole('button', { name: 'Reopen' }).click();
  const dialog = page.getByRole('dialog', { name: `Reopen the week of ${week}` });
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog.getByText(PAY_PERIOD_MSG.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('A Saturday shift was left out.');
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.locator('.ant-message').getByText(PAY_PERIOD_MSG.reopened(start))).toBeVisible();
  await expect(page.locator('.pp-closed-tag')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close Pay Period' })).toBeVisible();
  await expect(page.getByText(PAY_PERIOD_MSG.closed(start))).toHaveCount(0);
});

test('the office sees a closed week as Closed, without Reopen', async ({ page, request }) => {
  const token = await apiToken(request, USERS.payroll.email);
  await call(request, token, '/api/v1/pay-period-close', { start_date: start });
  await signIn(page, USERS.office.email);
  await showTestWeek(page);
  await expect(page.locator('.pp-closed-tag')).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close Pay Period' })).toHaveCount(0);
});
