import { canWrite } from '@portal/contracts';
import { TIMESHEET_MSG, type PunchUpload } from '@portal/contracts/timesheets';
import {
  deriveEntry,
  localDisplay,
  gpsFlag,
  isDuplicatePunch,
  splitThresholdMinutes,
  type DerivedEntry,
  type Settings,
} from '@portal/domain';
import type { Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { insertAuditRow, systemActor, type Actor } from '../../platform/audit.ts';
import { bumpDataRevision } from '../../platform/data-revision.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import { imageExtension } from '../../platform/files.ts';
import type { StoredFile } from '../../platform/storage/file-storage.ts';
import { employeeLabel, jobLabel } from '../time-entries/describe.ts';
import {
  findEmployee,
  findJob,
  findOpenEntriesBefore,
  findOpenEntry,
  loadSettings,
} from '../time-entries/queries.ts';
import * as q from './queries.ts';

export interface PunchResult {
  punch_id: number;
  time_entry_id: number | null;
  duplicate: boolean;
}

/** What a batch answers for each punch: stored (or already stored), or refused with the reason. */
export type PunchOutcome =
  | ({ client_id: string; ok: true } & PunchResult)
  | { client_id: string; ok: false; message: string; errors: Record<string, string> | null };

/**
 * Stores one punch as received and derives the employee's REGULAR time entry from it. A retried upload
 * (same client_id) is answered with what the first one stored. Nothing is stored when the input is bad.
 */
export async function ingestPunch(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  upload: PunchUpload,
): Promise<PunchResult> {
  const [outcome] = await storePunches(ctx, auth, actor, [upload], 'throw');
  return outcome as PunchResult;
}

/**
 * Punches queued on a phone while offline, in the order taken: each is stored or refused on its own
 * (a savepoint each), all in one transaction, so a batch writes each index page once instead of once
 * per punch. A failure of the server's own rolls the whole batch back; the phone sends it again and
 * the client ids keep what was stored once.
 */
export function ingestPunches(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  uploads: PunchUpload[],
): Promise<PunchOutcome[]> {
  return storePunches(ctx, auth, actor, uploads, 'answer');
}

async function storePunches(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  uploads: PunchUpload[],
  refused: 'throw' | 'answer',
): Promise<PunchOutcome[]> {
  // Photos are checked before the transaction and stored as it commits (a failed batch stores none).
  const photos = uploads.map((u) => preparePhoto(ctx, auth.companyId, u));
  const kept = new Set<StoredFile>();
  const outcomes: PunchOutcome[] = [];
  const trx = await ctx.db.startTransaction().execute();
  try {
    const batch = { settings: await loadSettings(trx, auth.companyId), ...lookupsOnce(trx, auth.companyId) };
    for (const [i, upload] of uploads.entries()) {
      const photo = photos[i]!;
      const stored = photo === null || photo instanceof AppError ? null : photo;
      const savepoint = await trx.savepoint(`punch_${i}`).execute();
      try {
        const result = await storeOne(
          ctx,
          savepoint,
          auth,
          actor,
          upload,
          photo instanceof AppError ? photo : (stored?.key ?? null),
          batch,
        );
        await savepoint.releaseSavepoint(`punch_${i}`).execute();
        if (stored && !result.duplicate) kept.add(stored);
        outcomes.push({ client_id: upload.client_id, ok: true, ...result });
      } catch (err) {
        await savepoint.rollbackToSavepoint(`punch_${i}`).execute();
        // Two uploads of the same punch at the same moment: the unique client_id lets one through.
        const raced = await q.findPunchByClientId(trx, auth.companyId, upload.client_id);
        if (raced) {
          outcomes.push({
            client_id: upload.client_id,
            ok: true,
            punch_id: raced.id,
            time_entry_id: raced.time_entry_id,
            duplicate: true,
          });
          continue;
        }
        if (refused === 'throw' || !(err instanceof AppError) || err.statusCode >= 500) throw err;
        outcomes.push({ client_id: upload.client_id, ok: false, message: err.message, errors: err.errors });
      }
    }
    // Once per batch and last: on PostgreSQL the revision's row lock then waits for no punch of it.
    await bumpDataRevision(trx, auth.companyId);
    await ctx.files.commitWith(trx, [...kept]);
  } catch (err) {
    await trx.rollback().execute();
    throw err;
  }
  return outcomes;
}

/** Employees and jobs read once per batch: a phone's queue names the same few again and again. */
function lookupsOnce(tx: Tx, companyId: number) {
  const employees = new Map<number, ReturnType<typeof findEmployee>>();
  const jobs = new Map<number, ReturnType<typeof findJob>>();
  const once = <T>(map: Map<number, T>, id: number, read: () => T): T => {
    if (!map.has(id)) map.set(id, read());
    return map.get(id)!;
  };
  return {
    employee: (id: number) => once(employees, id, () => findEmployee(tx, companyId, id)),
    job: (id: number) => once(jobs, id, () => findJob(tx, companyId, id)),
  };
}

type Batch = { settings: Settings } & ReturnType<typeof lookupsOnce>;

/** The punch's photo ready to be stored, null without one, or why it was refused. */
function preparePhoto(ctx: AppContext, companyId: number, upload: PunchUpload) {
  if (!upload.photo) return null;
  const photo = Buffer.from(upload.photo, 'base64');
  if (!imageExtension(photo)) return new ValidationError({ photo: TIMESHEET_MSG.badImage });
  return ctx.files.prepareImage(companyId, 'punches', photo);
}

async function storeOne(
  ctx: AppContext,
  tx: Tx,
  auth: AuthContext,
  actor: Actor,
  upload: PunchUpload,
  photo: string | null | AppError,
  batch: Batch,
): Promise<PunchResult> {
  const companyId = auth.companyId;
  const known = await q.findPunchByClientId(tx, companyId, upload.client_id);
  if (known) return { punch_id: known.id, time_entry_id: known.time_entry_id, duplicate: true };
  if (photo instanceof AppError) throw photo;
  if ((upload.latitude == null) !== (upload.longitude == null))
    throw new ValidationError({ latitude: TIMESHEET_MSG.badPosition });

  const employee = await batch.employee(upload.employee_id);
  if (!employee || employee.is_active !== 1)
    throw new ValidationError({ employee_id: TIMESHEET_MSG.unknownEmployee });
  const job = await batch.job(upload.job_id);
  if (!job || job.is_active !== 1) throw new ValidationError({ job_id: TIMESHEET_MSG.unknownJob });
  await assertMayPunchFor(tx, auth, employee);
  return storePunch(ctx, tx, actor, upload, photo, job, batch.settings, employee);
}

/**
 * Own punches; a foreman also for the crew of the same site and for any sub-contractor worker (their
 * crews clock in with the foreman of the job); a timesheet clerk for anyone.
 */
async function assertMayPunchFor(
  tx: Tx,
  auth: AuthContext,
  employee: { id: number; site_id: number | null; subcontractor_company_id: number | null },
) {
  if (canWrite(auth.permissions, 'Time_Sheets')) return;
  if (employee.subcontractor_company_id !== null && mayPunchForSubcontractors(auth)) return;
  const me = await q.findUserEmployee(tx, auth.userId);
  if (me?.employee_id === employee.id) return;
  if (auth.roleName === 'Foreman' && me?.site_id != null && me.site_id === employee.site_id) return;
  throw new ForbiddenError(TIMESHEET_MSG.notYourCrew);
}

/** Who clocks sub-contractor crews in and out: a foreman, or anyone who may change timesheets. */
export function mayPunchForSubcontractors(auth: AuthContext): boolean {
  return auth.roleName === 'Foreman' || canWrite(auth.permissions, 'Time_Sheets');
}

type Job = NonNullable<Awaited<ReturnType<typeof findJob>>>;
type Employee = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

async function storePunch(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  upload: PunchUpload,
  imagePath: string | null,
  job: Job,
  settings: Settings,
  employee: Employee,
): Promise<PunchResult> {
  const companyId = actor.companyId;
  const now = ctx.now();
  const punchedAt = new Date(upload.device_time).toISOString();
  const previous = await q.findPreviousPunch(tx, companyId, upload.employee_id, punchedAt);
  const duplicate = isDuplicatePunch(
    { employee_id: upload.employee_id, punch_type: upload.type, punched_at: punchedAt },
    previous,
    settings.double_clock_in_clock_out_window,
  );
  const punchId = await q.insertPunch(tx, {
    company_id: companyId,
    client_id: upload.client_id,
    employee_id: upload.employee_id,
    job_id: upload.job_id,
    punch_type: upload.type,
    punched_at: punchedAt,
    latitude: upload.latitude ?? null,
    longitude: upload.longitude ?? null,
    image_path: imagePath,
    face_status: upload.face_match === true ? 0 : 1,
    recorded_by_user_id: actor.userId,
    is_duplicate: duplicate ? 1 : 0,
    received_at: now.toISOString(),
  });
  if (duplicate) return { punch_id: punchId, time_entry_id: null, duplicate: true };

  const gps = gpsFlag(upload, job, settings.gps_distance_threshold);
  const face = upload.face_match === true ? 0 : 1;
  const entryId =
    upload.type === 'in'
      ? await clockIn(tx, ctx, {
          companyId,
          employeeId: upload.employee_id,
          subcontractorCompanyId: employee.subcontractor_company_id,
          job,
          punchId,
          punchedAt,
          gps,
          face,
          settings,
        })
      : await clockOut(tx, ctx, {
          companyId,
          employeeId: upload.employee_id,
          punchId,
          punchedAt,
          gps,
          face,
          settings,
        });
  await insertAuditRow(
    tx,
    actor,
    {
      action: upload.type === 'in' ? 'Clock In' : 'Clock Out',
      description: `${employeeLabel(employee)} clocked ${upload.type} at ${jobLabel(job)}, ${localDisplay(punchedAt, settings.time_zone)}`,
      entity: 'time_entry',
      entityId: entryId,
    },
    now,
  );
  return { punch_id: punchId, time_entry_id: entryId, duplicate: false };
}

interface PunchFacts {
  companyId: number;
  employeeId: number;
  punchId: number;
  punchedAt: string;
  gps: 0 | 1;
  face: 0 | 1;
  settings: Settings;
}

/** Columns of a time entry that follow from its derivation. */
function derivedColumns(d: DerivedEntry) {
  return {
    work_date: d.work_date,
    shift: d.shift,
    clock_in_at: d.clock_in_at,
    clock_out_at: d.clock_out_at,
    org_clock_in_at: d.clock_in_at,
    org_clock_out_at: d.clock_out_at,
    minutes: d.minutes,
    break_minutes: d.break_minutes,
    clock_in_status: d.clock_in_status,
    clock_out_status: d.clock_out_status,
  };
}

async function clockIn(
  tx: Tx,
  ctx: AppContext,
  p: PunchFacts & { job: Job; subcontractorCompanyId: number | null },
): Promise<number> {
  const open = await findOpenEntry(tx, p.companyId, p.employeeId);
  if (open && open.original_clock_in_at <= p.punchedAt) {
    // A clock-out was forgotten: close the open entry at this clock-in (or its cap) and flag it for review.
    await closeEntry(tx, ctx, open, p.punchedAt, p.settings, { forgotten: true });
  }
  // Derived as of the punch itself: an upload that arrives late must still wait for its clock-out.
  const d = deriveEntry({
    clockIn: p.punchedAt,
    clockOut: null,
    now: p.punchedAt,
    settings: p.settings,
    job: p.job,
  });
  const at = ctx.now().toISOString();
  const id = await q.insertEntry(tx, {
    company_id: p.companyId,
    employee_id: p.employeeId,
    subcontractor_company_id: p.subcontractorCompanyId,
    job_id: p.job.id,
    punch_in_id: p.punchId,
    source: 'REGULAR',
    ...derivedColumns(d),
    original_clock_in_at: p.punchedAt,
    gps_in_status: p.gps,
    face_in_status: p.face,
    created_at: at,
    updated_at: at,
  });
  await q.setLastClockIn(tx, p.employeeId, p.punchedAt);
  return id;
}

async function clockOut(tx: Tx, ctx: AppContext, p: PunchFacts): Promise<number> {
  const open = await q.findEntryAwaitingClockOut(tx, p.companyId, p.employeeId, p.punchedAt);
  if (!open) throw new ValidationError({ type: TIMESHEET_MSG.noOpenClockIn });
  await closeEntry(tx, ctx, open, p.punchedAt, p.settings, { punchId: p.punchId, gps: p.gps, face: p.face });
  return open.id;
}

async function closeEntry(
  tx: Tx,
  ctx: AppContext,
  entry: { id: number; original_clock_in_at: string; is_full_pay: number; job_id: number },
  clockOutAt: string,
  settings: Settings,
  how: { punchId?: number; gps?: 0 | 1; face?: 0 | 1; forgotten?: boolean },
): Promise<void> {
  const job = await tx
    .selectFrom('jobs')
    .select(['default_job_start_time', 'default_job_end_time'])
    .where('id', '=', entry.job_id)
    .executeTakeFirst();
  const d = deriveEntry({
    clockIn: entry.original_clock_in_at,
    clockOut: clockOutAt,
    now: ctx.now().toISOString(),
    settings,
    job,
    isFullPay: entry.is_full_pay === 1,
    roundClockOut: !how.forgotten,
  });
  await q.updateEntry(tx, entry.id, {
    ...derivedColumns(d),
    original_clock_out_at: how.forgotten ? null : clockOutAt,
    punch_out_id: how.punchId ?? null,
    gps_out_status: how.gps ?? 0,
    face_out_status: how.face ?? 0,
    clock_out_status: how.forgotten ? 1 : d.clock_out_status,
    updated_at: ctx.now().toISOString(),
  });
}

/**
 * Closes the company's entries left open longer than the split threshold at the threshold and flags
 * them, so a forgotten clock-out never counts an endless shift. Runs before timesheet reads; each
 * close is audited as the system's, once even when two reads find the same entry.
 */
export async function closeStaleEntries(ctx: AppContext, companyId: number): Promise<number> {
  const settings = await loadSettings(ctx.db, companyId);
  const now = ctx.now();
  const before = new Date(
    now.getTime() - splitThresholdMinutes(settings.time_entry_split_threshold) * 60_000,
  ).toISOString();
  const stale = await findOpenEntriesBefore(ctx.db, companyId, before);
  if (stale.length === 0) return 0;
  let closed = 0;
  await ctx.db.transaction().execute(async (tx) => {
    for (const e of stale) {
      const d = deriveEntry({
        clockIn: e.original_clock_in_at,
        clockOut: null,
        now: now.toISOString(),
        settings,
        job: e,
        isFullPay: e.is_full_pay === 1,
      });
      const columns = derivedColumns(d);
      if (!(await q.closeOpenEntry(tx, e.id, { ...columns, updated_at: now.toISOString() }))) continue;
      closed += 1;
      await insertAuditRow(
        tx,
        systemActor(companyId),
        {
          action: 'Auto Clock Out',
          description: `No clock-out for ${employeeLabel({ ...e, code: e.employee_code })} at ${jobLabel(e)} within the split threshold: the shift from ${localDisplay(e.original_clock_in_at, settings.time_zone)} closed at ${localDisplay(columns.clock_out_at!, settings.time_zone)} and flagged`,
          entity: 'time_entry',
          entityId: e.id,
        },
        now,
      );
    }
    if (closed > 0) await bumpDataRevision(tx, companyId);
  });
  return closed;
}
