import { sql, type Kysely } from 'kysely';
import { storedOvertimePolicy } from '@portal/contracts/overtime-policies';
import {
  PAY_FIGURE_FIELDS,
  toSettings,
  type OvertimePolicy,
  type PayFigures,
  type PayRules,
} from '@portal/domain';
import { isLive } from '../../db/live-entries.ts';
import type { DB } from '../../db/schema.ts';

type Conn = Kysely<DB>;

/** What payFigures reads of an entry, and the figures stored on it. */
const FIGURED_COLUMNS = [
  't.id',
  't.employee_id',
  't.work_date',
  't.minutes',
  't.clock_in_at',
  't.clock_out_at',
  't.approved_status',
  't.approved_regular_minutes',
  't.approved_overtime_minutes',
  't.approved_double_time_minutes',
  't.subcontractor_company_id',
  't.site_id',
  ...PAY_FIGURE_FIELDS.map((f) => `t.${f}` as const),
] as const;

/**
 * The live entries of the employees (all of the company's, without a list) whose work day falls from
 * `from` to `to`, with their stored figures.
 */
export function figuredEntries(
  db: Conn,
  companyId: number,
  employeeIds: readonly number[] | null,
  range: { from: string; to: string } | null,
) {
  let q = db
    .selectFrom('time_entries as t')
    .select(FIGURED_COLUMNS)
    .where('t.company_id', '=', companyId)
    .where(isLive('t'));
  if (employeeIds) q = q.where('t.employee_id', 'in', employeeIds);
  if (range) q = q.where('t.work_date', '>=', range.from).where('t.work_date', '<=', range.to);
  return q.execute();
}

export type FiguredRow = Awaited<ReturnType<typeof figuredEntries>>[number];

/** The company's employees and sub-contractor workers that have live entries, in id order. */
export async function employeesWithEntries(db: Conn, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('time_entries')
    .select('employee_id')
    .distinct()
    .where('company_id', '=', companyId)
    .where(isLive())
    .orderBy('employee_id')
    .execute();
  return rows.map((r) => r.employee_id);
}

/** Rows of figures a statement writes: well under both engines' limits on parameters. */
const ROWS_A_STATEMENT = 500;

/**
 * Stores the entries' figures, a few hundred entries a statement: an UPDATE from a VALUES list, which
 * both engines name column1, column2... (the casts give PostgreSQL the columns' type).
 */
export async function storeFigures(
  db: Conn,
  rows: ReadonlyArray<{ id: number; figures: PayFigures }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_A_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_A_STATEMENT)
      .map(
        (r) =>
          sql`(${sql.join(
            [r.id, ...PAY_FIGURE_FIELDS.map((f) => r.figures[f])].map((n) => sql`cast(${n} as integer)`),
          )})`,
      );
    const set = PAY_FIGURE_FIELDS.map((f, k) => sql`${sql.ref(f)} = v.${sql.raw(`column${k + 2}`)}`);
    await sql`update time_entries set ${sql.join(set)} from (values ${sql.join(values)}) as v where time_entries.id = v.column1`.execute(
      db,
    );
  }
}

/** The Mondays of the weeks the company has closed. */
export async function closedWeeks(db: Conn, companyId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('pay_periods')
    .select('week_start')
    .where('company_id', '=', companyId)
    .execute();
  return new Set(rows.map((r) => r.week_start));
}

export async function companyIds(db: Conn): Promise<number[]> {
  return (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** What the pay figures read of the company's settings (its defaults without a settings row). */
export async function payRules(db: Conn, companyId: number): Promise<PayRules> {
  const row = await db
    .selectFrom('settings')
    .select(['regular_time', 'time_zone', 'overtime_policy'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const { regular_time, time_zone } = toSettings(row ?? {});
  return { regular_time, time_zone, overtime_policy: storedOvertimePolicy(row?.overtime_policy ?? null) };
}

/** The company's sites that have an overtime policy of their own, by id. */
export async function sitePolicies(db: Conn, companyId: number): Promise<Map<number, OvertimePolicy>> {
  const rows = await db
    .selectFrom('sites')
    .select(['id', 'overtime_policy'])
    .where('company_id', '=', companyId)
    .where('overtime_policy', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.id, storedOvertimePolicy(r.overtime_policy)!]));
}
