import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { liveEntries, ofWorkforce, type Workforce } from '../../db/live-entries.ts';

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

/**
 * What a report shows of an entry: its day, times, stored pay figures (with the meal periods it
 * missed), job, site and source.
 */
function reportColumns(detail: boolean) {
  return [
    't.id',
    't.employee_id',
    't.work_date',
    't.clock_in_at',
    't.clock_out_at',
    't.approved_status',
    't.paid_hundredths',
    't.regular_hundredths',
    't.overtime_hundredths',
    't.double_time_hundredths',
    't.job_id',
    't.site_id',
    't.source',
    't.shift',
    't.subcontractor_company_id',
    't.meal_periods_missed',
    't.meal_premium_owed',
    (detail ? sql.ref<string | null>('t.notes') : sql<string | null>`null`).as('notes'),
  ] as const;
}

/**
 * The live entries of some of the company's people (employees or sub-contractor workers) whose work day
 * is in the range, with their stored pay figures. The note (a long text) only when `detail`.
 */
export function timeEntries(
  db: Db,
  companyId: number,
  workforce: Workforce,
  peopleIds: number[],
  range: { start: string; end: string },
  detail: boolean,
) {
  return liveEntries(db, companyId, range.start, range.end, workforce)
    .select(reportColumns(detail))
    .where('t.employee_id', 'in', peopleIds)
    .execute();
}
export type EntryRow = Awaited<ReturnType<typeof timeEntries>>[number];

/**
 * Whether any live employee entry of the range (worked at the site, when one is given) has double
 * time: the reports then have a Double Time column.
 */
export async function hasDoubleTime(
  db: Db,
  companyId: number,
  range: { start: string; end: string },
  siteId: number | null,
): Promise<boolean> {
  let q = liveEntries(db, companyId, range.start, range.end, 'employees')
    .select('t.id')
    .where('t.double_time_hundredths', '>', 0);
  if (siteId !== null) q = q.where('t.site_id', '=', siteId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

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
