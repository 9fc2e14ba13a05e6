import { sql, type Updateable } from 'kysely';
import type { FilterKey, Filters } from '@portal/contracts/timesheets';
import type { Db, Tx } from '../../db/database.ts';
import { isLive, isOpen, liveEntries, ofWorkforce, type Workforce } from '../../db/live-entries.ts';
import type { TimeEntriesTable } from '../../db/schema.ts';

export type { Workforce } from '../../db/live-entries.ts';

type Conn = Db | Tx;

/** What a grid row stands for: the entry's employee, job or sub-contractor company. */
export type RowKey = 't.employee_id' | 't.job_id' | 't.subcontractor_company_id';

export interface CellSelection {
  companyId: number;
  start: string;
  end: string;
  workforce: Workforce;
  key: RowKey;
  /** Only the entries worked at this site. */
  site: number | null;
  /** Only the entries of one row of another grid (the sub list of a first-level row). */
  within?: { key: RowKey; id: number } | undefined;
  /** Each cell also counts the entries these filters let through (`matching`). */
  filters?: Filters | undefined;
}

const countIf = (condition: ReturnType<typeof sql>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * A weekly grid added up by the database: per row and day, the stored pay figures of its entries (in
 * hundredths) and the counts the cell's status is read from (DayCounts in packages/domain).
 */
export function dayCells(db: Conn, s: CellSelection) {
  const filter = filterCondition(s.filters ?? {});
  let q = bySite(liveEntries(db, s.companyId, s.start, s.end, s.workforce), s.site)
    .select([
      sql.ref<number>(s.key).as('row_id'),
      't.work_date',
      sql<number>`sum(t.paid_hundredths)`.as('hundredths'),
      sql<number>`sum(t.overtime_hundredths)`.as('overtime_hundredths'),
      sql<number>`sum(t.double_time_hundredths)`.as('double_time_hundredths'),
      sql<number>`count(*)`.as('entries'),
      countIf(sql`t.approved_status = 'un-approved'`).as('unapproved'),
      countIf(sql`t.is_corrected = 1 and (t.edit_source is null or t.edit_source = 'web')`).as(
        'corrected_web',
      ),
      countIf(sql`t.is_corrected = 1 and t.edit_source = 'mobile'`).as('corrected_mobile'),
      (filter ? countIf(filter) : sql<number>`count(*)`).as('matching'),
    ])
    .groupBy(['t.work_date', s.key]);
  if (s.within) q = q.where(s.within.key, '=', s.within.id);
  return q.execute();
}

type Entries = ReturnType<typeof liveEntries>;

/**
 * The entries worked at the site: the site each entry was given when it was made (entrySite), so an
 * employee's later move to another site leaves their past hours where they were worked.
 */
function bySite(q: Entries, site: number | null): Entries {
  return site === null ? q : q.where('t.site_id', '=', site);
}

export function employeesByIds(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['id', 'code', 'first_name', 'last_name', 'shift'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export function jobsByIds(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .select(['id', 'code', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

const flagged = (a: string, b: string) =>
  sql<number>`case when ${sql.ref(a)} = 1 or ${sql.ref(b)} = 1 then 1 else 0 end`;

/** The widget counts of the workforce's entries in the range, in one aggregate. */
export function widgetCounts(
  db: Conn,
  companyId: number,
  start: string,
  end: string,
  site: number | null,
  workforce: Workforce,
) {
  const anyFlag = sql<number>`case when t.face_in_status = 1 or t.face_out_status = 1 or t.gps_in_status = 1 or t.gps_out_status = 1 or t.clock_in_status = 1 or t.clock_out_status = 1 then 1 else 0 end`;
  return bySite(liveEntries(db, companyId, start, end, workforce), site)
    .select((eb) => [
      eb.fn
        .sum<number>(sql`case when t.approved_status = 'approved' then 1 else 0 end`)
        .as('approved_status_count'),
      eb.fn
        .sum<number>(sql`case when t.approved_status = 'un-approved' then 1 else 0 end`)
        .as('un_approved_status_count'),
      eb.fn
        .sum<number>(sql`case when t.approved_status = 'pre-approved' then 1 else 0 end`)
        .as('pre_approved_status_count'),
      eb.fn.sum<number>(flagged('t.face_in_status', 't.face_out_status')).as('face_flagged_count'),
      eb.fn.sum<number>(flagged('t.gps_in_status', 't.gps_out_status')).as('gps_flagged_count'),
      eb.fn.sum<number>(flagged('t.clock_in_status', 't.clock_out_status')).as('time_flagged_count'),
      eb.fn.sum<number>(anyFlag).as('total_flagged_count'),
      eb.fn.sum<number>('t.is_corrected').as('is_corrected_count'),
      eb.fn.sum<number>(sql`case when t.meal_periods_missed > 0 then 1 else 0 end`).as('meal_flagged_count'),
    ])
    .executeTakeFirstOrThrow();
}

/** SQL form of the detail filters; the same semantics as matchesFilters in packages/domain. */
const FILTER_SQL: Record<Exclude<FilterKey, 'noFilter'>, ReturnType<typeof sql<boolean>>> = {
  any: sql<boolean>`(t.face_in_status = 1 or t.face_out_status = 1 or t.gps_in_status = 1 or t.gps_out_status = 1 or t.clock_in_status = 1 or t.clock_out_status = 1)`,
  preApproved: sql<boolean>`t.approved_status = 'pre-approved'`,
  faceFlag: sql<boolean>`(t.face_in_status = 1 or t.face_out_status = 1)`,
  gpsFlag: sql<boolean>`(t.gps_in_status = 1 or t.gps_out_status = 1)`,
  timeEntryFlag: sql<boolean>`(t.clock_in_status = 1 or t.clock_out_status = 1)`,
  mealPeriodFlag: sql<boolean>`t.meal_periods_missed > 0`,
  unapprovedFlag: sql<boolean>`t.approved_status = 'un-approved'`,
  approvedFlag: sql<boolean>`t.approved_status = 'approved'`,
  isCorrected: sql<boolean>`t.is_corrected = 1`,
};

/** The filters as one condition (all of them must hold); null when none is on. */
function filterCondition(filters: Filters) {
  if (filters.noFilter) return null;
  const on = Object.entries(FILTER_SQL)
    .filter(([key]) => filters[key as FilterKey])
    .map(([, condition]) => condition);
  return on.length === 0 ? null : sql<boolean>`(${sql.join(on, sql` and `)})`;
}

export interface DetailSelection {
  companyId: number;
  workforce: Workforce;
  /** The row (or rows, for a sub-contractor company on a job) whose entries are listed. */
  of: { key: RowKey; id: number }[];
  start: string;
  end: string;
  /** Only the entries worked at this site. */
  site: number | null;
  filters: Filters;
  page: { limit: number; offset: number };
}

function detailBase(db: Conn, s: DetailSelection) {
  let q = bySite(liveEntries(db, s.companyId, s.start, s.end, s.workforce), s.site)
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('jobs as j', 'j.id', 't.job_id');
  for (const { key, id } of s.of) q = q.where(key, '=', id);
  const filter = filterCondition(s.filters);
  return filter ? q.where(filter) : q;
}

export async function countDetail(db: Conn, s: DetailSelection): Promise<number> {
  const row = await detailBase(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function detailPage(db: Conn, s: DetailSelection) {
  return detailBase(db, s)
    .leftJoin('punches as pi', 'pi.id', 't.punch_in_id')
    .leftJoin('punches as po', 'po.id', 't.punch_out_id')
    .leftJoin('users as m', 'm.id', 't.modified_by')
    .leftJoin('subcontractor_companies as sc', 'sc.id', 't.subcontractor_company_id')
    .leftJoin('employee_images as ei', (j) =>
      j.onRef('ei.employee_id', '=', 'e.id').on('ei.is_default', '=', 1),
    )
    .selectAll('t')
    .select([
      'e.first_name',
      'e.last_name',
      'e.code as emp_code',
      'ei.image_path as emp_image_path',
      'j.name as job_name',
      'j.code as job_code',
      'j.latitude as job_latitude',
      'j.longitude as job_longitude',
      'pi.latitude as in_latitude',
      'pi.longitude as in_longitude',
      'pi.image_path as in_image',
      'po.latitude as out_latitude',
      'po.longitude as out_longitude',
      'po.image_path as out_image',
      'm.name as modified_by_name',
      'sc.name as company_name',
    ])
    .orderBy('t.clock_in_at')
    .orderBy('t.id')
    .limit(s.page.limit)
    .offset(s.page.offset)
    .execute();
}

/**
 * The regular / overtime / double-time split each employee entry is approved with: the one stored on
 * it (its figures worked out with the approval). Sub-contractor workers have no overtime, so nothing
 * is kept for them.
 */
export async function keepApprovedSplits(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .updateTable('time_entries')
    .set((eb) => ({
      approved_regular_minutes: eb.ref('regular_minutes'),
      approved_overtime_minutes: eb.ref('overtime_minutes'),
      approved_double_time_minutes: eb.ref('double_time_minutes'),
    }))
    .where('id', 'in', ids)
    .where('subcontractor_company_id', 'is', null)
    .execute();
}

/** Live entries of the workforce by id: another workforce's entry is as unknown as another company's. */
export function entriesByIds(db: Conn, companyId: number, ids: number[], workforce: Workforce = 'employees') {
  return db
    .selectFrom('time_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where(isLive())
    .where('subcontractor_company_id', ofWorkforce(workforce), null)
    .execute();
}

/** The employees' entries without a clock-out (at most one each). */
export function openEntries(db: Conn, companyId: number, employeeIds: number[]) {
  return db
    .selectFrom('time_entries')
    .select(['id', 'employee_id'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', employeeIds)
    .where(isOpen())
    .execute();
}

/** Updates an entry only if nobody changed it since `version`; false when someone did. */
export async function updateEntryAt(
  db: Conn,
  id: number,
  version: number,
  changes: Updateable<TimeEntriesTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('time_entries')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function punchesByIds(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('punches')
    .select(['id', 'employee_id', 'punch_type', 'punched_at', 'latitude', 'longitude', 'face_status'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export async function softDelete(
  db: Conn,
  companyId: number,
  ids: number[],
  at: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('time_entries')
    .set((eb) => ({ deleted_at: at, modified_by: userId, updated_at: at, version: eb('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export async function lastManualEntry(db: Conn, companyId: number, since: string, notBy: number) {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('company_id', '=', companyId)
    // A literal, not a parameter: the planner uses the partial index time_entries_manual only when it
    // sees the value its condition names.
    .where('source', '=', sql.lit('MANUAL'))
    .where('created_at', '>', since)
    .where(isLive())
    .where((eb) => eb.or([eb('modified_by', 'is', null), eb('modified_by', '!=', notBy)]))
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

export async function countUnapproved(
  db: Conn,
  companyId: number,
  start: string,
  end: string,
  siteId: number | null,
) {
  const q = bySite(liveEntries(db, companyId, start, end), siteId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.approved_status', '=', 'un-approved');
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Approved entries of the range for the payroll file, in the order the file lists them. */
export function exportEntries(
  db: Conn,
  companyId: number,
  start: string,
  end: string,
  siteId: number | null,
) {
  return bySite(liveEntries(db, companyId, start, end), siteId)
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .select([
      't.id',
      't.employee_id',
      't.work_date',
      'e.code as emp_code',
      'e.first_name',
      'e.last_name',
      'e.adp_file_number',
      'j.code as job_code',
      'j.name as job_name',
      'j.customer_name as job_customer',
      't.regular_hundredths',
      't.overtime_hundredths',
      't.double_time_hundredths',
      't.regular_minutes',
      't.overtime_minutes',
      't.double_time_minutes',
    ])
    .where('t.approved_status', 'in', ['approved', 'pre-approved'])
    .orderBy('e.code')
    .orderBy('t.work_date')
    .orderBy('j.code')
    .execute();
}

/**
 * The entries of the range whose meal premium is owed (marked, and still missing a meal period), at
 * every site: the day's premium goes with its earliest such entry, wherever that was worked.
 */
export function mealPremiumEntries(db: Conn, companyId: number, start: string, end: string) {
  return liveEntries(db, companyId, start, end)
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .select([
      't.id',
      't.employee_id',
      't.work_date',
      't.clock_in_at',
      't.site_id',
      't.meal_periods_missed',
      't.meal_premium_owed',
      'e.code as emp_code',
      'e.first_name',
      'e.last_name',
      'e.adp_file_number',
      'j.code as job_code',
      'j.name as job_name',
      'j.customer_name as job_customer',
    ])
    .where('t.meal_premium_owed', '=', 1)
    .where('t.meal_periods_missed', '>', 0)
    .execute();
}

export function employeeOptions(db: Conn, companyId: number) {
  return db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'code'])
    .where('company_id', '=', companyId)
    .where('subcontractor_company_id', 'is', null)
    .where('is_active', '=', 1)
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
}

export function jobOptions(db: Conn, companyId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'code'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', 1)
    .orderBy('code')
    .execute();
}

export async function siteName(db: Conn, companyId: number, siteId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sites')
    .select('name')
    .where('company_id', '=', companyId)
    .where('id', '=', siteId)
    .executeTakeFirst();
  return row?.name ?? null;
}
