import { addDays } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

/** The Mondays among `weeks` whose week the company has closed, earliest first. */
export async function closedWeeksAmong(db: Conn, companyId: number, weeks: string[]): Promise<string[]> {
  if (weeks.length === 0) return [];
  const rows = await db
    .selectFrom('pay_periods')
    .select('week_start')
    .where('company_id', '=', companyId)
    .where('week_start', 'in', weeks)
    .orderBy('week_start')
    .execute();
  return rows.map((r) => r.week_start);
}

/** The closed weeks that overlap the dates from `start` to `end`. */
export async function closedWeeksBetween(db: Conn, companyId: number, start: string, end: string) {
  return db
    .selectFrom('pay_periods')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('week_start', '>', addDays(start, -7))
    .where('week_start', '<=', end)
    .orderBy('week_start')
    .execute();
}

export function findPayPeriod(db: Conn, companyId: number, weekStart: string) {
  return db
    .selectFrom('pay_periods')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('week_start', '=', weekStart)
    .executeTakeFirst();
}

/** Live entries of the week not yet approved: the company's employees' and sub-contractor workers'. */
export async function countUnapprovedInWeek(db: Conn, companyId: number, start: string, end: string) {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('work_date', '>=', start)
    .where('work_date', '<=', end)
    .where('deleted_at', 'is', null)
    .where('approved_status', '=', 'un-approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the week holds an approved entry of an employee (what the payroll file is made of). */
export async function hasPayrollEntries(db: Conn, companyId: number, start: string, end: string) {
  const row = await db
    .selectFrom('time_entries')
    .select('id')
    .where('company_id', '=', companyId)
    .where('work_date', '>=', start)
    .where('work_date', '<=', end)
    .where('deleted_at', 'is', null)
    .where('subcontractor_company_id', 'is', null)
    .where('approved_status', 'in', ['approved', 'pre-approved'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function storedFile(db: Conn, payPeriodId: number, format: string, siteKey: number) {
  return db
    .selectFrom('pay_period_files')
    .select('file')
    .where('pay_period_id', '=', payPeriodId)
    .where('format', '=', format)
    .where('site_key', '=', siteKey)
    .executeTakeFirst();
}

export function countLatePunches(db: Conn, companyId: number, weekStart: string) {
  return db
    .selectFrom('late_punches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('week_start', '=', weekStart)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}
