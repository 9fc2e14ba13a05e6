// Every screen of the portal checked with axe in Chromium against WCAG 2.1 A and AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@portal/domain';
import { signInByApi } from './support/session.ts';
import { lastWeekDay } from './support/timesheets-api.ts';
import { USERS } from './support/users.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(found).toEqual([]);
}

/** A week with the demo's time in it, and one before its first (the grids' empty state). */
const WEEKS = [lastWeekDay(0), addDays(lastWeekDay(0), -70)];

const SIGNED_IN_SCREENS = [
  ...WEEKS.flatMap((week) => [
    `/employee-timesheets?week=${week}`,
    `/sub-contractor-timesheets?week=${week}`,
  ]),
  '/employees',
  '/meetings',
  '/sub_contractor_company',
  '/jobs',
  '/reports',
  '/settings',
  '/logs_auditing',
  '/profile',
];

test.describe('Accessibility', () => {
  // Signing in, loading a screen and a full axe pass each.
  test.describe.configure({ timeout: 90_000 });

  for (const path of ['/login', '/reset-password']) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      await expectNoViolations(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  for (const path of SIGNED_IN_SCREENS) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await signInByApi(page, USERS.admin.email);
      await page.goto(path);
      // The screen has loaded its data: no spinner left (a busy machine can take a while).
      await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0, {
        timeout: 20_000,
      });
      await expectNoViolations(page);
      // One top-level heading: the screen's name.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});
