import { expect, test } from '@playwright/test';
import { answerWith } from './support/api.ts';
import { signIn } from './support/session.ts';
import { gridRows } from './support/timesheets.ts';
import { USERS } from './support/users.ts';
import { renderAndScroll, reportTiming } from './support/virtual-scroll.ts';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function syntheticRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: 100_000 + i,
    code: `S${String(i).padStart(5, '0')}`,
    name: `Synthetic Employee ${i} with a rather long family name to test ellipsis`,
    filterByJob: false,
    shift: i % 5 ? 1 : 2,
    ...Object.fromEntries(
      DAYS.flatMap((d, k) => [
        [d, k < 5 ? 8 : 0],
        [`${d}_approved_status`, k < 5 ? (i + k) % 4 : null],
        [`${d}_edit_status`, (i + k) % 9 === 0 ? 'web' : (i + k) % 11 === 0 ? 'mobile' : null],
      ]),
    ),
    regular_time: 40,
    over_time: 0,
    total: 40,
  }));
}

test('renders and scrolls a 2,000-row week', async ({ page }) => {
  await signIn(page, USERS.payroll.email);
  const rows = syntheticRows(2000);
  await answerWith(page, '**/api/v1/time-sheet-list?**', () => rows);
  const timing = await renderAndScroll(page, {
    path: '/employee-timesheets',
    rows: gridRows(page),
    body: page.locator('.ts-grid .ant-table-tbody-virtual-holder'),
    first: 'S00000',
    last: 'S01999',
  });
  reportTiming('2,000 rows', timing);

  // The correction marks name themselves on hover.
  await page.locator('.ts-grid .ant-table-tbody-virtual-holder').evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(gridRows(page).first().getByTitle('Corrected on the web')).toBeVisible();
  await expect(gridRows(page).filter({ hasText: 'S00005' }).getByTitle('Corrected on mobile')).toBeVisible();
});
