import type { PunchUpload } from '@portal/contracts/timesheets';
import { displayDate, localDate, splitThresholdMinutes, weekOfDate } from '@portal/domain';
import type { Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSettings } from '../settings/service.ts';
import { closedWeeksOf } from './lock.ts';

/** A punch as a request sent it (the punches module's batch item). */
export interface SentPunch {
  auth: AuthContext;
  actor: Actor;
  upload: PunchUpload;
}

/** What a punch kept for a closed week answers: stored, but no punch row or entry yet. */
export interface HeldPunch {
  punch_id: null;
  time_entry_id: null;
  duplicate: boolean;
  held: true;
}

const instant = (p: PunchUpload) => new Date(p.device_time).toISOString();

/**
 * In the transaction of a batch of punches, before anything of it is applied: keeps the punches for
 * closed weeks as they were sent (late punches) and answers them, by index; the rest go on as usual. A
 * clock-out is kept too when the clock-in it closes is itself kept (a night shift into an open week).
 * A late punch sent again is answered the same; one applied now (the week was reopened) stops waiting.
 * Punches already stored are left to the batch, which answers them as it always does.
 */
export async function holdLatePunches(
  tx: Tx,
  companyId: number,
  sent: readonly SentPunch[],
  now: Date,
): Promise<Map<number, HeldPunch>> {
  const held = new Map<number, HeldPunch>();
  if (sent.length === 0) return held;
  const settings = await loadSettings(tx, companyId);
  const weekOf = (p: PunchUpload) => weekOfDate(localDate(instant(p), settings.time_zone)).start;
  const closed = await closedWeeksOf(
    tx,
    companyId,
    sent.map((s) => localDate(instant(s.upload), settings.time_zone)),
  );
  const anyLate = await tx
    .selectFrom('late_punches')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst();
  if (closed.size === 0 && !anyLate) return held;

  const clientIds = [...new Set(sent.map((s) => s.upload.client_id))];
  const stored = new Set(
    (
      await tx
        .selectFrom('punches')
        .select('client_id')
        .where('company_id', '=', companyId)
        .where('client_id', 'in', clientIds)
        .execute()
    ).map((p) => p.client_id),
  );
  const waiting = new Set(
    (
      await tx
        .selectFrom('late_punches')
        .select('client_id')
        .where('company_id', '=', companyId)
        .where('client_id', 'in', clientIds)
        .execute()
    ).map((p) => p.client_id),
  );
  // Late punches applied by this batch (their week is open again): they stop waiting.
  const applied: string[] = [];
  const keptClockIns = anyLate ? await lateClockIns(tx, companyId, sent) : [];
  const longest = splitThresholdMinutes(settings.time_entry_split_threshold) * 60_000;
  const closesAKeptClockIn = (u: PunchUpload) =>
    u.type === 'out' &&
    keptClockIns.some(
      (k) =>
        !applied.includes(k.client_id) &&
        k.employee_id === u.employee_id &&
        k.punched_at <= instant(u) &&
        Date.parse(instant(u)) - Date.parse(k.punched_at) <= longest,
    );

  for (const [i, { upload, auth, actor }] of sent.entries()) {
    if (stored.has(upload.client_id)) continue;
    const week = weekOf(upload);
    if (!closed.has(week) && !closesAKeptClockIn(upload)) {
      if (waiting.has(upload.client_id)) applied.push(upload.client_id);
      continue;
    }
    const duplicate = waiting.has(upload.client_id);
    if (!duplicate) {
      await tx
        .insertInto('late_punches')
        .values({
          company_id: companyId,
          week_start: closed.has(week)
            ? week
            : weekOfDate(keptWeek(keptClockIns, upload, settings.time_zone)).start,
          client_id: upload.client_id,
          employee_id: upload.employee_id,
          punch_type: upload.type,
          punched_at: instant(upload),
          upload: JSON.stringify(upload),
          sender: JSON.stringify({ auth, actor }),
          received_at: now.toISOString(),
        })
        .execute();
      waiting.add(upload.client_id);
      if (upload.type === 'in')
        keptClockIns.push({
          client_id: upload.client_id,
          employee_id: upload.employee_id,
          punched_at: instant(upload),
          week_start: week,
        });
    }
    held.set(i, { punch_id: null, time_entry_id: null, duplicate, held: true });
  }
  if (applied.length)
    await tx
      .deleteFrom('late_punches')
      .where('company_id', '=', companyId)
      .where('client_id', 'in', applied)
      .execute();
  return held;
}

/** The kept clock-ins of the batch's employees. */
function lateClockIns(tx: Tx, companyId: number, sent: readonly SentPunch[]) {
  return tx
    .selectFrom('late_punches')
    .select(['client_id', 'employee_id', 'punched_at', 'week_start'])
    .where('company_id', '=', companyId)
    .where('employee_id', 'in', [...new Set(sent.map((s) => s.upload.employee_id))])
    .where('punch_type', '=', 'in')
    .execute();
}

/** The work day of the kept clock-in a clock-out closes: the week it waits for. */
function keptWeek(
  keptClockIns: { client_id: string; employee_id: number; punched_at: string; week_start: string }[],
  upload: PunchUpload,
  tz: string,
): string {
  const at = instant(upload);
  const latest = keptClockIns
    .filter((k) => k.employee_id === upload.employee_id && k.punched_at <= at)
    .sort((a, b) => b.punched_at.localeCompare(a.punched_at))[0];
  return latest ? latest.week_start : localDate(at, tz);
}

/** Applies a batch of punches through the punches module's ingestion (its storePunches). */
export type ApplyPunches = (sent: SentPunch[]) => Promise<unknown[]>;

/** Punches of one batch at most (the punch batch's limit). */
const BATCH = 500;

/**
 * Once a week is reopened, its late punches are applied as if they arrived now, in the order they
 * were taken, through the ordinary ingestion; each leaves the waiting list in the transaction that
 * applies it. One refused now (an employee made inactive meanwhile) is recorded in the log.
 */
export async function applyLatePunches(
  ctx: AppContext,
  actor: Actor,
  weekStart: string,
  apply: ApplyPunches,
): Promise<number> {
  const rows = await ctx.db
    .selectFrom('late_punches')
    .select(['client_id', 'upload', 'sender'])
    .where('company_id', '=', actor.companyId)
    .where('week_start', '=', weekStart)
    .orderBy('punched_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return 0;
  const refused: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const sent = rows.slice(i, i + BATCH).map((r) => ({
      ...(JSON.parse(r.sender) as Omit<SentPunch, 'upload'>),
      upload: JSON.parse(r.upload) as PunchUpload,
    }));
    const results = await apply(sent);
    results.forEach((r, j) => {
      if (r instanceof AppError) refused.push(`${sent[j]!.upload.client_id}: ${r.message}`);
    });
  }
  // Refused punches were taken off the list with the others: they are recorded here.
  await ctx.db.transaction().execute((tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'Late Punches Applied',
        description: `Applied ${rows.length - refused.length} of ${rows.length} late punches of the week of ${displayDate(weekStart)}${refused.length ? `; refused: ${refused.join('; ')}` : ''}`,
        entity: 'pay_period',
      },
      ctx.now(),
    ),
  );
  return rows.length - refused.length;
}
