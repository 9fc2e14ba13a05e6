import { TIMESHEET_MSG, type ApprovalEntry } from '@portal/contracts/timesheets';
import { WEEK_APPROVAL_MSG } from '@portal/contracts/week-approval';
import { deriveEntry, displayDateTime, validateTimeEntry, type Settings } from '@portal/domain';
import type { Selectable } from 'kysely';
import type { Tx } from '../../db/database.ts';
import type { TimeEntriesTable } from '../../db/schema.ts';
import { writeAudit, writeAudits, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { entryDescriber } from '../time-entries/service.ts';
import { parseLocalTime } from '../time-entries/service.ts';
import { loadSettings } from '../settings/service.ts';
import { storePayFigures } from '../pay-figures/service.ts';
import * as q from './queries.ts';

type Entry = Selectable<TimeEntriesTable>;
type EntryDescriber = Awaited<ReturnType<typeof entryDescriber>>;

/**
 * Whose entries a call may change, and the body field its items came in (`time_entries` on the
 * employee screen, `punches` on the sub-contractor one), which names the fields of its errors.
 */
export interface EntryScope {
  workforce: q.Workforce;
  field: string;
}

const truthy = (v: unknown) => v === true || v === 1 || v === 'true';

/** The entries approved, and those left out because someone changed them first (leaveOutChanged). */
export interface ApprovalOutcome {
  approved: number[];
  changed: { id: number; reason: string }[];
}

/**
 * Approves the entries; those the clerk touched (is_corrected) also take the new times, which must have
 * a clock-out and a note. All or nothing: one bad entry approves none. Approved entries are locked, and
 * an entry changed by someone else since it was loaded (its version) is a conflict, never overwritten.
 * With `leaveOutChanged` (Approve Week) an entry approved, changed or deleted by someone else, up to
 * the moment of its own write, is left out with its reason and the others are approved.
 */
export async function approveEntries(
  ctx: AppContext,
  actor: Actor,
  items: ApprovalEntry[],
  scope: EntryScope,
  opts: { leaveOutChanged?: boolean } = {},
): Promise<ApprovalOutcome> {
  const companyId = actor.companyId;
  const settings = await loadSettings(ctx.db, companyId);
  const errors: Record<string, string> = {};

  return ctx.db.transaction().execute(async (tx) => {
    const rows = new Map(
      (
        await q.entriesByIds(
          tx,
          companyId,
          items.map((e) => e.id),
          scope.workforce,
        )
      ).map((r) => [r.id, r]),
    );
    await assertWeeksOpen(
      tx,
      companyId,
      [...rows.values()].map((r) => r.work_date),
    );
    const at = ctx.now().toISOString();
    const changed: ApprovalOutcome['changed'] = [];
    const leaveOut = (id: number, reason: string, refusal: Error) => {
      if (!opts.leaveOutChanged) throw refusal;
      changed.push({ id, reason });
    };
    const changes: { row: Entry; set: Partial<Entry>; corrected: boolean }[] = [];
    for (const [i, item] of items.entries()) {
      const row = rows.get(item.id);
      if (!row) {
        leaveOut(item.id, changedReason(row), new NotFoundError(`Time entry ${item.id} was not found.`));
        continue;
      }
      if (row.approved_status !== 'un-approved') {
        leaveOut(
          row.id,
          changedReason(row),
          new ValidationError({ [`${scope.field}.${i}.id`]: TIMESHEET_MSG.locked }),
        );
        continue;
      }
      if (item.version !== row.version) {
        leaveOut(row.id, changedReason(row), new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict));
        continue;
      }
      const planned = plan(row, item, settings, ctx.now().toISOString());
      if ('errors' in planned) {
        for (const [field, message] of Object.entries(planned.errors))
          errors[`${scope.field}.${i}.${field}`] = message;
        continue;
      }
      changes.push({ row, set: planned.set, corrected: truthy(item.is_corrected) });
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    // A correction may move an entry to another day, and so into a closed week.
    await assertWeeksOpen(
      tx,
      companyId,
      changes.flatMap((c) => c.set.work_date ?? []),
    );

    const describe = await entryDescriber(
      tx,
      companyId,
      changes.map((c) => c.row),
      settings.time_zone,
    );
    const saved: typeof changes = [];
    for (const change of changes) {
      const { row, set, corrected } = change;
      const written = await q.updateEntryAt(tx, row.id, row.version, {
        ...set,
        approved_status: 'approved',
        approved_by: actor.userId,
        approved_at: at,
        modified_by: actor.userId,
        updated_at: at,
      });
      if (!written) {
        // Changed by another writer after this transaction read it (PostgreSQL: it waited for that commit).
        const [now] = opts.leaveOutChanged
          ? await q.entriesByIds(tx, companyId, [row.id], scope.workforce)
          : [];
        leaveOut(row.id, changedReason(now), new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict));
        continue;
      }
      saved.push(change);
      if (corrected) await auditCorrection(tx, actor, row, set, describe, settings, ctx.now());
    }
    // Each entry keeps the split it is approved with: its figures over its week as it stands now, which
    // then hold its regular time first whatever comes later (docs/time-rules.md).
    const touched = saved.flatMap((c) => [c.row, { ...c.row, ...c.set }]);
    await storePayFigures(tx, companyId, touched);
    await q.keepApprovedSplits(
      tx,
      saved.map((c) => c.row.id),
    );
    await storePayFigures(tx, companyId, touched);
    await writeAudits(
      tx,
      actor,
      saved.map((c) => ({
        action: 'Time Entry Approval',
        description: `Approved the time entry of ${describe({ ...c.row, ...c.set })}`,
        entity: 'time_entry',
        entityId: c.row.id,
      })),
      ctx.now(),
    );
    return { approved: saved.map((c) => c.row.id), changed };
  });
}

/** Why an entry someone else changed first is left out: deleted, approved, or otherwise changed. */
function changedReason(row: Entry | undefined): string {
  if (!row) return WEEK_APPROVAL_MSG.deleted;
  return row.approved_status === 'un-approved' ? TIMESHEET_MSG.conflict : WEEK_APPROVAL_MSG.gone;
}

type Plan = { set: Partial<Entry> } | { errors: Record<string, string> };

function plan(row: Entry, item: ApprovalEntry, settings: Settings, now: string): Plan {
  const fullPay = item.is_full_pay === undefined ? row.is_full_pay === 1 : truthy(item.is_full_pay);
  if (!truthy(item.is_corrected)) {
    if (!row.clock_out_at) return { errors: { clock_out_date_time: TIMESHEET_MSG.endTimeRequired } };
    if (fullPay === (row.is_full_pay === 1)) return { set: {} };
    return { set: recompute(row.clock_in_at, row.clock_out_at, settings, fullPay, now) };
  }
  const tz = settings.time_zone;
  const errors: Record<string, string> = {};
  const note = item.notes?.trim();
  if (!item.clock_out_date_time) errors.clock_out_date_time = TIMESHEET_MSG.endTimeRequired;
  if (!note) errors.notes = TIMESHEET_MSG.noteRequired;
  if (Object.keys(errors).length) return { errors };
  const clockIn = parseLocalTime(item.clock_in_date_time, tz, 'clock_in_date_time');
  const clockOut = parseLocalTime(item.clock_out_date_time!, tz, 'clock_out_date_time');
  const bounds = validateTimeEntry(
    {
      emp_id: row.employee_id,
      job_id: row.job_id,
      clock_in_date_time: clockIn,
      clock_out_date_time: clockOut,
      notes: note,
    },
    { tz, now, splitThreshold: settings.time_entry_split_threshold },
  );
  if (Object.keys(bounds).length) return { errors: bounds as Record<string, string> };
  return {
    set: {
      ...recompute(clockIn, clockOut, settings, fullPay, now),
      notes: note!,
      is_corrected: 1,
      edit_source: 'web',
    },
  };
}

/** Times typed by a clerk are taken as they are (no rounding); break, day and shift follow from them. */
export function recompute(
  clockIn: string,
  clockOut: string,
  settings: Settings,
  fullPay: boolean,
  now: string,
) {
  const d = deriveEntry({ clockIn, clockOut, now, settings, isFullPay: fullPay, round: false });
  return {
    clock_in_at: d.clock_in_at,
    clock_out_at: d.clock_out_at,
    work_date: d.work_date,
    shift: d.shift,
    minutes: d.minutes,
    break_minutes: d.break_minutes,
    is_full_pay: fullPay ? 1 : 0,
  };
}

async function auditCorrection(
  tx: Tx,
  actor: Actor,
  row: Entry,
  set: Partial<Entry>,
  describe: EntryDescriber,
  settings: Settings,
  at: Date,
) {
  const fmt = (iso: string | null | undefined) => (iso ? displayDateTime(iso, settings.time_zone) : 'open');
  await writeAudit(
    tx,
    actor,
    {
      action: 'Time Entry Correction',
      description: `${describe(row)}: clock-in ${fmt(row.clock_in_at)} -> ${fmt(set.clock_in_at)}, clock-out ${fmt(row.clock_out_at)} -> ${fmt(set.clock_out_at)}; note: ${set.notes ?? ''}`,
      entity: 'time_entry',
      entityId: row.id,
    },
    at,
  );
}

/** Deletes un-approved entries (kept as deleted rows for the record). Approved ones cannot be deleted. */
export async function deleteEntries(
  ctx: AppContext,
  actor: Actor,
  ids: number[],
  workforce: q.Workforce,
): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const rows = await q.entriesByIds(tx, actor.companyId, ids, workforce);
    if (rows.length !== new Set(ids).size)
      throw new NotFoundError('One or more time entries were not found.');
    await assertWeeksOpen(
      tx,
      actor.companyId,
      rows.map((r) => r.work_date),
    );
    if (rows.some((r) => r.approved_status !== 'un-approved'))
      throw new ValidationError({ time_ids: TIMESHEET_MSG.lockedDelete });
    const at = ctx.now().toISOString();
    await q.softDelete(tx, actor.companyId, ids, at, actor.userId!);
    await storePayFigures(tx, actor.companyId, rows);
    const { time_zone: tz } = await loadSettings(tx, actor.companyId);
    const describe = await entryDescriber(tx, actor.companyId, rows, tz);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Time Entry Delete',
        description: `Deleted ${rows.length} time ${rows.length === 1 ? 'entry' : 'entries'}: ${rows.map(describe).join('; ')}`,
        entity: 'time_entry',
      },
      ctx.now(),
    );
  });
}
