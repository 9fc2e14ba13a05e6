import { expect, test, type APIRequestContext } from '@playwright/test';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { apiGet, apiToken, FOREMAN, offTheClock, punchItems, signInField } from './support/field.ts';

// No camera permission: the punches go without a photo, so no face check to wait for.
test.use({ permissions: ['geolocation'] });

/** 'YYYY-MM-DD' plus some days. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function payPeriod(request: APIRequestContext, token: string, start: string) {
  return apiGet<{ closed: boolean; late_punches: number }>(request, token, `pay-periods?start_date=${start}`);
}

async function payrollCall(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v1/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
}

test("punches made in a week payroll has closed show the server's held answer, and are applied on reopen", async ({
  page,
  request,
}) => {
  await offTheClock(request, FOREMAN);
  const payroll = await apiToken(request, 'payroll@example.com');
  const thisWeek = await apiGet<{ week_start: string }>(
    request,
    await apiToken(request, FOREMAN),
    'mobile/my-week',
  );
  // Three weeks back: a week the demo approved, which payroll now closes.
  const monday = addDays(thisWeek.week_start, -21);
  const sunday = addDays(monday, 6);
  await payrollCall(request, payroll, 'pay-period-close', { start_date: monday });
  try {
    // The phone's clock reads that Sunday, as if its punches had waited on it without signal since.
    await page.clock.setFixedTime(new Date(`${sunday}T17:00:00Z`));
    await signInField(page, FOREMAN);
    await page.getByRole('button', { name: 'Clock in' }).click();
    const jobs = page.getByRole('region', { name: 'Choose the job' });
    await jobs.getByRole('searchbox').fill('J-2401');
    await jobs.getByRole('listitem').first().getByRole('button').click();
    await page.getByRole('button', { name: 'Punch without a photo' }).click();
    await page.getByRole('button', { name: 'Save punch' }).click();
    await expect(punchItems(page).first()).toContainText(PAY_PERIOD_MSG.latePunchKept, { timeout: 30_000 });
    await expect(punchItems(page).first()).toHaveAttribute('data-state', 'held');

    // Its clock-out too: the app counts the held clock-in as the running shift.
    await page.clock.setFixedTime(new Date(`${sunday}T17:30:00Z`));
    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByRole('button', { name: 'Punch without a photo' }).click();
    await page.getByRole('button', { name: 'Save punch' }).click();
    await expect(punchItems(page)).toHaveCount(2);
    await expect(punchItems(page).first()).toContainText('Out');
    await expect(punchItems(page).first()).toContainText(PAY_PERIOD_MSG.latePunchKept, { timeout: 30_000 });
    expect(await payPeriod(request, payroll, monday)).toMatchObject({ closed: true, late_punches: 2 });
  } finally {
    // Reopened, the week is as the other tests expect it, and the two punches are applied.
    await payrollCall(request, payroll, 'pay-period-reopen', {
      start_date: monday,
      reason: 'Field app test: late punches',
    });
  }
  expect(await payPeriod(request, payroll, monday)).toMatchObject({ closed: false, late_punches: 0 });
});
