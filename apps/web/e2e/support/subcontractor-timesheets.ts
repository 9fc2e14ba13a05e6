import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import type { SubcontractorWorker } from '@portal/contracts/subcontractor-timesheets';
import { lastWeekDay } from './timesheets-api.ts';

/** Helpers of the Sub Contractor Timesheets spec: data arranged through the API, and the screen's parts. */

/** The sub-contractor workers a foreman (or a clerk who may write) clocks in and out. */
export async function subWorkers(request: APIRequestContext, token: string): Promise<SubcontractorWorker[]> {
  const res = await request.get('/api/v1/mobile/subcontractor-workers', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<SubcontractorWorker[]>).data;
}

/** The version of an entry as the detail call reads it (Monday and Tuesday of last week). */
export async function entryVersion(
  request: APIRequestContext,
  token: string,
  where: { company_id: number; job_id: number },
  id: number,
): Promise<number> {
  const res = await request.get('/api/v1/sub-contractor-punch-detail', {
    headers: { authorization: `Bearer ${token}` },
    params: {
      ...where,
      time_sheet_by: 1,
      start_date: lastWeekDay(0),
      end_date: lastWeekDay(1),
      pageSizeLimit: 500,
    },
  });
  expect(res.status()).toBe(200);
  const { entries } = ((await res.json()) as Envelope<{ entries: { id: number; version: number }[] }>).data;
  return entries.find((e) => e.id === id)!.version;
}

export async function openSubTimesheets(page: Page): Promise<void> {
  await page.goto('/sub-contractor-timesheets');
  await expect(page.getByRole('heading', { name: 'Sub Contractor Timesheets' })).toBeVisible({
    timeout: 20_000,
  });
}

/** The first-level grid (its rows are virtual: only those in view are in the page). */
export function firstLevelGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Timesheets', exact: true });
}

export function firstLevelRows(page: Page): Locator {
  return firstLevelGrid(page).locator('.ts-row');
}

export function subListRows(page: Page): Locator {
  return subList(page).locator('.ts-row');
}

export function subList(page: Page): Locator {
  return page.getByRole('region', { name: 'Sub list' });
}

/** Searches the first-level grid, selects the row, then the sub list's row, and waits for the detail. */
export async function selectSubRow(page: Page, row: string, subRow: string): Promise<void> {
  await page.getByPlaceholder('Search').fill(row);
  await firstLevelRows(page).filter({ hasText: row }).first().click();
  await expect(subList(page)).toContainText(row);
  await subListRows(page).filter({ hasText: subRow }).first().click();
  await expect(subListRows(page).filter({ hasText: subRow }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
}
