import { TIMESHEET_MSG, type SwapSide } from '@portal/contracts/timesheets';
import { deriveEntry, gpsFlag, parseSwapId, splitThresholdMinutes, minutesBetween } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { entryDescriber } from '../time-entries/describe.ts';
import { findJob, loadSettings } from '../time-entries/queries.ts';
import * as q from './queries.ts';

/**
 * Swaps clock-in (or clock-out) punches between entries. Each item names an entry side and the punch it
 * takes; together the items must only move punches among the entries named, so nothing is taken from
 * elsewhere. The entries are derived again from their new punches with the company's rules.
 */
export async function swapEntries(
  ctx: AppContext,
  actor: Actor,
  items: SwapSide[],
  workforce: q.Workforce,
): Promise<void> {
  const companyId = actor.companyId;
  const settings = await loadSettings(ctx.db, companyId);
  const sides = items.map((s) => ({ ...s, ...parseSwapId(s.swap_id)! }));

  await ctx.db.transaction().execute(async (tx) => {
    const ids = [...new Set(sides.map((s) => s.id))];
    const rows = new Map((await q.entriesByIds(tx, companyId, ids, workforce)).map((r) => [r.id, r]));
    if (rows.size !== ids.length) throw new NotFoundError('One or more time entries were not found.');
    for (const row of rows.values()) {
      if (row.source !== 'REGULAR') throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapManual });
      if (row.approved_status !== 'un-approved')
        throw new ValidationError({ swap_entries: TIMESHEET_MSG.locked });
    }
    if (sides.some((s) => s.version !== rows.get(s.id)!.version))
      throw new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict);

    const next = new Map(
      [...rows.values()].map((r) => [r.id, { punch_in_id: r.punch_in_id, punch_out_id: r.punch_out_id }]),
    );
    for (const kind of ['in', 'out'] as const) {
      const field = kind === 'in' ? 'punch_in_id' : 'punch_out_id';
      const mine = sides.filter((s) => s.kind === kind);
      const before = mine.map((s) => rows.get(s.id)![field]).sort();
      const after = mine.map((s) => s[field]).sort();
      if (JSON.stringify(before) !== JSON.stringify(after))
        throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapInvalid });
      for (const s of mine) next.get(s.id)![field] = s[field];
    }

    const punchIds = [...next.values()]
      .flatMap((p) => [p.punch_in_id, p.punch_out_id])
      .filter((id): id is number => id !== null);
    const punches = new Map((await q.punchesByIds(tx, companyId, punchIds)).map((p) => [p.id, p]));
    const max = splitThresholdMinutes(settings.time_entry_split_threshold);
    const at = ctx.now().toISOString();
    for (const [id, p] of next) {
      const row = rows.get(id)!;
      const pin = p.punch_in_id === null ? undefined : punches.get(p.punch_in_id);
      const pout = p.punch_out_id === null ? undefined : punches.get(p.punch_out_id);
      if (!pin) throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapInvalid });
      if (pout) {
        const length = minutesBetween(pin.punched_at, pout.punched_at);
        if (length < 1 || length > max)
          throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapInvalid });
      }
      const job = await findJob(tx, companyId, row.job_id);
      const d = deriveEntry({
        clockIn: pin.punched_at,
        clockOut: pout?.punched_at ?? null,
        now: at,
        settings,
        job,
        isFullPay: row.is_full_pay === 1,
      });
      const saved = await q.updateEntryAt(tx, id, row.version, {
        punch_in_id: p.punch_in_id,
        punch_out_id: p.punch_out_id,
        work_date: d.work_date,
        shift: d.shift,
        clock_in_at: d.clock_in_at,
        clock_out_at: d.clock_out_at,
        org_clock_in_at: d.clock_in_at,
        org_clock_out_at: d.clock_out_at,
        original_clock_in_at: pin.punched_at,
        original_clock_out_at: pout?.punched_at ?? null,
        minutes: d.minutes,
        break_minutes: d.break_minutes,
        clock_in_status: d.clock_in_status,
        clock_out_status: d.clock_out_status,
        gps_in_status: gpsFlag(pin, job, settings.gps_distance_threshold),
        gps_out_status: pout ? gpsFlag(pout, job, settings.gps_distance_threshold) : 0,
        face_in_status: pin.face_status,
        face_out_status: pout?.face_status ?? 0,
        is_corrected: 1,
        edit_source: 'web',
        modified_by: actor.userId,
        updated_at: at,
      });
      if (!saved) throw new ConflictError('stale_time_entry', TIMESHEET_MSG.conflict);
    }
    const describe = await entryDescriber(tx, companyId, [...rows.values()], settings.time_zone);
    const swapped = (kind: 'in' | 'out') =>
      sides.filter((s) => s.kind === kind).map((s) => describe(rows.get(s.id)!));
    const parts = (['in', 'out'] as const)
      .filter((kind) => swapped(kind).length > 0)
      .map((kind) => `the clock-${kind}s of ${swapped(kind).join('; ')}`);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Time Entry Swap',
        description: `Swapped ${parts.join(', and ')}`,
        entity: 'time_entry',
      },
      ctx.now(),
    );
  });
}
