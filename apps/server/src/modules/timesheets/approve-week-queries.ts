import type { Db } from '../../db/database.ts';
import { isLive, ofWorkforce, type Workforce } from '../../db/live-entries.ts';

/**
 * Whose week is approved: the workforce's entries whose `column` is one of `ids` (the employees, or
 * the sub-contractor companies or jobs the grid shows).
 */
export interface WeekScope {
  workforce: Workforce;
  column: 'employee_id' | 'subcontractor_company_id' | 'job_id';
  ids: number[];
  start_date: string;
  end_date: string;
}

/**
 * The live entries of the workforce's people in scope whose work day falls in the week, at every
 * site, company and job: an entry elsewhere still overlaps or adds to a day's hours.
 */
export function weekEntries(db: Db, companyId: number, s: WeekScope) {
  return db
    .selectFrom('time_entries as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select([
      't.id',
      't.version',
      't.employee_id',
      't.job_id',
      't.subcontractor_company_id',
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
    .where((w) =>
      s.column === 'employee_id'
        ? w('t.employee_id', 'in', s.ids)
        : w(
            't.employee_id',
            'in',
            w
              .selectFrom('time_entries as s')
              .select('s.employee_id')
              .where('s.company_id', '=', companyId)
              .where(`s.${s.column}`, 'in', s.ids)
              .where('s.work_date', '>=', s.start_date)
              .where('s.work_date', '<=', s.end_date)
              .where(isLive('s')),
          ),
    )
    .where('t.work_date', '>=', s.start_date)
    .where('t.work_date', '<=', s.end_date)
    .where(isLive('t'))
    .where('t.subcontractor_company_id', ofWorkforce(s.workforce), null)
    .orderBy('t.clock_in_at')
    .execute();
}
