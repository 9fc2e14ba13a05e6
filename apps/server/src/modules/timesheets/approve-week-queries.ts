import type { WeekApprovalPreviewRequest } from '@portal/contracts/week-approval';
import type { Db } from '../../db/database.ts';

/**
 * The live entries of the employees (not sub-contractor workers) whose work day falls in the week, at
 * every site: an entry elsewhere still overlaps or adds to a day's hours.
 */
export function weekEntries(db: Db, companyId: number, q: WeekApprovalPreviewRequest) {
  return db
    .selectFrom('time_entries as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select([
      't.id',
      't.version',
      't.employee_id',
      't.work_date',
      't.clock_in_at',
      't.clock_out_at',
      't.minutes',
      't.notes',
      't.approved_status',
      't.site_id',
      'e.first_name',
      'e.last_name',
    ])
    .where('t.company_id', '=', companyId)
    .where('t.employee_id', 'in', q.emp_ids)
    .where('t.work_date', '>=', q.start_date)
    .where('t.work_date', '<=', q.end_date)
    .where('t.deleted_at', 'is', null)
    .where('t.subcontractor_company_id', 'is', null)
    .orderBy('t.clock_in_at')
    .execute();
}
