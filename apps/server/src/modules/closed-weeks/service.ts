/**
 * The closed weeks' public surface: what a week payroll has closed refuses (the lock every change of
 * time entries takes), holds (punches sent for it) and keeps (its payroll files). The timesheets and
 * the punches use it; the pay periods close and reopen weeks with it.
 */
export { closedWeekFile, keepWeekFile, TEXT_FORMAT } from './closed-week-file.ts';
export { holdLatePunches, type SentPunch } from './late-punches.ts';
export { assertWeeksOpen, closedWeeksOf } from './lock.ts';
export { findPayPeriod, lockAlone } from './queries.ts';
