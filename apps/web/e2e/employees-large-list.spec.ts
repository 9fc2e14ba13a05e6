import { expect, test } from '@playwright/test';
import type { EmployeeDetail, EmployeeListItem } from '@portal/contracts/employees';
import { signIn } from './support/session.ts';
import { scrollFrames } from './support/virtual-scroll.ts';
import { USERS } from './support/users.ts';

function syntheticEmployees(count: number): EmployeeListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const code = `S${String(i).padStart(5, '0')}`;
    return {
      id: 100_000 + i,
      code,
      emp_code: code,
      first_name: `Synthetic ${i}`,
      last_name: 'Employee with a rather long family name to test ellipsis',
      role_id: 5,
      role_name: i % 10 ? 'Field User' : 'Foreman',
      site_id: 1,
      site_code: 'S1',
      site_name: 'Newark Yard',
      is_active: 1,
      shift: i % 5 ? 1 : 2,
      email: null,
      phone: null,
      last_clock_in: null,
      invite_status: 0,
    };
  });
}

test('renders, scrolls and searches 2,000 employees', async ({ page }) => {
  await signIn(page, USERS.office.email);
  const employees = syntheticEmployees(2000);
  await page.route('**/api/v1/employee-list', (route) =>
    route.fulfill({ json: { status: true, message: '', data: employees, errors: null } }),
  );
  await page.route('**/api/v1/employee/*', (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').pop());
    const employee = employees.find((e) => e.id === id)!;
    const detail: EmployeeDetail = { ...employee, employee_images: [], app_user: null };
    return route.fulfill({ json: { status: true, message: '', data: detail, errors: null } });
  });
  const list = page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
  const rows = list.locator('.ant-table-row');

  const started = Date.now();
  await page.goto('/employees');
  await expect(rows.first()).toContainText('S00000');
  const rendered = Date.now() - started;
  // Virtual: only the rows in view are in the page.
  expect(await rows.count()).toBeLessThan(60);

  const frames = await scrollFrames(list.locator('.ant-table-tbody-virtual-holder'));
  await expect(rows.filter({ hasText: 'S01999' })).toBeVisible();

  const searching = Date.now();
  await page.getByLabel('Search employees').fill('S0123');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('S01230');
  const searched = Date.now() - searching;

  const timing = `render ${rendered} ms, scrolling to the end frames of ${frames.median} ms (worst ${frames.worst} ms), search ${searched} ms`;
  test.info().annotations.push({ type: 'timing', description: timing });
  console.log(`2,000 employees: ${timing}`);
});
