import { TIMESHEET_MSG, type SwapSide } from '@portal/contracts/timesheets';
import { deriveEntry, derivedColumns, gpsFlag, parseSwapId, swappedLengthRefusal } from '@portal/domain';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { assertWeeksOpen } from '../closed-weeks/service.ts';
import { entryDescriber } from '../time-entries/service.ts';
import { findJob } from '../time-entries/service.ts';
import { loadSettings } from '../settings/service.ts';
import { storePayFigures } from '../pay-figures/service.ts';
import { lockEmployeesEntries } from './manual-entry-queries.ts';
import * as q from './queries.ts';

type Punch = Awaited<ReturnType<typeof q.punchesByIds>>[number];
type Job = Awaited<ReturnType<typeof findJob>>;
type Derived = { pin: Punch; pout: Punch | undefined; d: ReturnType<typeof deriveEntry>; job: Job };

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
    await assertWeeksOpen(
      tx,
      companyId,
      [...rows.values()].map((r) => r.work_date),
    );
    // The check for a second open entry below must still hold when the entries are written.
    await lockEmployeesEntries(
      tx,
      [...rows.values()].map((r) => r.employee_id),
    );
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
    const at = ctx.now().toISOString();
    const derived = new Map<number, Derived>();
    for (const [id, p] of next) {
      const row = rows.get(id)!;
      const pin = p.punch_in_id === null ? undefined : punches.get(p.punch_in_id);
      const pout = p.punch_out_id === null ? undefined : punches.get(p.punch_out_id);
      if (!pin) throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapInvalid });
      if (swappedLengthRefusal(pin.punched_at, pout?.punched_at ?? null, settings.time_entry_split_threshold))
        throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapInvalid });
      const job = await findJob(tx, companyId, row.job_id);
      const d = deriveEntry({
        clockIn: pin.punched_at,
        clockOut: pout?.punched_at ?? null,
        now: at,
        settings,
        job,
        isFullPay: row.is_full_pay === 1,
      });
      derived.set(id, { pin, pout, d, job });
    }
    await refuseSecondOpenEntry(tx, companyId, rows, derived);

    // Entries the swap closes are written before the one it leaves open: one open entry at every step.
    const closedFirst = [...next].sort(([a], [b]) => openLast(derived.get(a)!) - openLast(derived.get(b)!));
    for (const [id, p] of closedFirst) {
      const row = rows.get(id)!;
      const { pin, pout, d, job } = derived.get(id)!;
      const saved = await q.updateEntryAt(tx, id, row.version, {
        punch_in_id: p.punch_in_id,
        punch_out_id: p.punch_out_id,
        ...derivedColumns(d),
        original_clock_in_at: pin.punched_at,
        original_clock_out_at: pout?.punched_at ?? null,
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
    await storePayFigures(tx, companyId, [
      ...rows.values(),
      ...[...derived].map(([id, { d }]) => ({
        employee_id: rows.get(id)!.employee_id,
        work_date: d.work_date,
      })),
    ]);
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

const openLast = (x: Derived) => (x.d.clock_out_at === null ? 1 : 0);

/**
 * An employee has at most one entry without a clock-out. Moving a clock-out from one employee's entry to
 * another's can leave one of them with a second open entry: refused before anything is written.
 */
async function refuseSecondOpenEntry(
  tx: Tx,
  companyId: number,
  rows: Map<number, { id: number; employee_id: number }>,
  derived: Map<number, Derived>,
): Promise<void> {
  const openAfter = [...derived].filter(([, x]) => x.d.clock_out_at === null).map(([id]) => rows.get(id)!);
  if (openAfter.length === 0) return;
  const employees = [...new Set(openAfter.map((r) => r.employee_id))];
  const elsewhere = (await q.openEntries(tx, companyId, employees)).filter((e) => !rows.has(e.id));
  const count = new Map<number, number>();
  for (const r of [...openAfter, ...elsewhere]) count.set(r.employee_id, (count.get(r.employee_id) ?? 0) + 1);
  if ([...count.values()].some((n) => n > 1))
    throw new ValidationError({ swap_entries: TIMESHEET_MSG.swapSecondOpen });
}
