import { expect, test, type Page } from '@playwright/test';
import { JOB_MSG } from '@portal/contracts/jobs';
import { adminApi } from './support/admin-api.ts';
import { answerWith } from './support/api.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { formItem, signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const jobsCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
const detailCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Job Detail' });
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
const jobRow = (page: Page, code: string) =>
  jobsCard(page).locator('tr.ant-table-row').filter({ hasText: code });

/** Types a time into an antd TimePicker and confirms it with its Ok button. */
async function pickTime(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  // The previous picker's dropdown may still be fading out: wait until this one is the only one shown.
  const open = page.locator('.ant-picker-dropdown:visible');
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: 'OK' }).click();
  await expect(input).toHaveValue(text);
}

test.describe('Jobs as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, USERS.admin.email);
    await page.goto('/jobs');
    // The first load (screen code and the list) can be slow on a busy machine.
    await expect(jobRow(page, 'J-2401')).toBeVisible({ timeout: 20_000 });
  });

  test('lists active jobs by code and selects the first with its detail and map', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
    const codes = jobsCard(page).locator('tr.ant-table-row td:nth-child(2)');
    await expect(codes.first()).toHaveText('J-2401');
    const listed = await codes.allTextContents();
    expect(listed).toEqual([...listed].sort());
    expect(listed).not.toContain('J-2423');
    await expect(jobRow(page, 'J-2401').getByRole('radio')).toBeChecked();

    const detail = detailCard(page);
    await expect(detail).toContainText('J-2401');
    await expect(detail).toContainText('Route 1 Bridge Repaint');
    await expect(detail).toContainText('PM-010');
    await expect(detail).toContainText('North span');
    // Offline: tiles never load, but the map and its marker are there.
    await expect(page.getByRole('region', { name: 'Map of J-2401' })).toBeVisible();
    await expect(detail.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(detail.locator('.leaflet-container')).toHaveAttribute('class', /leaflet-container/);
  });

  test('empties the detail when a search hides the selected job, and follows a new pick', async ({
    page,
  }) => {
    await jobRow(page, 'J-2402').click();
    await expect(detailCard(page)).toContainText('J-2402');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no job is called this');
    await expect(jobsCard(page)).toContainText('No Jobs found');
    await expect(detailCard(page)).toContainText('No Jobs selected');
    await expect(detailCard(page)).not.toContainText('J-2402');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('J-2401');
    await expect(detailCard(page)).toContainText('No Jobs selected');
    await jobRow(page, 'J-2401').click();
    await expect(detailCard(page)).toContainText('Route 1 Bridge Repaint');
  });

  test('shows deactivated jobs on request, searches, and has no map without a location', async ({ page }) => {
    await expect(jobRow(page, 'J-2401')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show Deactivated' }).check();
    await expect(jobRow(page, 'J-2423')).toContainText('No');
    await expect(jobRow(page, 'J-2401')).toContainText('Yes');

    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill('wilmington');
    await expect(jobsCard(page).locator('tr.ant-table-row')).toHaveCount(1);
    await jobRow(page, 'J-2425').click();
    await expect(detailCard(page)).toContainText('Wilmington Chemical Plant Retrofit');
    await expect(detailCard(page).locator('.leaflet-container')).toHaveCount(0);
    await expect(detailCard(page)).toContainText('No location is recorded for this job.');

    await search.fill('no such job');
    await expect(jobsCard(page)).toContainText('No Jobs found');
  });

  test('saves default hours, which are still there after a reload', async ({ page, request }) => {
    const api = await adminApi(request);
    const job = await api.jobByCode('J-2417');
    try {
      await jobRow(page, 'J-2417').click();
      await expect(detailCard(page)).toContainText(job.name);
      await expect(page.getByLabel('Start Time', { exact: true })).toHaveValue('07:00 AM');
      await pickTime(page, 'Start Time', '06:30 AM');
      await pickTime(page, 'Stop Time', '03:15 PM');
      await card(page, 'Job Defaults').getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(JOB_MSG.updated)).toBeVisible();

      await page.reload();
      await jobRow(page, 'J-2417').click();
      await expect(page.getByLabel('Start Time', { exact: true })).toHaveValue('06:30 AM');
      await expect(page.getByLabel('Stop Time', { exact: true })).toHaveValue('03:15 PM');
      const saved = await api.jobByCode('J-2417');
      expect([saved.default_job_start_time, saved.default_job_end_time]).toEqual(['06:30:00', '15:15:00']);
    } finally {
      await api.setJobTimings(job.id, job.default_job_start_time!, job.default_job_end_time!);
    }
  });

  test("keeps a job's QuickBooks customer after a reload, and refuses a colon in it", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const job = await api.jobByCode('J-2417');
    const customer = card(page, 'QuickBooks Customer');
    try {
      await jobRow(page, 'J-2417').click();
      await customer.getByLabel('Customer').fill('Port: Authority');
      await customer.getByRole('button', { name: 'Save' }).click();
      await expect(customer).toContainText(JOB_MSG.customerName);

      await customer.getByLabel('Customer').fill('Delaware River Port Authority');
      await customer.getByRole('button', { name: 'Save' }).click();
      await expect(customer).toContainText(`Delaware River Port Authority:${job.name}`);
      await page.reload();
      await jobRow(page, 'J-2417').click();
      await expect(card(page, 'QuickBooks Customer').getByLabel('Customer')).toHaveValue(
        'Delaware River Port Authority',
      );
      expect((await api.jobByCode('J-2417')).customer_name).toBe('Delaware River Port Authority');
    } finally {
      await api.setJobCustomer(job.id, job.customer_name);
    }
  });

  test('asks for both default times', async ({ page }) => {
    await expect(page.getByLabel('Start Time', { exact: true })).toHaveValue('07:00 AM');
    for (const label of ['Start Time', 'Stop Time']) {
      await formItem(page, label).hover();
      await formItem(page, label).locator('.ant-picker-clear').click();
    }
    await card(page, 'Job Defaults').getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Start Time')).toContainText(JOB_MSG.startRequired);
    await expect(formItem(page, 'Stop Time')).toContainText(JOB_MSG.endRequired);
  });
});

test('the office sees Jobs read-only', async ({ page }) => {
  await signInByApi(page, USERS.office.email);
  await page.goto('/jobs');
  await expect(detailCard(page)).toContainText('J-2401');
  await expect(page.getByLabel('Start Time', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Stop Time', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('screenshots of Jobs', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await signInByApi(page, USERS.admin.email);
  await page.goto('/jobs');
  await expect(detailCard(page).locator('.leaflet-marker-icon')).toHaveCount(1);
  await saveScreen(page, 'jobs', true);
  await page.getByRole('checkbox', { name: 'Show Deactivated' }).check();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('wilmington');
  await jobRow(page, 'J-2425').click();
  await expect(detailCard(page)).toContainText('No location is recorded');
  await saveScreen(page, 'jobs-long-name-no-location', true);

  await answerWith(page, '**/api/v1/job-list?*', () => []);
  await page.reload();
  await expect(detailCard(page)).toContainText('No Jobs selected');
  await saveScreen(page, 'jobs-empty');
});

test('screenshot of Jobs read-only', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await signInByApi(page, USERS.office.email);
  await page.goto('/jobs');
  await expect(detailCard(page).locator('.leaflet-marker-icon')).toHaveCount(1);
  await saveScreen(page, 'jobs-read-only', true);
  await page.setViewportSize({ width: 390, height: 760 });
  await saveScreen(page, 'jobs-phone', true);
});
