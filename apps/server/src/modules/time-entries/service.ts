import type { Db, Tx } from '../../db/database.ts';
import * as q from './queries.ts';

/**
 * What the time modules (punches, timesheets, sub-contractor timesheets, pay periods) share about time
 * entries: how an entry, its employee and its job are named in the log, wall-clock parsing, and the
 * look-ups the time rules start from.
 */
export { employeeLabel, entryDescriber, jobLabel } from './describe.ts';
export { JOB_RULE_COLUMNS } from './job-rule-columns.ts';
export { parseLocalTime } from './local-time.ts';

type Conn = Db | Tx;

/** The employee (or sub-contractor worker) time is written for: site, active, name, code, company. */
export function findEmployee(db: Conn, companyId: number, id: number) {
  return q.findEmployee(db, companyId, id);
}

/** The job time is written on, with what the time rules need of it (JOB_RULE_COLUMNS). */
export function findJob(db: Conn, companyId: number, id: number) {
  return q.findJob(db, companyId, id);
}

/** Open entries of the company that began before `before`: the automatic clock-out's candidates. */
export function findOpenEntriesBefore(db: Conn, companyId: number, before: string) {
  return q.findOpenEntriesBefore(db, companyId, before);
}
