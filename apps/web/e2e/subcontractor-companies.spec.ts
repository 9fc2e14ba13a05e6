import { expect, test, type Page } from '@playwright/test';
import { SUBCONTRACTOR_MSG } from '@portal/contracts/subcontractor-companies';
import { saveScreen, skipUnlessUpdatingScreens } from './support/screen-shots.ts';
import { formItem, mainMenu, signIn, signInByApi } from './support/session.ts';
import { USERS } from './support/users.ts';

const listCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Show Deactivated') });
const detailCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Company Detail' });
const rows = (page: Page) => listCard(page).locator('tr.ant-table-row');
const companyRow = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function openScreen(page: Page) {
  await signInByApi(page, USERS.office.email);
  await page.goto('/sub_contractor_company');
  // The first load (screen code and the list) can be slow on a busy machine.
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('Sub Contractor Company as office', () => {
  test('sends one request for a double click on Save', async ({ page }) => {
    await openScreen(page);
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/sub-contractor-companies-add'))
        adds.push(r.url());
    });
    await page.getByRole('button', { name: 'Create Company' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Company' });
    await modal.getByLabel('Name').fill('Double Click Drywall E2E');
    await modal.getByRole('button', { name: 'Save' }).dblclick();
    await expect(modal).toBeHidden();
    await expect(companyRow(page, 'Double Click Drywall E2E')).toHaveCount(1);
    await page.reload();
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(companyRow(page, 'Double Click Drywall E2E')).toHaveCount(1);
    expect(adds).toHaveLength(1);
  });

  test('creates, edits and deactivates a company', async ({ page }) => {
    await openScreen(page);
    const activeCount = await rows(page).count();
    await page.getByRole('checkbox', { name: 'Show Deactivated' }).check();
    await expect(rows(page)).toHaveCount(activeCount + 1);
    await page.getByRole('checkbox', { name: 'Show Deactivated' }).uncheck();

    await page.getByRole('button', { name: 'Create Company' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Company' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(formItem(page, 'Name')).toContainText(SUBCONTRACTOR_MSG.nameRequired);
    await modal.getByLabel('Name').fill('Harbor Scaffolding E2E');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(companyRow(page, 'Harbor Scaffolding E2E')).toBeVisible();
    const detail = detailCard(page);
    await expect(detail).toContainText('Harbor Scaffolding E2E');
    await expect(detail).toContainText('Created on');
    await expect(detail).toContainText(`Created By${USERS.office.name}`);

    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    await edit.getByLabel('Name').fill('Harbor Rigging E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(companyRow(page, 'Harbor Rigging E2E')).toBeVisible();
    await expect(detail).toContainText('Harbor Rigging E2E');

    // Survives a reload: it was saved, not just shown.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('rigging e2e');
    await expect(rows(page)).toHaveCount(1);
    await expect(detail).toContainText('Harbor Rigging E2E');

    await detail.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(listCard(page)).toContainText('No Sub Contractor Companies found');
    await expect(detail).toContainText('No Subcontractor Company selected');
    await page.getByRole('checkbox', { name: 'Show Deactivated' }).check();
    await expect(companyRow(page, 'Harbor Rigging E2E')).toContainText('No');
    await companyRow(page, 'Harbor Rigging E2E').click();
    await expect(detail.getByRole('button', { name: 'Activate' })).toBeVisible();
  });

  test('empties the detail when a search leaves no company', async ({ page }) => {
    await openScreen(page);
    const detail = detailCard(page);
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('no company is called this');
    await expect(listCard(page)).toContainText('No Sub Contractor Companies found');
    await expect(detail).toContainText('No Subcontractor Company selected');
    await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('shows Synced on for a synced company', async ({ page }) => {
    await openScreen(page);
    await rows(page).first().click();
    const detail = detailCard(page);
    await expect(detail).toContainText('Modified on');
    const synced = await detail.getByText('Synced on').count();
    const created = await detail.getByText('Created on').count();
    expect(synced + created).toBe(1);
  });
});

test('payroll does not get the Sub Contractor Company route', async ({ page }) => {
  await signIn(page, USERS.payroll.email);
  await expect(mainMenu(page)).toBeVisible();
  await expect(mainMenu(page).getByText('Sub Contractor Company')).toHaveCount(0);
  await page.goto('/sub_contractor_company');
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Company' })).toHaveCount(0);
});

test('screenshots of Sub Contractor Company', async ({ page }) => {
  skipUnlessUpdatingScreens();
  await openScreen(page);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Name')
    .fill(`Very ${'Long '.repeat(20)}Name Subcontracting Company`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await saveScreen(page, 'subcontractor-companies');
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('zzz-nothing');
  await expect(listCard(page)).toContainText('No Sub Contractor Companies found');
  await saveScreen(page, 'subcontractor-companies-empty');
});
