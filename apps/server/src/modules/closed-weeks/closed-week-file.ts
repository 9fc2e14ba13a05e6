import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { addDays, displayDate } from '@portal/domain';
import type { Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ValidationError } from '../../platform/errors.ts';
import { controlTotals } from './control-totals.ts';
import { closedWeeksBetween, findPayPeriod, keepFile, setControlTotals, storedFile } from './queries.ts';

/** The spec's text file: the one made at close, whose control totals the pay period keeps. */
export const TEXT_FORMAT = 'txt' as const;

export interface ExportRange {
  start_date: string;
  end_date: string;
  site_id: number | null;
}

/**
 * A payroll file of the range: made by `generate` while the range touches no closed week; for a closed
 * week, the file kept of it in that format (and site), made and kept on its first export, so every
 * export of a closed week returns the same bytes whatever changes later (names, settings, code).
 * A range that covers a closed week only in part, or more than it, is refused: payroll never gets
 * figures of a closed week other than its kept file.
 */
export async function closedWeekFile<F extends object>(
  ctx: AppContext,
  actor: Actor,
  range: ExportRange,
  format: string,
  generate: () => Promise<F>,
): Promise<F> {
  const periods = await closedWeeksBetween(ctx.db, actor.companyId, range.start_date, range.end_date);
  const [period] = periods;
  if (!period) return generate();
  if (
    periods.length > 1 ||
    range.start_date !== period.week_start ||
    range.end_date !== addDays(period.week_start, 6)
  )
    throw new ValidationError({ start_date: PAY_PERIOD_MSG.partialWeek(period.week_start) });

  const siteKey = range.site_id ?? 0;
  const kept = await storedFile(ctx.db, period.id, format, siteKey);
  if (kept) {
    await ctx.db.transaction().execute((tx) =>
      writeAudit(
        tx,
        actor,
        {
          action: 'Payroll Export',
          description: `Exported the kept ${format} payroll file of the closed week of ${displayDate(period.week_start)}${siteKey ? ` (site ${siteKey})` : ''}`,
          entity: 'pay_period',
          entityId: period.id,
        },
        ctx.now(),
      ),
    );
    return JSON.parse(kept.file) as F;
  }

  const file = await generate();
  return ctx.db.transaction().execute(async (tx) => {
    // Reopened meanwhile: the week's figures may change again, so nothing is kept.
    if (!(await findPayPeriod(tx, actor.companyId, period.week_start))) return file;
    return keepWeekFile(
      tx,
      { companyId: actor.companyId, payPeriodId: period.id, format, siteKey },
      file,
      ctx.now(),
    );
  });
}

/**
 * Keeps a closed week's file in a format (and site), the text file of every site with the control
 * totals of the pay period, and returns the week's file: the one kept first, should a concurrent
 * first export have kept its own meanwhile.
 */
export async function keepWeekFile<F extends object>(
  tx: Tx,
  where: { companyId: number; payPeriodId: number; format: string; siteKey: number },
  file: F,
  now: Date,
): Promise<F> {
  await keepFile(tx, {
    company_id: where.companyId,
    pay_period_id: where.payPeriodId,
    format: where.format,
    site_key: where.siteKey,
    file: JSON.stringify(file),
    created_at: now.toISOString(),
  });
  if (where.format === TEXT_FORMAT && where.siteKey === 0)
    await setControlTotals(tx, where.payPeriodId, controlTotals((file as { data: string }).data));
  const first = await storedFile(tx, where.payPeriodId, where.format, where.siteKey);
  return JSON.parse(first!.file) as F;
}
