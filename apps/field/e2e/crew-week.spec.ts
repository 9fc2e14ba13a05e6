import { expect, test } from '@playwright/test';
import {
  apiGet,
  apiToken,
  clerkDetail,
  clerkEntriesOf,
  FOREMAN,
  punchItems,
  signInField,
  waitForServiceWorker,
} from './support/field.ts';

interface Week {
  week_start: string;
  week_end: string;
  days: { date: string; hours: number }[];
  regular_time: number;
  over_time: number;
  total: number;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

test("shows my week as the portal's Employee Timesheets grid computes it", async ({ page, request }) => {
  await signInField(page, FOREMAN);
  await page.getByRole('button', { name: 'My week' }).click();
  const table = page.getByRole('table', { name: 'My week' });
  await expect(table).toBeVisible();
  // Last week: every day of it has passed.
  await page.getByRole('button', { name: /Previous week/ }).click();
  const foreman = await apiToken(request, FOREMAN);
  const thisWeek = await apiGet<Week>(request, foreman, 'mobile/my-week');
  const start = new Date(`${thisWeek.week_start}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 7);
  const from = start.toISOString().slice(0, 10);
  await expect(page.getByText(new RegExp(`^${from} – `))).toBeVisible();
  const profile = await apiGet<{ employee: { id: number } }>(request, foreman, 'mobile/profile');
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 6);
  const grid = await apiGet<Array<Record<string, number>>>(
    request,
    await apiToken(request, 'payroll@example.com'),
    `time-sheet-list?start_date=${from}&end_date=${end.toISOString().slice(0, 10)}&time_sheet_by=1`,
  );
  const row = grid.find((r) => r.id === profile.employee.id)!;
  expect(row.total).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  for (const [i, day] of DAYS.entries()) {
    await expect(rows.nth(i).locator('td').first()).toHaveText(`${row[day]!.toFixed(2)} h`);
  }
  await expect(table.locator('[data-figure="regular"]')).toHaveText(`${row.regular_time!.toFixed(2)} h`);
  await expect(table.locator('[data-figure="overtime"]')).toHaveText(`${row.over_time!.toFixed(2)} h`);
  await expect(table.locator('[data-figure="total"]')).toHaveText(`${row.total!.toFixed(2)} h`);
});

test('a foreman clocks in a crew with sub-contractor workers without signal; the hours arrive in the portal when it returns', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const profile = await apiGet<{ crew: { id: number; code: string }[] }>(
    request,
    await apiToken(request, FOREMAN),
    'mobile/profile',
  );
  const member = profile.crew[0]!;
  await signInField(page, FOREMAN);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Crew' }).click();
  const crew = page.getByRole('region', { name: 'My crew' });
  const subs = page.getByRole('region', { name: 'Sub-contractor workers' });
  await expect(crew.getByRole('checkbox').first()).toBeVisible();
  await expect(subs.getByRole('checkbox').first()).toBeVisible();
  await expect(crew.getByRole('listitem').first()).toContainText(member.code);

  await context.setOffline(true);
  await crew.getByRole('checkbox').first().check();
  await subs.getByRole('checkbox').nth(0).check();
  await subs.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Clock in 3' }).click();
  await page
    .getByRole('region', { name: 'Choose the job' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .click();
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('button', { name: 'Save punch' })).toBeEnabled({ timeout: 240_000 });
  await page.getByRole('button', { name: 'Save punch' }).click();
  await expect(page.getByText('3 punches saved.')).toBeVisible();
  const open = page.getByRole('region', { name: 'Still clocked in' });
  await expect(open.getByRole('listitem')).toHaveCount(3);
  await expect(open).toContainText('J-2401');

  await page.getByRole('button', { name: 'Clock', exact: true }).click();
  await expect(punchItems(page).filter({ hasText: 'Saved on phone' })).toHaveCount(3);
  await context.setOffline(false);
  await expect(punchItems(page).filter({ hasText: 'Sent' })).toHaveCount(3, { timeout: 30_000 });

  // The crew member's shift is stored once, and the clerk sees it on Employee Timesheets.
  const shifts = (await clerkEntriesOf(request, FOREMAN, member.id)).filter(
    (e) => e.clock_out_date_time === null && e.job_code === 'J-2401',
  );
  expect(shifts).toHaveLength(1);
  const portal = await clerkDetail(browser, member.code, shifts[0]!.clock_in_date_time.slice(0, 10));
  await expect(portal.panel).toContainText('J-2401');
  await portal.close();
});
