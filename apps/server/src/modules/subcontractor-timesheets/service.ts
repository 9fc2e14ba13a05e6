/**
 * Sub Contractor Timesheets' public face: the punch sheet, its detail and its widgets. Its writes
 * (approvals, Approve Week, swaps, deletes) are the timesheets module's, shared with the employees'.
 */
export { punchDetail } from './detail.ts';
export { punchSheetBody } from './sheet.ts';
export { subcontractorWidgets } from './widgets.ts';
