import { splitOvertime, type Week } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import { groupBy } from './group-by.ts';
import * as q from './queries.ts';

export interface EntryOvertime {
  id: number;
  employee_id: number;
  job_id: number;
  work_date: string;
  overtime_minutes: number;
}

/**
 * The overtime of every entry of the employees' weeks: regular time fills each employee's whole week
 * in chronological order (splitOvertime), whichever page, job or day the caller shows.
 */
export async function weekOvertime(
  db: Db,
  companyId: number,
  employeeIds: number[],
  week: Week,
  regularTime: string | null,
): Promise<EntryOvertime[]> {
  const entries = await q.employeeWeekEntries(db, companyId, employeeIds, week.start, week.end);
  return [...groupBy(entries, (e) => e.employee_id).values()].flatMap((list) => {
    const split = splitOvertime(list, regularTime).entries;
    return list.map((e, i) => ({
      id: e.id,
      employee_id: e.employee_id,
      job_id: e.job_id,
      work_date: e.work_date,
      overtime_minutes: split[i]!.overtime_minutes,
    }));
  });
}
