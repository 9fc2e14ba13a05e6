import { expect, test, type Page } from '@playwright/test';
import { MEETING_MSG } from '@portal/contracts/meetings';
import { chooseOption } from './support/antd-select.ts';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { mainMenu, signIn, signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const listCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('searchbox', { name: 'Search meetings' }) });
const detailCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Location' });
const rows = (page: Page) => listCard(page).locator('tr.ant-table-row');

async function openScreen(page: Page) {
  await signInByApi(page, USERS.office.email);
  await page.goto('/meetings');
  // The first load (screen code and the list) can be slow on a busy machine.
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

async function typeTime(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

test('office creates and cancels a meeting', async ({ page }) => {
  await openScreen(page);
  await expect(listCard(page).locator('tr[data-past="true"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create Meet' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Meet' });
  await modal.getByRole('button', { name: 'Send' }).click();
  for (const text of [
    MEETING_MSG.titleRequired,
    MEETING_MSG.locationRequired,
    MEETING_MSG.roleRequired,
    MEETING_MSG.inviteesRequired,
    MEETING_MSG.descriptionRequired,
    MEETING_MSG.startRequired,
    MEETING_MSG.endRequired,
  ]) {
    await expect(modal).toContainText(text);
  }
  await modal.getByLabel('Title').fill('Bridge deck safety briefing');
  await modal.getByLabel('Location').fill('Newark Yard trailer');
  await chooseOption(page, 'Role', 'Foreman');
  await chooseOption(page, 'Invitees', { first: true });
  await page.keyboard.press('Escape');
  await modal.getByLabel('Description').fill('Review of the fall protection plan.');
  const dateInput = modal.getByLabel('Date', { exact: true });
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await dateInput.click();
  await dateInput.fill(tomorrow);
  await dateInput.press('Enter');
  await typeTime(page, 'Start Time', '09:00');
  await typeTime(page, 'End Time', '08:00');
  await expect(modal).toContainText(MEETING_MSG.endBeforeStart);
  await typeTime(page, 'End Time', '10:00');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search meetings' }).fill('bridge deck');
  await expect(rows(page)).toHaveCount(1);
  const detail = detailCard(page);
  await expect(detail).toContainText('Bridge deck safety briefing');
  await expect(detail).toContainText('Newark Yard trailer');
  await expect(detail).toContainText('pending');
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(rows(page).first()).toContainText('Cancelled');
  await expect(detail.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search meetings' }).fill('nothing like this');
  await expect(listCard(page)).toContainText('No Meetings found');
});

test('payroll has no Meetings route', async ({ page }) => {
  await signIn(page, USERS.payroll.email);
  await expect(mainMenu(page).getByText('Meetings')).toHaveCount(0);
});

test('screenshots of Meetings', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await openScreen(page);
  await saveScreen(page, 'meetings');
  await page.getByRole('searchbox', { name: 'Search meetings' }).fill('nothing like this');
  await expect(listCard(page)).toContainText('No Meetings found');
  await saveScreen(page, 'meetings-empty');
});
