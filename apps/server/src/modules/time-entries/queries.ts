import type { Db, Tx } from '../../db/database.ts';
import { isOpen } from '../../db/live-entries.ts';
import { JOB_RULE_COLUMNS } from './job-rule-columns.ts';

/** SQL shared by the punch ingestion and the timesheet calls. */

type Conn = Db | Tx;

export function findEmployee(db: Conn, companyId: number, id: number) {
  return db
    .selectFrom('employees')
    .select(['id', 'site_id', 'is_active', 'first_name', 'last_name', 'code', 'subcontractor_company_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findJob(db: Conn, companyId: number, id: number) {
  return db
    .selectFrom('jobs')
    .select(JOB_RULE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Open entries of the company that began before `before` (candidates for the automatic close). */
export function findOpenEntriesBefore(db: Conn, companyId: number, before: string) {
  return db
    .selectFrom('time_entries as t')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select([
      't.id',
      't.employee_id',
      't.original_clock_in_at',
      't.work_date',
      't.is_full_pay',
      'j.default_job_start_time',
      'j.default_job_end_time',
      'j.code',
      'j.name',
      'e.code as employee_code',
      'e.first_name',
      'e.last_name',
    ])
    .where('t.company_id', '=', companyId)
    .where(isOpen('t'))
    .where('t.clock_in_at', '<', before)
    .execute();
}

/** The codes and names of employees and jobs, as audit descriptions name them. */
export async function employeeAndJobNames(
  db: Conn,
  companyId: number,
  employeeIds: number[],
  jobIds: number[],
) {
  const [employees, jobs] = await Promise.all([
    employeeIds.length === 0
      ? []
      : db
          .selectFrom('employees')
          .select(['id', 'code', 'first_name', 'last_name'])
          .where('company_id', '=', companyId)
          .where('id', 'in', employeeIds)
          .execute(),
    jobIds.length === 0
      ? []
      : db
          .selectFrom('jobs')
          .select(['id', 'code', 'name'])
          .where('company_id', '=', companyId)
          .where('id', 'in', jobIds)
          .execute(),
  ]);
  return { employees, jobs };
}
