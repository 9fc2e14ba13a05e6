import type { PayrollFileData, PayrollFormat } from '@portal/contracts/payroll-formats';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { formatHundredths, MEAL_PREMIUM_HOURS, mealPremiumDays } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { hours } from './hours.ts';
import {
  addEarnings,
  EARNING_MINUTES,
  hasDoubleTime,
  hasMealPremium,
  noEarnings,
  paidOf,
  WORKED_EARNINGS,
  type PayrollLine,
} from './payroll-formats/payroll-line.ts';
import { payrollIds } from './payroll-formats/queries.ts';
import { PAYROLL_WRITERS } from './payroll-formats/writers.ts';
import * as q from './queries.ts';

interface ExportRange {
  start_date: string;
  end_date: string;
  site_id: number | null;
}

/**
 * The lines of a payroll export (docs/payroll-export.md): one per employee, job and day with the
 * approved regular, overtime and double-time hours, and a meal premium line per day it is owed, in
 * the file's order (employee code, day, job code). Refused while any entry in the range is un-approved
 * (422), and when it has nothing to export (404). The lines add up the pay figures stored on the
 * entries (split over whole weeks, rounded once per employee-week), so they add up to the grid's
 * figures.
 */
async function payrollLines(db: Db | Tx, companyId: number, range: ExportRange): Promise<PayrollLine[]> {
  const { start_date: start, end_date: end, site_id: siteId } = range;
  const unapproved = await q.countUnapproved(db, companyId, start, end, siteId);
  if (unapproved > 0) throw new ValidationError({ start_date: TIMESHEET_MSG.exportRefused(unapproved) });

  const entries = await q.exportEntries(db, companyId, start, end, siteId);
  if (entries.length === 0) throw new NotFoundError(TIMESHEET_MSG.exportEmpty);

  const lines = new Map<string, PayrollLine>();
  for (const e of entries) {
    const key = `${e.emp_code}\u0000${e.job_code}\u0000${e.work_date}`;
    const line = lines.get(key) ?? emptyLine(e);
    for (const earning of WORKED_EARNINGS) {
      line[earning] += Number(e[`${earning}_hundredths`]);
      line[EARNING_MINUTES[earning]] += Number(e[EARNING_MINUTES[earning]]);
    }
    lines.set(key, line);
  }
  const premiums = await mealPremiumLines(db, companyId, range);
  // Sorted here, not by the database: PostgreSQL's collation would put '+J-2' after 'J-1', SQLite
  // before it, and a file must be the same on both. A day's premium line comes after its hours.
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...lines.values(), ...premiums].sort(
    (a, b) =>
      order(a.emp_code, b.emp_code) ||
      order(a.work_date, b.work_date) ||
      a.meal_premium - b.meal_premium ||
      order(a.job_code, b.job_code),
  );
}

/**
 * The meal premium lines of the range (docs/payroll-export.md): one premium hour per employee and work
 * day with an entry whose premium the clerk marked owed (Labor Code 226.7), at the job of the day's
 * earliest such entry, and in a site's file only when that entry was worked at the site, so the sites'
 * files never pay a day twice. Paid time, not worked: a line of its own, with no hours worked.
 */
async function mealPremiumLines(db: Db | Tx, companyId: number, range: ExportRange): Promise<PayrollLine[]> {
  const owed = await q.mealPremiumEntries(db, companyId, range.start_date, range.end_date);
  return mealPremiumDays(owed)
    .filter((e) => range.site_id === null || e.site_id === range.site_id)
    .map((e) => ({
      ...emptyLine(e),
      meal_premium: MEAL_PREMIUM_HOURS * 100,
      meal_premium_minutes: MEAL_PREMIUM_HOURS * 60,
    }));
}

/** An employee's line of a work day at a job, with nothing paid on it yet. */
function emptyLine(
  e: Pick<
    PayrollLine,
    | 'employee_id'
    | 'emp_code'
    | 'first_name'
    | 'last_name'
    | 'adp_file_number'
    | 'job_code'
    | 'job_name'
    | 'job_customer'
    | 'work_date'
  >,
): PayrollLine {
  return {
    employee_id: e.employee_id,
    emp_code: e.emp_code,
    first_name: e.first_name,
    last_name: e.last_name,
    adp_file_number: e.adp_file_number,
    job_code: e.job_code,
    job_name: e.job_name,
    job_customer: e.job_customer,
    work_date: e.work_date,
    ...noEarnings(),
    regular_minutes: 0,
    overtime_minutes: 0,
    double_time_minutes: 0,
    meal_premium_minutes: 0,
  };
}

type ExportQuery = ExportRange & { format: PayrollFormat };

/**
 * The payroll file of a range in one format, with its control totals beside it (never inside the
 * spec's text file, whose importer reads every line after the header as hours). Read through `db`:
 * the close of a pay period makes it inside its own transaction.
 */
export async function payrollFile(
  db: Db | Tx,
  companyId: number,
  query: ExportQuery,
): Promise<PayrollFileData> {
  const lines = await payrollLines(db, companyId, query);
  const ids = await payrollIds(db, companyId);
  const file = PAYROLL_WRITERS[query.format].write(lines, { ...query, ...ids });
  const sum = noEarnings();
  for (const l of lines) addEarnings(sum, l);
  return {
    data: file.data,
    file_name: file.file_name,
    content_type: file.content_type,
    format: query.format,
    lines: file.rows,
    totals: {
      employees: new Set(lines.map((l) => l.employee_id)).size,
      lines: file.rows,
      regular_hours: hours(sum.regular),
      overtime_hours: hours(sum.overtime),
      ...(hasDoubleTime(lines) ? { double_time_hours: hours(sum.double_time) } : {}),
      total_hours: hours(paidOf(sum)),
      ...(hasMealPremium(lines) ? { meal_premium_hours: hours(sum.meal_premium) } : {}),
    },
  };
}

/** A payroll file for the clerk to download; each export writes a Payroll Export row to the audit log. */
export async function payrollExport(
  ctx: AppContext,
  actor: Actor,
  query: ExportQuery,
): Promise<PayrollFileData> {
  const companyId = actor.companyId;
  const file = await payrollFile(ctx.db, companyId, query);
  const site = query.site_id === null ? null : await q.siteName(ctx.db, companyId, query.site_id);
  const total = Math.round(file.totals.total_hours * 100);
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Payroll Export',
        description: `Exported ${file.file_name} (${file.lines} rows, ${file.totals.employees} employees, ${formatHundredths(total)} h) for ${query.start_date} to ${query.end_date}${site ? ` (${site})` : ''}`,
        entity: 'time_export',
      },
      ctx.now(),
    ),
  );
  return file;
}
