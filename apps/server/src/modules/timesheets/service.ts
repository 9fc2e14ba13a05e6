import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { employeeOptions, jobOptions, lastManualEntry as lastManualEntryAfter } from './queries.ts';

/**
 * The timesheets' public surface. Other modules use: the Sub Contractor Timesheets screen reads and
 * changes its crews' entries with the same grid, detail, approval, Approve Week and swap; the reports and the pay
 * periods take the same pay hours and payroll file; the demo seed approves weeks and adds entries.
 */
export { approveEntries, deleteEntries, type EntryScope } from './approval.ts';
export { approveWeek, previewWeekApproval, subcontractorsWeek, weekApprovedMessage } from './approve-week.ts';
export { detailRows, employeeEntries, entryCard, jsonBody } from './detail.ts';
export { revisionCachedJson, timeSheetWidgets } from './grid.ts';
export { addDayFields, cellDays } from './grid-rows.ts';
export { groupBy } from './group-by.ts';
export { addManualEntries } from './manual-entries.ts';
export { hours } from './hours.ts';
export { lockEmployeesEntries } from './manual-entry-queries.ts';
export { markMealPremium } from './meal-premium.ts';
export { payrollFile } from './payroll-export.ts';
export { dayCells, jobsByIds, liveEntries, ofWorkforce, type RowKey, type Workforce } from './queries.ts';
export { swapEntries } from './swap.ts';

/**
 * When a manual entry was last added since `since` by someone other than the caller (the screen then
 * offers a refresh), or null.
 */
export function lastManualEntry(ctx: AppContext, auth: AuthContext, since: string) {
  return lastManualEntryAfter(ctx.db, auth.companyId, new Date(since).toISOString(), auth.userId);
}

/** The employee and job pickers of Add Timesheet. */
export const timeSheetEmployeeOptions = (ctx: AppContext, auth: AuthContext) =>
  employeeOptions(ctx.db, auth.companyId);
export const timeSheetJobOptions = (ctx: AppContext, auth: AuthContext) => jobOptions(ctx.db, auth.companyId);
