/**
 * What the time modules (punches, timesheets, sub-contractor timesheets, pay periods) share about time
 * entries: how an entry, its employee and its job are named in the log, wall-clock parsing, and the
 * look-ups the time rules start from.
 */
export { employeeLabel, entryDescriber, jobLabel } from './describe.ts';
export { parseLocalTime } from './local-time.ts';
export { findEmployee, findJob, findOpenEntriesBefore, JOB_RULE_COLUMNS } from './queries.ts';
