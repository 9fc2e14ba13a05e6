import { PostgresAdapter, sql, type Insertable } from 'kysely';
import type { PayPeriodTotals } from '@portal/contracts/pay-periods';
import { addDays } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Conn = Db | Tx;

/** Names the advisory lock of a company's pay periods on PostgreSQL (any fixed number: it names it). */
const PAY_PERIOD_LOCK = 0x70617931;

const onPostgres = (db: Conn) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Every change of time entries takes the company's pay-period lock shared, a close takes it alone: a
 * close then waits for the changes under way and the changes begun meanwhile see the closed week. On
 * SQLite one connection runs one transaction at a time, which orders them already.
 */
export async function lockShared(tx: Conn, companyId: number): Promise<void> {
  if (onPostgres(tx))
    await sql`select pg_advisory_xact_lock_shared(${PAY_PERIOD_LOCK}, ${companyId})`.execute(tx);
}

export async function lockAlone(tx: Tx, companyId: number): Promise<void> {
  if (onPostgres(tx)) await sql`select pg_advisory_xact_lock(${PAY_PERIOD_LOCK}, ${companyId})`.execute(tx);
}

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

export function storedFile(db: Conn, payPeriodId: number, format: string, siteKey: number) {
  return db
    .selectFrom('pay_period_files')
    .select('file')
    .where('pay_period_id', '=', payPeriodId)
    .where('format', '=', format)
    .where('site_key', '=', siteKey)
    .executeTakeFirst();
}

/** Keeps a closed week's file, unless one of the same format and site is kept already. */
export async function keepFile(tx: Tx, file: Insertable<DB['pay_period_files']>): Promise<void> {
  await tx
    .insertInto('pay_period_files')
    .values(file)
    .onConflict((oc) => oc.columns(['pay_period_id', 'format', 'site_key']).doNothing())
    .execute();
}

/**
 * Records the control totals of the week's payroll file, unless it has them already. Double time has
 * no column of its own: it is what the total has beside regular and overtime (totalsOf in pay-periods).
 */
export async function setControlTotals(tx: Tx, payPeriodId: number, totals: PayPeriodTotals): Promise<void> {
  const { employees, lines, regular_hundredths, overtime_hundredths, total_hundredths } = totals;
  await tx
    .updateTable('pay_periods')
    .set({ employees, lines, regular_hundredths, overtime_hundredths, total_hundredths })
    .where('id', '=', payPeriodId)
    .where('lines', 'is', null)
    .execute();
}

/**
 * The Mondays among `weeks` whose week the company has closed, and whether any late punch of the
 * company waits: one statement, as a batch of punches asks both and most often gets neither.
 */
export async function closedWeeksAndLatePunches(
  tx: Tx,
  companyId: number,
  weeks: string[],
): Promise<{ closed: Set<string>; anyLate: boolean }> {
  const { rows } = await sql<{ week_start: string | null }>`
    select week_start from pay_periods where company_id = ${companyId} and week_start in (${sql.join(weeks)})
    union all
    select null from (select 1 from late_punches where company_id = ${companyId} limit 1) as l`.execute(tx);
  const closed = new Set<string>();
  for (const r of rows) if (r.week_start !== null) closed.add(r.week_start);
  return { closed, anyLate: closed.size < rows.length };
}

/** The client ids among these that are stored as punches. */
export async function storedPunchIds(tx: Tx, companyId: number, clientIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('punches')
    .select('client_id')
    .where('company_id', '=', companyId)
    .where('client_id', 'in', clientIds)
    .execute();
  return new Set(rows.map((p) => p.client_id));
}

/** The client ids among these that wait as late punches. */
export async function waitingPunchIds(tx: Tx, companyId: number, clientIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .selectFrom('late_punches')
    .select('client_id')
    .where('company_id', '=', companyId)
    .where('client_id', 'in', clientIds)
    .execute();
  return new Set(rows.map((p) => p.client_id));
}

/** The kept clock-ins of these employees. */
export function lateClockIns(tx: Tx, companyId: number, employeeIds: number[]) {
  return tx
    .selectFrom('late_punches')
    .select(['client_id', 'employee_id', 'punched_at', 'week_start'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', employeeIds)
    .where('punch_type', '=', 'in')
    .execute();
}

export async function insertLatePunch(tx: Tx, punch: Insertable<DB['late_punches']>): Promise<void> {
  await tx.insertInto('late_punches').values(punch).execute();
}

/** Takes these late punches off the waiting list. */
export async function deleteLatePunches(tx: Tx, companyId: number, clientIds: string[]): Promise<void> {
  await tx
    .deleteFrom('late_punches')
    .where('company_id', '=', companyId)
    .where('client_id', 'in', clientIds)
    .execute();
}
