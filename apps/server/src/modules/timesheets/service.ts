import type { Db, Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import * as mq from './manual-entry-queries.ts';
import * as q from './queries.ts';

/**
 * The timesheets' public surface. Other modules use: the Sub Contractor Timesheets screen reads and
 * changes its crews' entries with the same grid, detail, approval, Approve Week and swap; the reports and the pay
 * periods take the same pay hours and payroll file; the demo seed approves weeks and adds entries.
 */
export { approveEntries, deleteEntries, type EntryScope } from './approval.ts';
export {
  approveWeek,
  employeesWeek,
  previewWeekApproval,
  subcontractorsWeek,
  weekApprovedMessage,
} from './approve-week.ts';
export { detailRows, employeeEntries, entryCard, jsonBody, timeSheetDetail } from './detail.ts';
export { revisionCachedJson, timeSheetListBody, timeSheetWidgets } from './grid.ts';
export { addDayFields, cellDays } from './grid-rows.ts';
export { addManualEntries } from './manual-entries.ts';
export { hours } from './hours.ts';
export { markMealPremium } from './meal-premium.ts';
export { payrollExport, payrollFile } from './payroll-export.ts';
export type { RowKey } from './queries.ts';
export { swapEntries } from './swap.ts';

/**
 * Takes the employees' entry locks for the transaction (PostgreSQL; in employee order): a punch and a
 * clerk's change of the same employee's entries wait for each other.
 */
export function lockEmployeesEntries(tx: Tx, employeeIds: Iterable<number>): Promise<void> {
  return mq.lockEmployeesEntries(tx, employeeIds);
}

/**
 * A weekly grid added up by the database, per row and day: the stored pay figures and the counts a
 * cell's status is read from. The Sub Contractor Timesheets' sheet is the same grid of other rows.
 */
export function dayCells(db: Db | Tx, s: q.CellSelection) {
  return q.dayCells(db, s);
}

/** The codes and names of the company's jobs among `ids`. */
export function jobsByIds(db: Db | Tx, companyId: number, ids: number[]) {
  return q.jobsByIds(db, companyId, ids);
}

/**
 * When a manual entry was last added since `since` by someone other than the caller (the screen then
 * offers a refresh), or null.
 */
export function lastManualEntry(ctx: AppContext, auth: AuthContext, since: string) {
  return q.lastManualEntry(ctx.db, auth.companyId, new Date(since).toISOString(), auth.userId);
}

/** The employee and job pickers of Add Timesheet. */
export const timeSheetEmployeeOptions = (ctx: AppContext, auth: AuthContext) =>
  q.employeeOptions(ctx.db, auth.companyId);
export const timeSheetJobOptions = (ctx: AppContext, auth: AuthContext) =>
  q.jobOptions(ctx.db, auth.companyId);
