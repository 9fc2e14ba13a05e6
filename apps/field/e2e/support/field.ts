import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../../web/e2e/support/session.ts';
import { gridRows, showDetailDay } from '../../../web/e2e/support/timesheets.ts';

const DEMO_PASSWORD = 'demo-pass-1';
/** The demo foreman's app account (employee E1001), whose phone clocks the sub-contractor crews. */
export const FOREMAN = 'james.smith.1@crew.example.com';

/** Signs in to the field app (its sign-in screen is its first screen for a new phone). */
export async function signInField(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/field/');
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
}

/** The service worker controls the page: the app opens from its cache from now on. */
export async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return reg.scope;
  });
}

/** A token of the portal's sign-in call, for reading what the server stored. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

export async function apiGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(`/api/v1/${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

/** A time entry as the clerk's detail call answers it. */
export interface ClerkEntry {
  id: number;
  clock_in_date_time: string;
  clock_out_date_time: string | null;
  job_code: string;
  field_notes: string | null;
  face_in_status: number;
  gps_in_status: number;
}

/**
 * The entries of this week of the account's employee (or of `employeeId`, one of its crew), as an
 * administrator reads them in the portal.
 */
export async function clerkEntriesOf(
  request: APIRequestContext,
  email: string,
  employeeId?: number,
): Promise<ClerkEntry[]> {
  const token = await apiToken(request, email);
  const { employee } = await apiGet<{ employee: { id: number } }>(request, token, 'mobile/profile');
  const id = employeeId ?? employee.id;
  const week = await apiGet<{ week_start: string; week_end: string }>(request, token, 'mobile/my-week');
  const detail = await apiGet<{ entries: ClerkEntry[] }>(
    request,
    await apiToken(request, 'admin@example.com'),
    `time-sheet-detail?id=${id}&time_sheet_by=1&start_date=${week.week_start}&end_date=${week.week_end}&pageSizeLimit=100`,
  );
  return detail.entries;
}

/**
 * The portal's Employee Timesheets in a desktop window, signed in as the administrator, the employee's
 * row selected and the detail at the day given: the panel, and the window to close after.
 */
export async function clerkDetail(
  browser: Browser,
  code: string,
  day: string,
): Promise<{ panel: Locator; close: () => Promise<void> }> {
  const portal = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const clerk = await portal.newPage();
  await signIn(clerk, 'admin@example.com');
  await clerk.goto('/employee-timesheets');
  await expect(clerk.getByRole('heading', { name: 'Employee Timesheets' })).toBeVisible({ timeout: 60_000 });
  await clerk.getByPlaceholder('Search').fill(code);
  await gridRows(clerk).filter({ hasText: code }).first().click();
  const panel = clerk.getByLabel('Timesheet detail', { exact: true });
  await showDetailDay(panel, day);
  return { panel, close: () => portal.close() };
}

/** The punches listed on the phone, newest first. */
export const punchItems = (page: Page) =>
  page.getByRole('region', { name: /Recent punches|Marcas recientes/ }).getByRole('listitem');

/**
 * Clocks the employee out of a shift an earlier test left open (through the punch call a phone makes),
 * so that a test starting at Clock in does not find the app on the clock.
 */
export async function offTheClock(request: APIRequestContext, email: string): Promise<void> {
  const token = await apiToken(request, email);
  const week = await apiGet<{ entries: { job_code: string; clock_out_date_time: string | null }[] }>(
    request,
    token,
    'mobile/my-week',
  );
  const open = week.entries.find((e) => e.clock_out_date_time === null);
  if (!open) return;
  const { employee } = await apiGet<{ employee: { id: number } }>(request, token, 'mobile/profile');
  const jobs = await apiGet<{ id: number; code: string }[]>(request, token, 'mobile/jobs');
  const res = await request.post('/api/v1/punches', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      client_id: crypto.randomUUID(),
      employee_id: employee.id,
      job_id: jobs.find((j) => j.code === open.job_code)!.id,
      type: 'out',
      device_time: new Date().toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
