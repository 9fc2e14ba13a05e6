import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SubcontractorWorker } from '@portal/contracts/subcontractor-timesheets';
import { mainMenu, signInByApi } from './support/session.ts';
import {
  entryVersion,
  firstLevelGrid,
  firstLevelRows,
  openSubTimesheets,
  selectSubRow,
  subList,
  subListRows,
  subWorkers,
} from './support/subcontractor-timesheets.ts';
import { apiToken, clockShifts, jobOptions, lastWeekDay } from './support/timesheets-api.ts';
import {
  chooseRadio,
  detail,
  dragPanel,
  entryCards,
  exportButton,
  shoot,
  showDetailDay,
  showLastWeek,
  typeDateTime,
} from './support/timesheets.ts';
import { USERS } from './support/users.ts';

type Job = { id: number; name: string; code: string };

/** The active sub-contractor companies' workers by company, and the jobs, as the API lists them. */
async function crews(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request, USERS.admin.email);
  const byCompany = new Map<string, SubcontractorWorker[]>();
  for (const w of await subWorkers(request, token))
    byCompany.set(w.company_name, [...(byCompany.get(w.company_name) ?? []), w]);
  const companies = [...byCompany.entries()].filter(([, workers]) => workers.length >= 2);
  expect(companies.length).toBeGreaterThanOrEqual(3);
  return { token, companies, jobs: (await jobOptions(request, token)) as Job[] };
}

/**
 * One entry of a worker (company and worker by their place in the list) on a job, Monday of last week
 * at 5 pm, clocked in through the API; answers the names the screen shows and the entry's id.
 */
async function arrangeEntry(
  request: Parameters<typeof apiToken>[0],
  at: { company: number; worker: number; job: number },
) {
  const { token, companies, jobs } = await crews(request);
  const [company, workers] = companies[at.company]!;
  const job = jobs[at.job % jobs.length]!;
  const [id] = await clockShifts(request, token, workers[at.worker]!.id, job.id, [
    { date: lastWeekDay(0), from: '17:00', to: '18:00' },
  ]);
  return { company, job, id: id!, token, companyId: workers[at.worker]!.subcontractor_company_id };
}

const workerName = (w: SubcontractorWorker) => `${w.first_name} ${w.last_name} (${w.code})`;
/** Signs in, opens the screen at last week and, when given, selects a first-level row and its sub row. */
async function openLastWeek(page: Page, email: string, rows?: [string, string]) {
  await signInByApi(page, email);
  await openSubTimesheets(page);
  await showLastWeek(page);
  if (rows) await selectSubRow(page, ...rows);
}

const card = (scope: Page | Locator, id: number) => scope.getByRole('listitem', { name: `Time entry ${id}` });

test.describe('Sub Contractor Timesheets', () => {
  test('shows the week by sub contractor and by job, each row with its sub list', async ({
    page,
    request,
  }) => {
    const { token, companies, jobs } = await crews(request);
    const [company, workers] = companies[2]!;
    const [jobA, jobB] = [jobs[3]!, jobs[4]!];
    await clockShifts(request, token, workers[0]!.id, jobA.id, [
      { date: lastWeekDay(0), from: '17:00', to: '19:00' },
    ]);
    await clockShifts(request, token, workers[0]!.id, jobB.id, [
      { date: lastWeekDay(1), from: '17:00', to: '19:00' },
    ]);

    await signInByApi(page, USERS.payroll.email);
    await openSubTimesheets(page);
    await expect(page.getByRole('button', { name: 'Add Timesheet' })).toHaveCount(0);
    await expect(exportButton(page)).toHaveCount(0);
    await showLastWeek(page);
    const grid = firstLevelGrid(page);
    await expect(grid.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Total', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Reg', exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'OT', exact: true })).toHaveCount(0);
    // The first row is selected, its sub list loaded and the sub list's first row selected.
    await expect(firstLevelRows(page).first()).toHaveAttribute('aria-selected', 'true');
    const firstName = (await firstLevelRows(page).first().locator('.ts-name').textContent())!.trim();
    await expect(subList(page).getByRole('heading')).toHaveText(`Jobs of ${firstName}`);
    await expect(subList(page).getByRole('columnheader', { name: 'Job', exact: true })).toBeVisible();
    await expect(subListRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(detail(page).locator('.ts-detail-title')).toContainText(firstName);
    await expect(entryCards(page).first()).toBeVisible();
    await shoot(page, 'subcontractor-timesheets');

    // The company's two jobs: the first is selected, the other one loads its own entries.
    await page.getByPlaceholder('Search').fill(company);
    await firstLevelRows(page).filter({ hasText: company }).click();
    await expect(subList(page).getByRole('heading')).toHaveText(`Jobs of ${company}`);
    await expect(subListRows(page).filter({ hasText: jobA.name })).toBeVisible();
    await expect(subListRows(page).filter({ hasText: jobB.name })).toBeVisible();
    await expect(subListRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await subListRows(page).filter({ hasText: jobB.name }).click();
    await expect(subListRows(page).filter({ hasText: jobB.name })).toHaveAttribute('aria-selected', 'true');
    await expect(detail(page).locator('.ts-detail-title')).toHaveText(
      `${company} · ${jobB.code} - ${jobB.name}`,
    );
    await shoot(page, 'subcontractor-timesheets-sub-list');

    await page.getByPlaceholder('Search').fill('');
    await chooseRadio(page, 'By Job');
    await expect(grid.getByRole('columnheader', { name: 'Job', exact: true })).toBeVisible();
    await expect(subList(page).getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
    await expect(firstLevelRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(subList(page).getByRole('heading')).toContainText('Sub Contractors on ');
    await expect(subListRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(entryCards(page).first()).toBeVisible();
    await shoot(page, 'subcontractor-timesheets-by-job');
  });

  test('a correction needs a note; the per-day limit warns, Review keeps, Approve anyway approves', async ({
    page,
    request,
  }) => {
    const { token, companies, jobs } = await crews(request);
    const [company, workers] = companies[0]!;
    const job = jobs[0]!;
    const sunday = lastWeekDay(6);
    const [early, late] = await clockShifts(request, token, workers[0]!.id, job.id, [
      { date: sunday, from: '01:00', to: '08:00' },
      { date: sunday, from: '09:00', to: '14:00' },
    ]);

    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await showDetailDay(detail(page), sunday);
    const first = card(page, early!);
    const second = card(page, late!);
    await expect(second).toContainText(workerName(workers[0]!));
    await first.getByLabel('Select entry').check();
    // Nine hours later: the day now adds up past the 15-hour limit.
    const clockOut = second.getByLabel('Clock-Out', { exact: true });
    await typeDateTime(clockOut, `${(await clockOut.inputValue()).slice(0, 5)} 11:00 pm`);
    await expect(second.getByLabel('Select entry')).toBeChecked();
    // 14 hours worked, paid 13.5 after the break, as the server will pay them.
    await expect(second.getByLabel('Hours')).toHaveText('13.5 h');

    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(second).toContainText('Please select note!');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shoot(page, 'subcontractor-timesheets-detail');

    await second.getByLabel('Notes', { exact: true }).click();
    await page.getByRole('option', { name: 'app holder failed to clock employee' }).click();
    await detail(page).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Per day limit of 15 hours is exceeded for one or more subcontractor.',
    );
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toContainText('un-approved');

    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve anyway' }).click();
    await expect(page.getByText('Time entries approved successfully.')).toBeVisible();
    await expect(second.getByText('approved', { exact: true })).toBeVisible();
    await expect(first.getByText('approved', { exact: true })).toBeVisible();
    await expect(second).toContainText('app holder failed to clock employee');
  });

  test('swaps two clock-ins by drag and drop, offered only by job with two entries chosen', async ({
    page,
    request,
  }) => {
    const { token, companies, jobs } = await crews(request);
    const [company, workers] = companies[1]!;
    const job = jobs[1]!;
    // Sunday: no crew works then, so the two entries meet no other.
    const sunday = lastWeekDay(6);
    const [a] = await clockShifts(request, token, workers[0]!.id, job.id, [
      { date: sunday, from: '09:00', to: '13:00' },
    ]);
    const [b] = await clockShifts(request, token, workers[1]!.id, job.id, [
      { date: sunday, from: '10:00', to: '14:00' },
    ]);

    await openLastWeek(page, USERS.payroll.email);
    // By sub contractor, two chosen entries are not offered a swap.
    await selectSubRow(page, company, job.name);
    await showDetailDay(detail(page), sunday);
    await card(page, a!).getByLabel('Select entry').check();
    await card(page, b!).getByLabel('Select entry').check();
    await expect(detail(page).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(detail(page).getByRole('button', { name: 'Swap' })).toHaveCount(0);

    await page.getByPlaceholder('Search').fill('');
    // The two chosen entries would stay behind: the leave guard asks first.
    await chooseRadio(page, 'By Job');
    await expect(page.getByRole('dialog')).toContainText('You have 0 edited and 2 selected time entries.');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await selectSubRow(page, job.name, company);
    await showDetailDay(detail(page), sunday);
    await card(page, a!).getByLabel('Select entry').check();
    await expect(detail(page).getByRole('button', { name: 'Swap' })).toHaveCount(0);
    await card(page, b!).getByLabel('Select entry').check();
    await detail(page).getByRole('button', { name: 'Swap' }).click();

    const grid = page.getByLabel('Swap time entries');
    const inA = grid.getByLabel(`Clock-In of entry ${a}`, { exact: true });
    const inB = grid.getByLabel(`Clock-In of entry ${b}`, { exact: true });
    await expect(inA).toContainText('09:00 am');
    await expect(inB).toContainText('10:00 am');
    await shoot(page, 'subcontractor-timesheets-swap');
    await dragPanel(page, inA, inB);
    await expect(page.getByText('Time entries swapped successfully.')).toBeVisible();
    await expect(inA).toContainText('10:00 am');
    await expect(inB).toContainText('09:00 am');

    // The clock-outs, with the keyboard: the panel's "Swap with" choice offers the other entry.
    const outA = grid.getByLabel(`Clock-Out of entry ${a}`, { exact: true });
    const outB = grid.getByLabel(`Clock-Out of entry ${b}`, { exact: true });
    await expect(outA).toContainText('01:00 pm');
    await expect(outB).toContainText('02:00 pm');
    await grid.getByRole('combobox', { name: `Swap Clock-Out of entry ${a} with` }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: new RegExp(`02:00 pm`) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(outA).toContainText('02:00 pm');
    await expect(outB).toContainText('01:00 pm');
    await detail(page).getByRole('button', { name: 'Done' }).click();
    await expect(grid).toBeHidden();
    await expect(card(page, b!).getByLabel('Clock-In', { exact: true })).toHaveValue(/09:00 am/);
  });

  test('deletes selected entries after Are you sure to continue delete?', async ({ page, request }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 0, worker: 1, job: 2 });

    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await card(page, id).getByLabel('Select entry').check();
    await detail(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to continue delete?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, id)).toBeVisible();
    await detail(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card(page, id)).toHaveCount(0);
  });

  test('shows the server refusing a change: Could not Approve, Could not delete', async ({
    page,
    request,
  }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 2, worker: 1, job: 5 });
    await page.route('**/api/v1/sub-contractor-punch-approval-update', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'boom', data: null, errors: null } }),
    );
    await page.route('**/api/v1/sub-contractor-punch-bulk-delete', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'boom', data: null, errors: null } }),
    );
    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await card(page, id).getByLabel('Select entry').check();
    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Could not Approve')).toBeVisible();
    await detail(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Could not delete')).toBeVisible();
    await expect(card(page, id)).toContainText('un-approved');
  });

  test('an entry approved by someone else meanwhile: the server says so and the entries reload', async ({
    page,
    request,
  }) => {
    const { company, job, id, token, companyId } = await arrangeEntry(request, {
      company: 1,
      worker: 2,
      job: 6,
    });
    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await card(page, id).getByLabel('Select entry').check();
    const version = await entryVersion(request, token, { company_id: companyId, job_id: job.id }, id);
    const res = await request.post('/api/v1/sub-contractor-punch-approval-update', {
      headers: { authorization: `Bearer ${token}` },
      data: { punches: [{ id, version, clock_in_date_time: `${lastWeekDay(0)} 05:00:00 pm` }] },
    });
    expect(res.status(), await res.text()).toBe(202);
    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.locator('.ant-message')).toContainText('Approved time entries cannot be changed.');
    await expect(card(page, id).getByText('approved', { exact: true })).toBeVisible();
  });

  test('a stale correction shows the server message and clears the selection', async ({ page, request }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 0, worker: 2, job: 6 });
    const stale =
      'This time entry was changed by someone else since you loaded it. Refresh to see the latest version.';
    await page.route('**/api/v1/sub-contractor-punch-approval-update', (route) =>
      route.fulfill({
        status: 409,
        json: { status: false, message: stale, code: 'stale_time_entry', data: null, errors: null },
      }),
    );
    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await card(page, id).getByLabel('Select entry').check();
    await detail(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.locator('.ant-message')).toContainText(stale);
    await expect(card(page, id).getByLabel('Select entry')).not.toBeChecked();
  });

  test('Show Corrected Only narrows the lists and the detail to corrected entries, and says so', async ({
    page,
    request,
  }) => {
    const { company, job, id, token, companyId } = await arrangeEntry(request, {
      company: 2,
      worker: 4,
      job: 8,
    });
    const version = await entryVersion(request, token, { company_id: companyId, job_id: job.id }, id);
    const res = await request.post('/api/v1/sub-contractor-punch-approval-update', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        punches: [
          {
            id,
            version,
            clock_in_date_time: `${lastWeekDay(0)} 05:00:00 pm`,
            clock_out_date_time: `${lastWeekDay(0)} 06:30:00 pm`,
            notes: 'wrong job selected',
            is_corrected: true,
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(202);

    await openLastWeek(page, USERS.payroll.email);
    const sheetAsked = page.waitForRequest(
      (r) => r.url().includes('/sub-contractor-punch-sheet?') && r.url().includes('isCorrected=true'),
    );
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Show Corrected Only' }).check();
    await sheetAsked;
    await page.keyboard.press('Escape');
    await selectSubRow(page, company, job.name);
    await expect(detail(page)).toContainText('Applied filters: Show Corrected Only');
    await expect(card(page, id)).toContainText('wrong job selected');
    await expect(entryCards(page)).toHaveCount(1);
  });

  test('a list that fails to load says so', async ({ page }) => {
    await page.route('**/api/v1/sub-contractor-punch-detail?*', (route) =>
      route.fulfill({
        status: 503,
        json: {
          status: false,
          message: 'The time entries are being moved, try again shortly.',
          data: null,
          errors: null,
        },
      }),
    );
    await openLastWeek(page, USERS.payroll.email);
    await expect(subListRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.ant-message')).toContainText(
      'The time entries are being moved, try again shortly.',
    );
  });

  test('asks before leaving with selected entries', async ({ page, request }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 2, worker: 2, job: 7 });
    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await card(page, id).getByLabel('Select entry').check();
    await mainMenu(page).getByRole('link', { name: 'Employee Timesheets' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure want to leave?');
    await expect(dialog).toContainText('You have 0 edited and 1 selected time entries.');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/sub-contractor-timesheets/);
    await mainMenu(page).getByRole('link', { name: 'Employee Timesheets' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/employee-timesheets/);
  });

  test('office reads sub-contractor timesheets without changing them', async ({ page, request }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 1, worker: 3, job: 0 });
    await openLastWeek(page, USERS.office.email, [company, job.name]);
    await expect(card(page, id)).toBeVisible();
    for (const name of ['Approve', 'Delete', 'Swap'])
      await expect(detail(page).getByRole('button', { name })).toHaveCount(0);
    await expect(detail(page).getByLabel('Select entry')).toHaveCount(0);
    await expect(detail(page).getByLabel('Select all')).toHaveCount(0);
    await expect(entryCards(page).first().getByLabel('Clock-In', { exact: true })).toBeDisabled();
    await expect(entryCards(page).first().getByLabel('Clock-Out', { exact: true })).toBeDisabled();
    await shoot(page, 'subcontractor-timesheets-read-only');
  });

  test('pops the detail out into its own window and back', async ({ page, request }) => {
    const { company, job, id } = await arrangeEntry(request, { company: 2, worker: 3, job: 2 });
    await openLastWeek(page, USERS.payroll.email, [company, job.name]);
    await expect(card(page, id)).toBeVisible();
    await expect(page.getByLabel('Summary')).toHaveCount(0);
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pop out' }).click();
    const popup = await opening;
    await expect(popup.getByLabel('Timesheet detail', { exact: true })).toBeVisible();
    const open = card(popup, id);
    await expect(open).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
    await expect(page.getByLabel('Summary')).toContainText('Pre Approved');
    // The sub list stays in the portal's window, under the grid.
    await expect(subListRows(page).first()).toHaveAttribute('aria-selected', 'true');
    await open.getByLabel('Select entry').check();
    await shoot(popup, 'subcontractor-timesheets-pop-out');
    await shoot(page, 'subcontractor-timesheets-widgets');
    const closing = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Pop in' }).click();
    await closing;
    await expect(detail(page)).toBeVisible();
    await expect(page.getByLabel('Summary')).toHaveCount(0);
    await expect(card(page, id).getByLabel('Select entry')).toBeChecked();
  });

  test('says when no timesheets are found, and when none match the search or filters', async ({ page }) => {
    await openLastWeek(page, USERS.payroll.email);
    await expect(firstLevelRows(page).first()).toBeVisible();
    await page.getByPlaceholder('Search').fill('no such company');
    await expect(firstLevelGrid(page)).toContainText('No timesheets found for applied filters.');
    await expect(detail(page)).toHaveCount(0);
    await expect(page.getByText('No Timesheet selected')).toBeVisible();
    await page.getByPlaceholder('Search').fill('');
    // Before the demo's six weeks there is nothing at all.
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(firstLevelGrid(page)).toContainText('No timesheets found.');
    await expect(page.getByText('No Timesheet selected')).toBeVisible();
    await shoot(page, 'subcontractor-timesheets-empty');
  });

  test('cuts a long company name short and shows it whole on hover', async ({ page }) => {
    const long =
      'Keystone Industrial Abrasive Blasting, Coatings Removal & Lead Abatement Services of New Jersey LLC';
    await page.route('**/api/v1/sub-contractor-punch-sheet?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { name: string }[] };
      if (!new URL(route.request().url()).searchParams.has('id') && body.data[0]) body.data[0].name = long;
      await route.fulfill({ response, json: body });
    });
    await openLastWeek(page, USERS.payroll.email);
    const name = firstLevelRows(page).first().locator('.ts-name');
    await expect(name).toHaveAttribute('title', long);
    await expect(subList(page).getByRole('heading')).toHaveText(`Jobs of ${long}`);
    // The name gives way: the week's Total stays in view beside the docked panel.
    const total = page
      .getByRole('grid', { name: 'Timesheets' })
      .getByRole('columnheader', { name: 'Total', exact: true });
    const box = (await total.boundingBox())!;
    const panel = (await detail(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x);
    await shoot(page, 'subcontractor-timesheets-long-name');
  });
});
