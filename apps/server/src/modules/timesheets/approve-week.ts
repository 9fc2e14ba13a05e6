import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import {
  WEEK_APPROVAL_MSG,
  type SubWeekApprovalPreviewRequest,
  type WeekApprovalPreview,
  type WeekApprovalPreviewRequest,
  type WeekApprovalResult,
  type WeekEntryNote,
  type WeekWorkforce,
} from '@portal/contracts/week-approval';
import {
  approvalChecks,
  describeDays,
  localDateTime,
  overlapWarning,
  perDayLimitHours,
  perDayLimitWarning,
  subcontractorPerDayLimitWarning,
  type Settings,
} from '@portal/domain';
import type { Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { loadSettings } from '../settings/service.ts';
import { approveEntries } from './approval.ts';
import { weekEntries, type WeekScope } from './approve-week-queries.ts';

type WeekEntry = Awaited<ReturnType<typeof weekEntries>>[number];

/** The week to approve, whose (scope), at the grid's site (null: every site). */
export interface WeekApproval extends WeekScope {
  location?: number | null;
}

/** The week of the employees Employee Timesheets shows. */
export const employeesWeek = (r: WeekApprovalPreviewRequest): WeekApproval => ({
  workforce: 'employees',
  column: 'employee_id',
  ids: r.emp_ids,
  start_date: r.start_date,
  end_date: r.end_date,
  location: r.location ?? null,
});

/** The week of the sub-contractor companies (by sub contractor) or jobs (by job) the screen shows. */
export const subcontractorsWeek = (r: SubWeekApprovalPreviewRequest): WeekApproval => ({
  workforce: 'subcontractors',
  column: r.time_sheet_by === 1 ? 'subcontractor_company_id' : 'job_id',
  ids: r.ids,
  start_date: r.start_date,
  end_date: r.end_date,
  location: r.location ?? null,
});

/** What Approve Week did, as its toast says it: how many approved, of whom, and how many left out. */
export const weekApprovedMessage = (r: WeekApprovalResult, workforce: WeekWorkforce) =>
  WEEK_APPROVAL_MSG.approved(r.approved, r.employees, workforce, r.refused.length);

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
 * Sorts the week's un-approved entries in scope (of the site, with one) as a single approval would: one
 * without a clock-out cannot be approved; one overlapping another entry of the person, or on a day past
 * the per-day limit, is held for the clerk's Review or Approve anyway; the rest are clean. The
 * per-day warning is the spec's for the workforce (sub-contractors' names no one).
 */
function planWeek(entries: WeekEntry[], settings: Settings, w: WeekApproval): WeekPlan {
  const ids = new Set(w.ids);
  const site = w.location ?? null;
  const open = entries.filter(
    (e) =>
      e.approved_status === 'un-approved' &&
      ids.has(e[w.column] ?? 0) &&
      (site === null || e.site_id === site),
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
  const perDay =
    w.workforce === 'subcontractors'
      ? subcontractorPerDayLimitWarning(hours)
      : perDayLimitWarning(hours, describeDays(checks.daysOverLimit));
  const warnings = [
    ...(checks.overlapList ? [overlapWarning(checks.overlapList)] : []),
    ...(checks.daysOverLimit.length ? [perDay] : []),
  ];
  return { clean: candidates.filter((e) => !isHeld.has(e.id)), held, refused, warnings };
}

const ref = (e: WeekEntry) => ({ id: e.id, version: e.version });
const peopleOf = (entries: { employee_id: number }[]) => new Set(entries.map((e) => e.employee_id)).size;

/** What Approve Week would do for this week and scope, for the clerk to confirm. */
export async function previewWeekApproval(
  ctx: AppContext,
  companyId: number,
  w: WeekApproval,
): Promise<WeekApprovalPreview> {
  await assertWeeksOpen(ctx.db, companyId, [w.start_date]);
  const settings = await loadSettings(ctx.db, companyId);
  const plan = planWeek(await weekEntries(ctx.db, companyId, w), settings, w);
  return {
    entries: plan.clean.map(ref),
    held: plan.held.map((h) => note(h.entry, h.reason)),
    held_entries: plan.held.map((h) => ref(h.entry)),
    refused: plan.refused,
    employees: peopleOf([...plan.clean, ...plan.held.map((h) => h.entry)]),
    warnings: plan.warnings,
  };
}

/**
 * Approves the entries the clerk confirmed, each under the rules of a single approval (the same
 * implementation): an entry changed, approved or deleted since the preview (also while this approval
 * runs), added since, without a clock-out, or held without Approve anyway is left out and listed with
 * its reason; the rest are approved, each with its audit row.
 */
export async function approveWeek(
  ctx: AppContext,
  actor: Actor,
  w: WeekApproval & { time_entries: { id: number; version: number }[]; approve_anyway?: boolean },
): Promise<WeekApprovalResult> {
  await assertWeeksOpen(ctx.db, actor.companyId, [w.start_date]);
  const settings = await loadSettings(ctx.db, actor.companyId);
  const entries = await weekEntries(ctx.db, actor.companyId, w);
  const plan = planWeek(entries, settings, w);
  const seen = new Map(w.time_entries.map((e) => [e.id, e.version]));
  const refused: WeekEntryNote[] = plan.refused.filter((n) => seen.has(n.id));
  const approvable = [...plan.clean];
  for (const { entry, reason } of plan.held) {
    if (w.approve_anyway) approvable.push(entry);
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

  const byId = new Map(chosen.map((e) => [e.id, e]));
  const outcome = chosen.length
    ? await approveEntries(
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
        { workforce: w.workforce, field: 'time_entries' },
        { leaveOutChanged: true },
      )
    : { approved: [], changed: [] };
  for (const { id, reason } of outcome.changed) refused.push(note(byId.get(id)!, reason));
  const approved = outcome.approved.map((id) => byId.get(id)!);
  return { approved: approved.length, employees: peopleOf(approved), refused };
}
