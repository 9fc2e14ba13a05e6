import { TIMESHEET_MSG, type AddTimeEntryRequest } from '@portal/contracts/timesheets';
import { checkNewEntries, entrySite, localDate, validateTimeEntry } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { storePayFigures } from '../pay-figures/service.ts';
import { entryDescriber } from '../time-entries/service.ts';
import { parseLocalTime } from '../time-entries/service.ts';
import { findEmployee, findJob } from '../time-entries/service.ts';
import { loadSettings } from '../settings/service.ts';
import { recompute } from './approval.ts';
import { insertManualEntry, keptEntriesAround, lockEmployeesEntries } from './manual-entry-queries.ts';

/**
 * Adds MANUAL entries typed in the portal (one, or a day's or week's worth). Times are the company's
 * local times; all entries are checked first and none is stored when any is wrong. An exact duplicate
 * of a kept entry or of another in the call is refused; hours overlapping another entry of the
 * employee are refused with the overlap warning (409) until the clerk confirms them.
 */
export async function addManualEntries(
  ctx: AppContext,
  actor: Actor,
  items: AddTimeEntryRequest[],
  opts: { requireNote: boolean; fieldPrefix: (i: number) => string; overlapsConfirmed: boolean },
): Promise<number[]> {
  const companyId = actor.companyId;
  const settings = await loadSettings(ctx.db, companyId);
  const tz = settings.time_zone;
  const now = ctx.now().toISOString();
  const errors: Record<string, string> = {};
  const prepared: {
    item: AddTimeEntryRequest;
    clockIn: string;
    clockOut: string;
    label: string;
    siteId: number | null;
  }[] = [];
  for (const [i, item] of items.entries()) {
    const clockIn = parseLocalTime(item.clock_in_date_time, tz, `${opts.fieldPrefix(i)}clock_in_date_time`);
    const clockOut = parseLocalTime(
      item.clock_out_date_time,
      tz,
      `${opts.fieldPrefix(i)}clock_out_date_time`,
    );
    const found = validateTimeEntry(
      { ...item, clock_in_date_time: clockIn, clock_out_date_time: clockOut },
      { tz, now, splitThreshold: settings.time_entry_split_threshold, requireNote: opts.requireNote },
    );
    const [employee, job] = await Promise.all([
      findEmployee(ctx.db, companyId, item.emp_id),
      findJob(ctx.db, companyId, item.job_id),
    ]);
    // Sub-contractor workers' time comes only from their foreman's punches (no manual entries).
    if (!employee || employee.subcontractor_company_id !== null) found.emp_id = TIMESHEET_MSG.unknownEmployee;
    if (!job) found.job_id = TIMESHEET_MSG.unknownJob;
    for (const [field, message] of Object.entries(found)) errors[`${opts.fieldPrefix(i)}${field}`] = message;
    prepared.push({
      item,
      clockIn,
      clockOut,
      label: `${employee?.first_name} ${employee?.last_name}`,
      siteId: employee && job ? entrySite(job, employee) : null,
    });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const added = prepared.map(({ item, clockIn, clockOut, label }) => ({
    employee_id: item.emp_id,
    job_id: item.job_id,
    clock_in_at: clockIn,
    clock_out_at: clockOut,
    work_date: localDate(clockIn, tz),
    label,
  }));
  return ctx.db.transaction().execute(async (tx) => {
    await assertWeeksOpen(
      tx,
      companyId,
      added.map((a) => a.work_date),
    );
    // Checked in the transaction that adds them, under the employees' lock: two identical submissions
    // at once add the entries once.
    await lockEmployeesEntries(
      tx,
      added.map((a) => a.employee_id),
    );
    const kept = (await keptEntriesAround(tx, companyId, added)).map((k) => ({
      ...k,
      label: prepared.find((p) => p.item.emp_id === k.employee_id)?.label,
    }));
    const check = checkNewEntries(added, kept);
    for (const { index, message } of check.duplicates)
      errors[`${opts.fieldPrefix(index)}clock_in_date_time`] = message;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (check.warning && !opts.overlapsConfirmed)
      throw new AppError(409, 'overlapping_time_entry', check.warning);

    const ids: number[] = [];
    const describe = await entryDescriber(
      tx,
      companyId,
      prepared.map(({ item }) => ({ employee_id: item.emp_id, job_id: item.job_id })),
      tz,
    );
    for (const { item, clockIn, clockOut, siteId } of prepared) {
      const derived = recompute(clockIn, clockOut, settings, false, now);
      const id = await insertManualEntry(tx, {
        company_id: companyId,
        employee_id: item.emp_id,
        job_id: item.job_id,
        site_id: siteId,
        source: 'MANUAL',
        ...derived,
        org_clock_in_at: derived.clock_in_at,
        org_clock_out_at: derived.clock_out_at,
        original_clock_in_at: derived.clock_in_at,
        original_clock_out_at: derived.clock_out_at,
        notes: item.notes?.trim() || null,
        edit_source: 'web',
        modified_by: actor.userId,
        created_at: now,
        updated_at: now,
      });
      ids.push(id);
      await writeAudit(
        tx,
        actor,
        {
          action: 'Time Entry Add',
          description: `Manual entry for ${describe({ employee_id: item.emp_id, job_id: item.job_id, ...derived })}${item.notes ? ` (${item.notes})` : ''}`,
          entity: 'time_entry',
          entityId: id,
        },
        ctx.now(),
      );
    }
    await storePayFigures(tx, companyId, added);
    return ids;
  });
}
