import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { formatHundredths } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { loadSettings } from '../time-entries/queries.ts';
import { employeeWeekHours } from './pay-hours.ts';
import * as q from './queries.ts';

export const EXPORT_HEADER =
  'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS';

/**
 * The payroll text file of a range (docs/payroll-export.md): one tab-separated line per employee, job
 * and day with approved regular and overtime hours. Refused while any entry in the range is
 * un-approved, and when it has nothing to export. Overtime is split over whole weeks, so a range is
 * widened to its weeks for the split, and hours are rounded once per employee-week so the lines add up.
 */
export async function payrollExport(
  ctx: AppContext,
  actor: Actor,
  range: { start_date: string; end_date: string; site_id: number | null },
): Promise<{ data: string; file_name: string; lines: number }> {
  const companyId = actor.companyId;
  const unapproved = await q.countUnapproved(
    ctx.db,
    companyId,
    range.start_date,
    range.end_date,
    range.site_id,
  );
  if (unapproved > 0) throw new ValidationError({ start_date: TIMESHEET_MSG.exportRefused(unapproved) });

  const settings = await loadSettings(ctx.db, companyId);
  const entries = await q.exportEntries(ctx.db, companyId, range.start_date, range.end_date, range.site_id);
  if (entries.length === 0) throw new NotFoundError(TIMESHEET_MSG.exportEmpty);

  // Regular and overtime as the grid has them: each employee's whole weeks, every live entry of them
  // (approved or not, in the range or not), rounded once per employee-week.
  const hundredths = await employeeWeekHours(
    ctx.db,
    companyId,
    [...new Set(entries.map((e) => e.employee_id))],
    { start: range.start_date, end: range.end_date },
    settings,
  );

  const lines = new Map<
    string,
    { code: string; name: string; job: string; date: string; regular: number; overtime: number }
  >();
  for (const e of entries) {
    const key = `${e.emp_code}\u0000${e.job_code}\u0000${e.work_date}`;
    const line = lines.get(key) ?? {
      code: e.emp_code,
      name: `${e.first_name} ${e.last_name}`,
      job: e.job_code,
      date: e.work_date,
      regular: 0,
      overtime: 0,
    };
    const h = hundredths.get(e.id)!;
    line.regular += h.regular;
    line.overtime += h.overtime;
    lines.set(key, line);
  }
  const h = formatHundredths;
  const clean = (s: string) => s.replace(/[\t\r\n]/g, ' ');
  const body = [...lines.values()].map((l) =>
    [l.code, clean(l.name), l.job, l.date, h(l.regular), h(l.overtime), h(l.regular + l.overtime)].join('\t'),
  );
  const data = [EXPORT_HEADER, ...body].join('\r\n') + '\r\n';

  const site = range.site_id === null ? null : await q.siteName(ctx.db, companyId, range.site_id);
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Payroll Export',
        description: `Exported ${body.length} payroll lines for ${range.start_date} to ${range.end_date}${site ? ` (${site})` : ''}`,
        entity: 'time_export',
      },
      ctx.now(),
    ),
  );
  return { data, file_name: `${range.start_date} Time Sheet Export.txt`, lines: body.length };
}
