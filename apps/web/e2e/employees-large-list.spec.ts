import { expect, test } from '@playwright/test';
import type { EmployeeDetail, EmployeeListItem } from '@portal/contracts/employees';
import { answerWith } from './support/api.ts';
import { signIn } from './support/session.ts';
import { renderAndScroll, reportTiming } from './support/virtual-scroll.ts';
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
      adp_file_number: null,
    };
  });
}

test('renders, scrolls and searches 2,000 employees', async ({ page }) => {
  await signIn(page, USERS.office.email);
  const employees = syntheticEmployees(2000);
  await answerWith(page, '**/api/v1/employee-list', () => employees);
  await answerWith(page, '**/api/v1/employee/*', (url): EmployeeDetail => {
    const id = Number(url.pathname.split('/').pop());
    return { ...employees.find((e) => e.id === id)!, employee_images: [], app_user: null };
  });
  const list = page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
  const rows = list.locator('.ant-table-row');
  const timing = await renderAndScroll(page, {
    path: '/employees',
    rows,
    body: list.locator('.ant-table-tbody-virtual-holder'),
    first: 'S00000',
    last: 'S01999',
  });

  const searching = Date.now();
  await page.getByLabel('Search employees').fill('S0123');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('S01230');
  reportTiming('2,000 employees', `${timing}, search ${Date.now() - searching} ms`);
});
