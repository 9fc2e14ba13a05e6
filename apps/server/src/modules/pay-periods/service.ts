import {
  PAY_PERIOD_MSG,
  type PayPeriodReopenRequest,
  type PayPeriodStatus,
  totalsSum,
  type PayPeriodTotals,
} from '@portal/contracts/pay-periods';
import { displayDate, displayDateTime, weekOfDate } from '@portal/domain';
import type { Selectable } from 'kysely';
import type { PayPeriodsTable } from '../../db/schema.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { findPayPeriod, keepWeekFile, lockAlone, TEXT_FORMAT } from '../closed-weeks/service.ts';
import { applyLatePunchBatch } from '../punches/service.ts';
import { loadSettings } from '../settings/service.ts';
import { payrollFile } from '../timesheets/service.ts';
import { applyLatePunches } from './late-punches.ts';
import * as q from './queries.ts';

type PayPeriod = Selectable<PayPeriodsTable>;

/**
 * The kept control totals of a closed week. Its double time is what the total has beside regular and
 * overtime (the file's lines add up so), given only when there is some, as the file has its column.
 */
function totalsOf(p: PayPeriod): PayPeriodTotals | null {
  if (p.lines === null) return null;
  const doubleTime = p.total_hundredths! - p.regular_hundredths! - p.overtime_hundredths!;
  return {
    employees: p.employees!,
    lines: p.lines,
    regular_hundredths: p.regular_hundredths!,
    overtime_hundredths: p.overtime_hundredths!,
    ...(doubleTime !== 0 ? { double_time_hundredths: doubleTime } : {}),
    total_hundredths: p.total_hundredths!,
  };
}

/** Whether the week is closed, by whom, its file's control totals and its waiting late punches. */
export async function payPeriodStatus(
  ctx: AppContext,
  companyId: number,
  startDate: string,
): Promise<PayPeriodStatus> {
  const { start, end } = weekOfDate(startDate);
  const [period, late] = await Promise.all([
    findPayPeriod(ctx.db, companyId, start),
    q.countLatePunches(ctx.db, companyId, start),
  ]);
  return {
    start_date: start,
    end_date: end,
    closed: period !== undefined,
    closed_at: period?.closed_at ?? null,
    closed_by: period?.closed_by_name ?? null,
    totals: period ? totalsOf(period) : null,
    late_punches: late,
  };
}

/**
 * The refusal of a close with un-approved entries: the message says how many and whose, and a field
 * per screen that holds them (unapproved_employees, unapproved_subcontractors) says where to go.
 */
function unapprovedErrors(n: { employees: number; subcontractors: number }): Record<string, string> {
  return {
    start_date: PAY_PERIOD_MSG.unapproved(n),
    ...(n.employees ? { unapproved_employees: PAY_PERIOD_MSG.unapprovedOn(n.employees, 'employees') } : {}),
    ...(n.subcontractors
      ? { unapproved_subcontractors: PAY_PERIOD_MSG.unapprovedOn(n.subcontractors, 'subcontractors') }
      : {}),
  };
}

const describeTotals = (t: PayPeriodTotals | null) =>
  t ? `${t.employees} employees, ${t.lines} lines, ${totalsSum(t)}` : 'no file kept';

/**
 * Closes the week for payroll: refused while any live entry of it (employees' or sub-contractor
 * workers') is un-approved, or when it has nothing to pay. One transaction under the company's
 * pay-period lock (no change of an entry of the week is under way or can follow) records the close,
 * makes the week's payroll text file from the frozen entries, keeps it with its control totals and
 * writes the audit line: a crash at any point leaves the week open, or closed with all of it.
 */
export async function closePayPeriod(
  ctx: AppContext,
  actor: Actor,
  startDate: string,
): Promise<PayPeriodStatus> {
  const companyId = actor.companyId;
  const { start, end } = weekOfDate(startDate);
  await ctx.db.transaction().execute(async (tx) => {
    await lockAlone(tx, companyId);
    if (await findPayPeriod(tx, companyId, start))
      throw new ConflictError('pay_period_closed', PAY_PERIOD_MSG.alreadyClosed(start));
    const unapproved = await q.countUnapprovedInWeek(tx, companyId, start, end);
    if (unapproved.employees + unapproved.subcontractors > 0)
      throw new ValidationError(unapprovedErrors(unapproved));
    if (!(await q.hasPayrollEntries(tx, companyId, start, end)))
      throw new ValidationError({ start_date: PAY_PERIOD_MSG.nothingToClose });
    const period = await q.insertPayPeriod(tx, {
      company_id: companyId,
      week_start: start,
      closed_at: ctx.now().toISOString(),
      closed_by: actor.userId,
      closed_by_name: actor.name,
    });
    const range = { start_date: start, end_date: end, site_id: null };
    const file = await payrollFile(tx, companyId, { ...range, format: TEXT_FORMAT });
    const where = { companyId, payPeriodId: period.id, format: TEXT_FORMAT, siteKey: 0 };
    await keepWeekFile(tx, where, file, ctx.now());
    const closed = await findPayPeriod(tx, companyId, start);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Pay Period Close',
        description: `Closed the week of ${displayDate(start)} for payroll: ${describeTotals(closed ? totalsOf(closed) : null)}`,
        entity: 'pay_period',
        entityId: period.id,
      },
      ctx.now(),
    );
  });
  return payPeriodStatus(ctx, companyId, start);
}

/**
 * Reopens a closed week, for a reason the log keeps with the close it undoes (when, by whom, the
 * totals) and what follows (open, late punches applied). The kept files go: a later close makes new
 * ones. The week's late punches are then applied through the ordinary punch ingestion.
 */
export async function reopenPayPeriod(
  ctx: AppContext,
  actor: Actor,
  req: PayPeriodReopenRequest,
): Promise<PayPeriodStatus> {
  const companyId = actor.companyId;
  const { start } = weekOfDate(req.start_date);
  const { time_zone: tz } = await loadSettings(ctx.db, companyId);
  const late = await q.countLatePunches(ctx.db, companyId, start);
  await ctx.db.transaction().execute(async (tx) => {
    await lockAlone(tx, companyId);
    const period = await findPayPeriod(tx, companyId, start);
    if (!period) throw new ConflictError('pay_period_open', PAY_PERIOD_MSG.notClosed(start));
    await q.deletePayPeriod(tx, period.id);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Pay Period Reopen',
        description: `Reopened the week of ${displayDate(start)} for payroll, reason: ${req.reason}. Before: closed ${displayDateTime(period.closed_at, tz)} by ${period.closed_by_name}, ${describeTotals(totalsOf(period))}. After: open, ${late} late ${late === 1 ? 'punch' : 'punches'} to apply`,
        entity: 'pay_period',
        entityId: period.id,
      },
      ctx.now(),
    );
  });
  await applyLatePunches(ctx, actor, start, (sent) => applyLatePunchBatch(ctx, sent));
  return payPeriodStatus(ctx, companyId, start);
}
