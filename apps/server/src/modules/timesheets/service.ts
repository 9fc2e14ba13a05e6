/**
 * What other modules use of the timesheets: the Sub Contractor Timesheets screen reads and changes its
 * crews' entries with the same grid, detail, approval and swap; the reports and the pay periods take
 * the same pay hours and payroll file; the demo seed approves weeks and adds manual entries.
 */
export { approveEntries, deleteEntries, type EntryScope } from './approval.ts';
export { detailRows, entryCard } from './detail.ts';
export { dayFields, revisionCachedJson, timeSheetWidgets } from './grid.ts';
export { groupBy } from './group-by.ts';
export { addManualEntries } from './manual-entries.ts';
export { hours, paidEntry, payWeeks } from './pay-hours.ts';
export { payrollExport } from './payroll-export.ts';
export {
  dayCells,
  jobsByIds,
  liveEntries,
  ofWorkforce,
  PAY_COLUMNS,
  weeksOfWork,
  type Filters,
  type PayWeeks,
  type RowKey,
  type Workforce,
} from './queries.ts';
export { swapEntries } from './swap.ts';
