import type { Db, Tx } from '../../db/database.ts';
import * as q from './queries.ts';

/**
 * The closed weeks' public surface: what a week payroll has closed refuses (the lock every change of
 * time entries takes), holds (punches sent for it) and keeps (its payroll files). The timesheets and
 * the punches use it; the pay periods close and reopen weeks with it.
 */
export { closedWeekFile, keepWeekFile, TEXT_FORMAT } from './closed-week-file.ts';
export { holdLatePunches, type SentPunch } from './late-punches.ts';
export { assertWeeksOpen, closedWeeksOf } from './lock.ts';

/** The closed week (pay period) that starts on `weekStart`, or undefined while it is open. */
export function findPayPeriod(db: Db | Tx, companyId: number, weekStart: string) {
  return q.findPayPeriod(db, companyId, weekStart);
}

/**
 * Takes the company's pay-period lock alone for the transaction (a close or a reopen): every change of
 * time entries waits for it, and it waits for them.
 */
export function lockAlone(tx: Tx, companyId: number): Promise<void> {
  return q.lockAlone(tx, companyId);
}
