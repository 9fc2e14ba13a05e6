import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import { OVERTIME_POLICY_MSG, type OvertimePoliciesDto } from '@portal/contracts/overtime-policies';
import { chooseIn } from './support/antd-select.ts';
import { policies, setCompanyPolicy } from './support/overtime-policies.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { signIn } from './support/session.ts';
import { USERS } from './support/users.ts';

const PATH = '/api/v1/overtime-policies';
const SITE = 'Trenton Shop';

const card = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Overtime Policies' });
const companySelect = (page: Page) => card(page).getByLabel('Company policy', { exact: true });
const siteSelect = (page: Page, site: string) =>
  card(page).getByRole('combobox', { name: `Overtime policy of ${site}` });
const customOf = (page: Page, site: string) =>
  card(page).getByRole('group', { name: `Custom policy of ${site}` });
const selectItem = (select: Locator) =>
  select.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(companySelect(page)).toBeVisible({ timeout: 20_000 });
}

async function saveSection(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith(PATH) && r.request().method() === 'PUT');
  await card(page).getByRole('button', { name: 'Save overtime policies' }).click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByText(OVERTIME_POLICY_MSG.updated)).toBeVisible();
}

test.describe('Overtime policies as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.admin.email);
    await openSettings(page);
  });
  // Whatever happens above, the shared server goes back to Federal for the tests that follow.
  test.afterEach(async ({ request }) => setCompanyPolicy(request, 'federal'));

  test('sets the company to California and a site to a custom 10-hour day, kept after a reload', async ({
    page,
    request,
  }) => {
    await expect(card(page)).toContainText('approved entries and closed weeks keep their figures');
    await chooseIn(page, companySelect(page), 'California');
    await chooseIn(page, siteSelect(page, SITE), 'Custom');
    const custom = customOf(page, SITE);
    // Custom starts from the company's California thresholds.
    await expect(custom.getByLabel('Daily overtime threshold')).toHaveValue('8');
    await custom.getByLabel('Daily overtime threshold').fill('10');
    await saveSection(page);

    await page.reload();
    await expect(companySelect(page)).toBeVisible({ timeout: 20_000 });
    await expect(selectItem(companySelect(page))).toContainText('California');
    await expect(selectItem(siteSelect(page, SITE))).toContainText('Custom');
    await expect(customOf(page, SITE).getByLabel('Daily overtime threshold')).toHaveValue('10');
    await expect(selectItem(siteSelect(page, 'Newark Yard'))).toContainText('Company policy');
    const saved = await policies(request);
    expect(saved.company.preset).toBe('california');
    expect(saved.sites.find((s) => s.site_name === SITE)?.policy).toMatchObject({
      preset: 'custom',
      daily_overtime_minutes: 600,
      daily_double_time_minutes: 720,
      weekly_minutes: null,
      seventh_day: true,
    });

    // Back to Federal through the screen, every site on the company's policy.
    await chooseIn(page, companySelect(page), /^Federal/);
    await chooseIn(page, siteSelect(page, SITE), 'Company policy');
    await expect(customOf(page, SITE)).toHaveCount(0);
    await saveSection(page);
    const restored = await policies(request);
    expect(restored.company.preset).toBe('federal');
    expect(restored.sites.every((s) => s.policy === null)).toBe(true);
  });

  test('refuses a double-time threshold below the overtime one without sending', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(PATH)) sent = true;
    });
    await chooseIn(page, siteSelect(page, SITE), 'Custom');
    const custom = customOf(page, SITE);
    await custom.getByLabel('Daily overtime threshold').fill('10');
    await custom.getByLabel('Daily double-time threshold').fill('9');
    await card(page).getByRole('button', { name: 'Save overtime policies' }).click();
    await expect(custom).toContainText(
      'The daily double-time threshold must be above the daily overtime threshold.',
    );
    expect(sent).toBe(false);
  });
});

test('screenshots of the overtime policies', async ({ page }) => {
  skipUnlessUpdatingScreens();
  // Tall enough for the whole card, from its title to its button.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.admin.email);
  await openSettings(page);
  await chooseIn(page, companySelect(page), 'California');
  await chooseIn(page, siteSelect(page, SITE), 'Custom');
  await customOf(page, SITE).getByLabel('Daily overtime threshold').fill('10');
  await card(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await saveScreen(page, 'settings-overtime-policies');

  // 1024 px, a long site name added to the answer and a refused custom policy (looked at, not kept).
  await page.route(`**${PATH}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<OvertimePoliciesDto>;
    const long = {
      site_id: 999_999,
      site_code: 'LONG-SITE-CODE-01',
      site_name: 'Delaware River Port Authority Bridge Maintenance and Repainting Yard (North)',
      policy: null,
    };
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, sites: [...body.data.sites, long] } },
    });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(companySelect(page)).toBeVisible({ timeout: 20_000 });
  await chooseIn(page, siteSelect(page, SITE), 'Custom');
  const custom = customOf(page, SITE);
  await custom.getByLabel('Daily overtime threshold').fill('10');
  await custom.getByLabel('Daily double-time threshold').fill('9');
  await card(page).getByRole('button', { name: 'Save overtime policies' }).click();
  await expect(custom).toContainText('must be above the daily overtime threshold');
  await card(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results');
  await page.screenshot({
    path: path.join(dir, 'settings-overtime-policies-1024.png'),
    animations: 'disabled',
  });
});
