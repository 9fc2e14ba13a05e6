import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  liveEntries,
  ofWorkforce,
  PAY_COLUMNS,
  weeksOfWork,
  type PayWeeks,
  type Workforce,
} from '../timesheets/service.ts';

/**
 * The SQL of the reports: the company's people and jobs read once per report, the entries a few hundred
 * people at a time, joined in code.
 */

/** Employees (or sub-contractor workers) of the company, active or not. */
export function people(db: Db, companyId: number, workforce: Workforce) {
  return db
    .selectFrom('employees as e')
    .leftJoin('sites as s', 's.id', 'e.site_id')
    .leftJoin('subcontractor_companies as c', 'c.id', 'e.subcontractor_company_id')
    .select([
      'e.id',
      'e.code',
      'e.first_name',
      'e.last_name',
      'e.site_id',
      's.name as site',
      'e.shift',
      'e.email',
      'e.phone',
      'e.is_active',
      'e.last_clock_in',
      'e.subcontractor_company_id as company_id',
      'c.name as company',
    ])
    .where('e.company_id', '=', companyId)
    .where('e.subcontractor_company_id', ofWorkforce(workforce), null)
    .execute();
}
export type Person = Awaited<ReturnType<typeof people>>[number];

export function jobs(db: Db, companyId: number) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('sites as s', 's.id', 'j.site_id')
    .select([
      'j.id',
      'j.code',
      'j.name',
      'j.pm_code',
      'j.is_active',
      'j.site_id',
      's.name as site',
      'j.default_job_start_time',
      'j.default_job_end_time',
    ])
    .where('j.company_id', '=', companyId)
    .execute();
}
export type Job = Awaited<ReturnType<typeof jobs>>[number];

/** What a report shows of an entry beyond what the pay rules read (PAY_COLUMNS). */
function reportColumns(detail: boolean) {
  return [
    't.job_id',
    't.site_id',
    't.source',
    't.shift',
    't.subcontractor_company_id',
    (detail ? sql.ref<string | null>('t.notes') : sql<string | null>`null`).as('notes'),
  ] as const;
}

/**
 * The entries of some of the company's employees over the weeks an overtime split reads (PayWeeks: the
 * grid's whole weeks and the Sunday night before them). The note (a long text) only when `detail`.
 */
export function employeeEntries(
  db: Db,
  companyId: number,
  employeeIds: number[],
  weeks: PayWeeks,
  detail: boolean,
) {
  return weeksOfWork(db, companyId, weeks)
    .select([...PAY_COLUMNS, ...reportColumns(detail)])
    .where('t.employee_id', 'in', employeeIds)
    .execute();
}

/** The live entries of some sub-contractor workers whose work day is in the range. */
export function workerEntries(
  db: Db,
  companyId: number,
  workerIds: number[],
  range: { start: string; end: string },
  detail: boolean,
): ReturnType<typeof employeeEntries> {
  return liveEntries(db, companyId, range.start, range.end, 'subcontractors')
    .select([...PAY_COLUMNS, ...reportColumns(detail)])
    .where('t.employee_id', 'in', workerIds)
    .execute();
}
export type EntryRow = Awaited<ReturnType<typeof employeeEntries>>[number];

/** The choices of the Reports screen's pickers: ids, codes and names only, by name (jobs by code). */
export async function options(db: Db, companyId: number) {
  const [sites, jobs, subcontractor_companies] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['id', 'code', 'name'])
      .where('company_id', '=', companyId)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('subcontractor_companies')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .orderBy('name')
      .execute(),
  ]);
  return { sites, jobs, subcontractor_companies };
}

export function companyName(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
    .then((r) => r.name);
}

/** The sub-contractor company's name; undefined when the company has none of this id. */
export function subcontractorCompanyName(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('subcontractor_companies')
    .select('name')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r?.name);
}
