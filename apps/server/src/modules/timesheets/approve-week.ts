import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import {
  WEEK_APPROVAL_MSG,
  type WeekApprovalPreview,
  type WeekApprovalPreviewRequest,
  type WeekApprovalRequest,
  type WeekApprovalResult,
  type WeekEntryNote,
} from '@portal/contracts/week-approval';
import {
  approvalChecks,
  describeDays,
  localDateTime,
  overlapWarning,
  perDayLimitHours,
  perDayLimitWarning,
  type Settings,
} from '@portal/domain';
import type { Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { loadSettings } from '../settings/service.ts';
import { approveEntries } from './approval.ts';
import { weekEntries } from './approve-week-queries.ts';

type WeekEntry = Awaited<ReturnType<typeof weekEntries>>[number];

const nameOf = (e: WeekEntry) => `${e.first_name} ${e.last_name}`;
const note = (e: WeekEntry, reason: string): WeekEntryNote => ({
  id: e.id,
  emp_id: e.employee_id,
  emp_name: nameOf(e),
  date: e.work_date,
  reason,
});

interface WeekPlan {
  clean: WeekEntry[];
  held: { entry: WeekEntry; reason: string }[];
  refused: WeekEntryNote[];
  warnings: string[];
}

/**
 * Sorts the week's un-approved entries (of the site, with one) as a single approval would: one without
 * a clock-out cannot be approved; one overlapping another entry of the employee, or on a day past the
 * per-day limit, is held for the clerk's Review or Approve anyway; the rest are clean.
 */
function planWeek(entries: WeekEntry[], settings: Settings, site: number | null): WeekPlan {
  const open = entries.filter(
    (e) => e.approved_status === 'un-approved' && (site === null || e.site_id === site),
  );
  const refused = open.filter((e) => !e.clock_out_at).map((e) => note(e, TIMESHEET_MSG.endTimeRequired));
  const candidates = open.filter((e) => e.clock_out_at);
  const checks = approvalChecks(
    candidates.map((e) => e.id),
    entries.map((e) => ({ ...e, label: nameOf(e) })),
    settings.time_entry_split_threshold,
  );
  const hours = perDayLimitHours(settings.time_entry_split_threshold);
  const overlapping = new Set(checks.overlapping);
  const overDay = new Set(checks.overDayLimit);
  const held = candidates.flatMap((entry) => {
    const reasons = [
      ...(overlapping.has(entry.id) ? [WEEK_APPROVAL_MSG.heldOverlap] : []),
      ...(overDay.has(entry.id) ? [WEEK_APPROVAL_MSG.heldPerDay(hours)] : []),
    ];
    return reasons.length ? [{ entry, reason: reasons.join('; ') }] : [];
  });
  const isHeld = new Set(held.map((h) => h.entry.id));
  const warnings = [
    ...(checks.overlapList ? [overlapWarning(checks.overlapList)] : []),
    ...(checks.daysOverLimit.length ? [perDayLimitWarning(hours, describeDays(checks.daysOverLimit))] : []),
  ];
  return { clean: candidates.filter((e) => !isHeld.has(e.id)), held, refused, warnings };
}

const ref = (e: WeekEntry) => ({ id: e.id, version: e.version });
const employeesOf = (entries: WeekEntry[]) => new Set(entries.map((e) => e.employee_id)).size;

/** What Approve Week would do for these employees and week, for the clerk to confirm. */
export async function previewWeekApproval(
  ctx: AppContext,
  companyId: number,
  q: WeekApprovalPreviewRequest,
): Promise<WeekApprovalPreview> {
  await assertWeeksOpen(ctx.db, companyId, [q.start_date]);
  const settings = await loadSettings(ctx.db, companyId);
  const plan = planWeek(await weekEntries(ctx.db, companyId, q), settings, q.location ?? null);
  return {
    entries: plan.clean.map(ref),
    held: plan.held.map((h) => note(h.entry, h.reason)),
    held_entries: plan.held.map((h) => ref(h.entry)),
    refused: plan.refused,
    employees: employeesOf([...plan.clean, ...plan.held.map((h) => h.entry)]),
    warnings: plan.warnings,
  };
}

/**
 * Approves the entries the clerk confirmed, each under the rules of a single approval (the same
 * implementation): an entry changed, approved or deleted since the preview, added since, without a
 * clock-out, or held without Approve anyway is left out and listed with its reason. The rest are
 * approved together and audited, or, should one change meanwhile, none.
 */
export async function approveWeek(
  ctx: AppContext,
  actor: Actor,
  req: WeekApprovalRequest,
): Promise<WeekApprovalResult> {
  await assertWeeksOpen(ctx.db, actor.companyId, [req.start_date]);
  const settings = await loadSettings(ctx.db, actor.companyId);
  const entries = await weekEntries(ctx.db, actor.companyId, req);
  const plan = planWeek(entries, settings, req.location ?? null);
  const seen = new Map(req.time_entries.map((e) => [e.id, e.version]));
  const refused: WeekEntryNote[] = plan.refused.filter((n) => seen.has(n.id));
  const approvable = [...plan.clean];
  for (const { entry, reason } of plan.held) {
    if (req.approve_anyway) approvable.push(entry);
    else if (seen.has(entry.id)) refused.push(note(entry, reason));
  }
  const chosen: WeekEntry[] = [];
  for (const entry of approvable) {
    const version = seen.get(entry.id);
    if (version === undefined) refused.push(note(entry, WEEK_APPROVAL_MSG.added));
    else if (version !== entry.version) refused.push(note(entry, TIMESHEET_MSG.conflict));
    else chosen.push(entry);
  }
  const known = new Set(entries.filter((e) => e.approved_status === 'un-approved').map((e) => e.id));
  for (const entry of entries) {
    if (seen.has(entry.id) && !known.has(entry.id)) refused.push(note(entry, WEEK_APPROVAL_MSG.gone));
  }

  if (chosen.length) {
    await approveEntries(
      ctx,
      actor,
      chosen.map((e) => ({
        id: e.id,
        version: e.version,
        clock_in_date_time: localDateTime(e.clock_in_at, settings.time_zone),
        clock_out_date_time: e.clock_out_at && localDateTime(e.clock_out_at, settings.time_zone),
        notes: e.notes,
        is_corrected: false,
        modified_by: actor.userId,
      })),
      { workforce: 'employees', field: 'time_entries' },
    );
  }
  return { approved: chosen.length, employees: employeesOf(chosen), refused };
}
