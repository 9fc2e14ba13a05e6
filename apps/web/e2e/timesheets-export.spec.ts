import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { addDays } from '@portal/domain';
import { signInByApi } from './support/session.ts';
import { thisWeek } from './support/timesheets-api.ts';
import { exportButton, openTimesheets } from './support/timesheets.ts';
import { USERS } from './support/users.ts';

test('export is refused while entries are un-approved, then downloads an approved week', async ({ page }) => {
  await signInByApi(page, USERS.payroll.email);
  await openTimesheets(page);
  await exportButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Payroll Export' });
  await dialog.getByRole('button', { name: /Export$/ }).click();
  await expect(
    page.locator('.ant-message').getByText(/^\d+ un-approved time entries found\. Approve all to export\.$/),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Two weeks back, the week before the one the screen opened at: approved by the demo's payroll.
  await page.getByRole('button', { name: 'Previous week' }).click();
  const start = addDays(thisWeek().start, -14);
  const downloading = page.waitForEvent('download');
  await exportButton(page).click();
  await dialog.getByRole('button', { name: /Export$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${start} Time Sheet Export.txt`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS',
  );
  expect(text).toContain(start);
  // Dated as every other message of the portal (the logs export's too): MM/DD/YY.
  await expect(
    page.getByText(`${dayjs(start).format('MM/DD/YY')} Time Sheet Export generated successfully.`),
  ).toBeVisible();
});
