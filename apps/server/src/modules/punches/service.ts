import type { ControlledTransaction } from 'kysely';
import { canWrite } from '@portal/contracts';
import { TIMESHEET_MSG, type PunchUpload } from '@portal/contracts/timesheets';
import {
  deriveEntry,
  derivedColumns,
  localDate,
  displayDateTime,
  splitThresholdMinutes,
  weekOfDate,
} from '@portal/domain';
import type { DB } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { auditRow, insertAuditRow, systemActor, type Actor } from '../../platform/audit.ts';
import { bumpWeekRevisions } from '../../platform/data-revision.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import { imageExtension } from '../../platform/files.ts';
import type { StoredFile } from '../../platform/storage/file-storage.ts';
import { employeeLabel, jobLabel } from '../time-entries/service.ts';
import { findOpenEntriesBefore } from '../time-entries/service.ts';
import { loadSettings } from '../settings/service.ts';
import { closedWeeksOf, holdLatePunches } from '../closed-weeks/service.ts';
import { lockEmployeesEntries } from '../timesheets/service.ts';
import { storePayFigures, type TouchedTime } from '../pay-figures/service.ts';
import { applyBatch, type BatchChanges, type Employee, type EntryChange } from './apply-batch.ts';
import { startPunchWriter, type PunchWriter } from './punch-writer.ts';
import * as q from './queries.ts';

export interface PunchResult {
  /** Null for a punch kept for a closed week (held): it is stored when the week is reopened. */
  punch_id: number | null;
  time_entry_id: number | null;
  duplicate: boolean;
  held?: true;
}

/** What a batch answers for each punch: stored (or already stored), or refused with the reason. */
export type PunchOutcome =
  | ({ client_id: string; ok: true } & PunchResult)
  | { client_id: string; ok: false; message: string; errors: Record<string, string> | null };

/** A punch as one request sent it: who sent it and what. */
export interface Sent {
  auth: AuthContext;
  actor: Actor;
  upload: PunchUpload;
}

/** What storing punches uses of the app (the writer thread has its own: punch-writer.thread.ts). */
export type PunchContext = Pick<AppContext, 'db' | 'engine' | 'now' | 'files'>;

/**
 * Stores one punch as received and derives the employee's REGULAR time entry from it. A retried upload
 * (same client_id) is answered with what the first one stored. Nothing is stored when the input is bad.
 * Punches of a company that arrive while the writer thread is busy with its punches share its next
 * transaction (group commit, punch-writer.thread.ts).
 */
export async function ingestPunch(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  upload: PunchUpload,
): Promise<PunchResult> {
  const [result] = await store(ctx, [{ auth, actor, upload }]);
  if (result instanceof AppError) throw result;
  return result!;
}

/**
 * Punches queued on a phone while offline, in the order taken, applied in one transaction: each is
 * stored or refused on its own. A failure of the server's own takes the batch back: the phone sends it
 * again and the client ids keep what was stored once.
 */
export async function ingestPunches(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  uploads: PunchUpload[],
): Promise<PunchOutcome[]> {
  const results = await store(
    ctx,
    uploads.map((upload) => ({ auth, actor, upload })),
  );
  return results.map((r, i) => {
    const client_id = uploads[i]!.client_id;
    if (r instanceof AppError) return { client_id, ok: false, message: r.message, errors: r.errors };
    return { client_id, ok: true, ...r };
  });
}

const writers = new WeakMap<AppContext, PunchWriter>();

/**
 * Stores punches in the writer thread (punch-writer.ts), or here when the app was given a database
 * another thread cannot open (a PostgreSQL pool without its connection settings, in a few tests).
 */
async function store(ctx: AppContext, sent: Sent[]): Promise<(PunchResult | AppError)[]> {
  const writer = punchWriter(ctx);
  if (!writer) return storePunches(ctx, sent);
  if (sent.length === 0) return [];
  return writer.store(sent);
}

/** The app's punch writer, made on first use; null when its database cannot be opened by another thread. */
function punchWriter(ctx: AppContext): PunchWriter | null {
  const database = ctx.sqliteFile
    ? { sqliteFile: ctx.sqliteFile }
    : ctx.postgres && { postgres: ctx.postgres };
  if (!database) return null;
  let writer = writers.get(ctx);
  if (!writer) {
    const { dataDir, s3 } = ctx.config;
    writers.set(ctx, (writer = startPunchWriter(ctx, { database, dataDir, s3 })));
  }
  return writer;
}

/**
 * Starts the app's punch writer thread ahead of the first punch (a server, once it listens): it then
 * loads its code while no phone waits, where the first punch after a start waited about 0.2 s for it.
 */
export function startPunchWriterEarly(ctx: AppContext): void {
  punchWriter(ctx)?.start();
}

/** Stops the app's punch writer thread, if it started (the app's close). */
export async function closePunchWriter(ctx: AppContext): Promise<void> {
  await writers.get(ctx)?.close();
  writers.delete(ctx);
}

/** How often a batch is tried again after losing a race for an employee's open entry or a client id. */
const ATTEMPTS = 5;

/** Punches kept while their week was closed, applied once it is reopened (pay-periods/late-punches.ts). */
export const applyLatePunchBatch = (ctx: AppContext, sent: Sent[]) => store(ctx, sent);

/** Applies punches in one transaction, tried again from the start when it lost a race. */
export async function storePunches(ctx: PunchContext, sent: Sent[]): Promise<(PunchResult | AppError)[]> {
  // Photos are checked before the transaction and stored as it commits (a failed batch stores none).
  const photos = sent.map((s) => preparePhoto(ctx, s.auth.companyId, s.upload));
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyOnce(ctx, sent, photos);
    } catch (err) {
      if (attempt === ATTEMPTS || !lostARace(err)) throw err;
    }
  }
}

/**
 * A unique index said no (another request stored the same client id, or opened an entry for the same
 * employee, first), or PostgreSQL broke a deadlock: the batch is read and applied again from the start.
 */
function lostARace(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === '23505' || code === '40P01' || code === '40001' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

type Photo = ReturnType<typeof preparePhoto>;

/** The punch's photo ready to be stored, null without one, or why it was refused. */
function preparePhoto(ctx: PunchContext, companyId: number, upload: PunchUpload) {
  if (!upload.photo) return null;
  const photo = Buffer.from(upload.photo, 'base64');
  if (!imageExtension(photo)) return new ValidationError({ photo: TIMESHEET_MSG.badImage });
  return ctx.files.prepareImage(companyId, 'punches', photo);
}

async function applyOnce(
  ctx: PunchContext,
  all: Sent[],
  allPhotos: Photo[],
): Promise<(PunchResult | AppError)[]> {
  const companyId = all[0]!.auth.companyId;
  const trx = await ctx.db.startTransaction().execute();
  try {
    const settings = await loadSettings(trx, companyId);
    // Punches for a week payroll has closed wait for its reopening; the others are applied now.
    const held = await holdLatePunches(trx, companyId, settings, all, ctx.now());
    const sent = all.filter((_, i) => !held.has(i));
    const photos = allPhotos.filter((_, i) => !held.has(i));
    if (sent.length === 0) {
      await trx.commit().execute();
      return all.map((_, i) => held.get(i)!);
    }
    const uploads = sent.map((s) => s.upload);
    const known = await q.punchesByClientIds(trx, companyId, unique(uploads.map((u) => u.client_id)));
    const fresh = uploads.filter((u) => !known.has(u.client_id));
    const employees = fresh.length
      ? await q.employeesForBatch(trx, ctx.engine, companyId, unique(fresh.map((u) => u.employee_id)))
      : [];
    const jobs = fresh.length ? await q.jobsByIds(trx, companyId, unique(fresh.map((u) => u.job_id))) : [];
    const employeeIds = employees.map((e) => e.id);
    // The lock swaps, corrections and Add Timesheet take: what they check against an employee's entries
    // (a second open entry) still holds when they write, and a punch waits for them, or they for it.
    await lockEmployeesEntries(trx, employeeIds);
    const previous = await q.previousPunches(
      trx,
      companyId,
      uploads.flatMap((u, i) =>
        known.has(u.client_id) || !employeeIds.includes(u.employee_id)
          ? []
          : [{ i, employee_id: u.employee_id, at: new Date(u.device_time).toISOString() }],
      ),
    );
    const entries = employeeIds.length ? await q.entriesForBatch(trx, employeeIds) : [];
    const refusals = new Map<number, Awaited<ReturnType<typeof punchRefusal>>>();
    for (const { auth } of sent)
      if (!refusals.has(auth.userId)) refusals.set(auth.userId, await punchRefusal(trx, auth));
    const now = ctx.now();
    const changes = applyBatch(
      {
        settings,
        now: now.toISOString(),
        employees: new Map(employees.map((e) => [e.id, e])),
        jobs: new Map(jobs.map((j) => [j.id, j])),
        known,
        previous,
        entries,
      },
      sent.map(({ auth, actor, upload }, i) => {
        const photo = photos[i]!;
        return {
          upload,
          photo: photo === null || photo instanceof AppError ? photo : photo.key,
          refusal: refusals.get(auth.userId)!,
          userId: actor.userId,
        };
      }),
    );
    await write(trx, companyId, sent, changes, now);
    const stored = new Set(changes.punches.map((p) => p.row.image_path));
    await ctx.files.commitWith(
      trx,
      photos.filter((p): p is StoredFile => p !== null && !(p instanceof AppError) && stored.has(p.key)),
    );
    const answers = changes.answers.map((a): PunchResult | AppError => {
      if (a.kind === 'refused') return a.error;
      if (a.kind === 'known')
        return { punch_id: a.punch_id, time_entry_id: a.time_entry_id, duplicate: true };
      return { punch_id: a.punch.id!, time_entry_id: a.entry?.id ?? null, duplicate: a.duplicate };
    });
    return all.map((_, i) => held.get(i) ?? answers.shift()!);
  } catch (err) {
    await trx.rollback().execute();
    throw err;
  }
}

/**
 * Writes what the batch changed, one statement per table: punches, changed entries, new entries, the
 * employees' last clock-in, audit rows; then the revisions of the entries' weeks, last, so on PostgreSQL
 * their row locks are held for the commit alone. A batch that stores nothing moves nothing.
 */
async function write(
  trx: ControlledTransaction<DB>,
  companyId: number,
  sent: Sent[],
  changes: BatchChanges,
  now: Date,
): Promise<void> {
  if (changes.punches.length === 0) return;
  const at = now.toISOString();
  const punchIds = await q.insertPunches(
    trx,
    changes.punches.map((p) => ({ company_id: companyId, ...p.row })),
  );
  for (const p of changes.punches) p.id = punchIds.get(p.row.client_id)!;

  // Stored entries first: an open one a clock-in closes is closed before the new one opens.
  await q.updateEntries(
    trx,
    changes.entries
      .filter((e) => !e.created)
      .map((e) => ({
        id: e.id!,
        ...e.columns!,
        ...outSide(e),
        field_note: e.field_note,
        field_notes_at: e.field_notes_at,
      })),
    at,
  );
  const created = changes.entries.filter((e) => e.created);
  const entryIds = await q.insertEntries(
    trx,
    created.map((e) => ({
      company_id: companyId,
      employee_id: e.employee_id,
      subcontractor_company_id: e.created!.subcontractor_company_id,
      job_id: e.created!.job_id,
      site_id: e.created!.site_id,
      punch_in_id: e.created!.punch_in.id,
      source: 'REGULAR',
      ...e.columns!,
      original_clock_in_at: e.original_clock_in_at,
      gps_in_status: e.created!.gps_in_status,
      face_in_status: e.created!.face_in_status,
      ...outSide(e),
      field_notes: e.field_note,
      field_notes_at: e.field_notes_at,
      created_at: at,
      updated_at: at,
    })),
  );
  for (const e of created) e.id = entryIds.get(e.created!.punch_in.id!)!;

  await q.setLastClockIns(trx, changes.lastClockIn);
  await q.insertAuditRows(
    trx,
    changes.audits.map((a) =>
      auditRow(
        sent[a.upload]!.actor,
        { action: a.action, description: a.description, entity: 'time_entry', entityId: a.entry.id! },
        now,
      ),
    ),
  );
  const touched = touchedBy(changes.entries);
  const moved = await storePayFigures(trx, companyId, touched);
  await bumpWeekRevisions(trx, companyId, [...touched.map((t) => t.work_date), ...moved]);
}

/** The employees' work dates the batch's entries have now and, for stored ones, had. */
function touchedBy(entries: EntryChange[]): TouchedTime[] {
  const touched = entries.map((e) => ({ employee_id: e.employee_id, work_date: e.columns!.work_date }));
  for (const e of entries)
    if (e.stored_work_date) touched.push({ employee_id: e.employee_id, work_date: e.stored_work_date });
  return touched;
}

/** The clock-out columns of an entry: as the batch closed it, or still open. */
function outSide(e: EntryChange) {
  return {
    original_clock_out_at: e.out?.original_clock_out_at ?? null,
    punch_out_id: e.out?.punch_out?.id ?? null,
    gps_out_status: e.out?.gps_out_status ?? 0,
    face_out_status: e.out?.face_out_status ?? 0,
  };
}

/**
 * Own punches; a foreman also for the crew of the same site and for any sub-contractor worker (their
 * crews clock in with the foreman of the job); a timesheet clerk for anyone.
 */
async function punchRefusal(
  trx: ControlledTransaction<DB>,
  auth: AuthContext,
): Promise<(employee: Employee) => AppError | null> {
  if (canWrite(auth.permissions, 'Time_Sheets')) return () => null;
  const me = await q.findUserEmployee(trx, auth.userId);
  return (employee) => {
    if (employee.subcontractor_company_id !== null && mayPunchForSubcontractors(auth)) return null;
    if (me?.employee_id === employee.id) return null;
    if (auth.roleName === 'Foreman' && me?.site_id != null && me.site_id === employee.site_id) return null;
    return new ForbiddenError(TIMESHEET_MSG.notYourCrew);
  };
}

/** Who clocks sub-contractor crews in and out: a foreman, or anyone who may change timesheets. */
export function mayPunchForSubcontractors(auth: AuthContext): boolean {
  return auth.roleName === 'Foreman' || canWrite(auth.permissions, 'Time_Sheets');
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/**
 * Closes the company's entries left open longer than the split threshold at the threshold and flags
 * them, so a forgotten clock-out never counts an endless shift. Run by the close-forgotten-clock-outs
 * job (punches/background.ts), not by reads; each close is audited as the system's, once even when two
 * runs find the same entry.
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
  const touched: TouchedTime[] = [];
  const day = (e: (typeof stale)[number]) => localDate(e.original_clock_in_at, settings.time_zone);
  await ctx.db.transaction().execute(async (tx) => {
    const closedWeeks = await closedWeeksOf(tx, companyId, stale.map(day));
    for (const e of stale) {
      if (closedWeeks.has(weekOfDate(day(e)).start)) continue;
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
      touched.push(
        { employee_id: e.employee_id, work_date: e.work_date },
        { employee_id: e.employee_id, work_date: columns.work_date },
      );
      await insertAuditRow(
        tx,
        systemActor(companyId),
        {
          action: 'Auto Clock Out',
          description: `No clock-out for ${employeeLabel({ ...e, code: e.employee_code })} at ${jobLabel(e)} within the split threshold: the shift from ${displayDateTime(e.original_clock_in_at, settings.time_zone)} closed at ${displayDateTime(columns.clock_out_at!, settings.time_zone)} and flagged`,
          entity: 'time_entry',
          entityId: e.id,
        },
        now,
      );
    }
    const moved = await storePayFigures(tx, companyId, touched);
    await bumpWeekRevisions(tx, companyId, [...touched.map((t) => t.work_date), ...moved]);
  });
  return closed;
}
