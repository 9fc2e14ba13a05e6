import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { isLive } from '../../db/live-entries.ts';
import type { DB } from '../../db/schema.ts';

type Conn = Db | Tx;

export function insertPayPeriod(tx: Tx, period: Insertable<DB['pay_periods']>) {
  return tx.insertInto('pay_periods').values(period).returningAll().executeTakeFirstOrThrow();
}

export async function deletePayPeriod(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('pay_periods').where('id', '=', id).execute();
}

/** Live entries of the week not yet approved: the company's employees' and sub-contractor workers'. */
export async function countUnapprovedInWeek(db: Conn, companyId: number, start: string, end: string) {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('subcontractor_company_id', 'is', null).as('employees'),
      eb.fn.countAll<number>().filterWhere('subcontractor_company_id', 'is not', null).as('subcontractors'),
    ])
    .where('company_id', '=', companyId)
    .where('work_date', '>=', start)
    .where('work_date', '<=', end)
    .where(isLive())
    .where('approved_status', '=', 'un-approved')
    .executeTakeFirstOrThrow();
  return { employees: Number(row.employees), subcontractors: Number(row.subcontractors) };
}

/** Whether the week holds an approved entry of an employee (what the payroll file is made of). */
export async function hasPayrollEntries(db: Conn, companyId: number, start: string, end: string) {
  const row = await db
    .selectFrom('time_entries')
    .select('id')
    .where('company_id', '=', companyId)
    .where('work_date', '>=', start)
    .where('work_date', '<=', end)
    .where(isLive())
    .where('subcontractor_company_id', 'is', null)
    .where('approved_status', 'in', ['approved', 'pre-approved'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

/** The week's late punches, in the order they were taken. */
export function latePunchesOfWeek(db: Conn, companyId: number, weekStart: string) {
  return db
    .selectFrom('late_punches')
    .select(['client_id', 'upload', 'sender'])
    .where('company_id', '=', companyId)
    .where('week_start', '=', weekStart)
    .orderBy('punched_at')
    .orderBy('id')
    .execute();
}
