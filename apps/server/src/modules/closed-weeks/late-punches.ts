import type { PunchUpload } from '@portal/contracts/timesheets';
import { localDate, splitThresholdMinutes, weekOfDate, type Settings } from '@portal/domain';
import type { Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { Actor } from '../../platform/audit.ts';
import {
  closedWeeksAndLatePunches,
  deleteLatePunches,
  insertLatePunch,
  lateClockIns,
  lockShared,
  storedPunchIds,
  waitingPunchIds,
} from './queries.ts';

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
 * Punches already stored are left to the batch, which answers them as it always does. Takes the
 * pay-period lock shared, as every change of time entries does (lock.ts).
 */
export async function holdLatePunches(
  tx: Tx,
  companyId: number,
  settings: Settings,
  sent: readonly SentPunch[],
  now: Date,
): Promise<Map<number, HeldPunch>> {
  const held = new Map<number, HeldPunch>();
  if (sent.length === 0) return held;
  const weekOf = (p: PunchUpload) => weekOfDate(localDate(instant(p), settings.time_zone)).start;
  await lockShared(tx, companyId);
  const { closed, anyLate } = await closedWeeksAndLatePunches(tx, companyId, [
    ...new Set(sent.map((s) => weekOf(s.upload))),
  ]);
  if (closed.size === 0 && !anyLate) return held;

  const clientIds = [...new Set(sent.map((s) => s.upload.client_id))];
  const stored = await storedPunchIds(tx, companyId, clientIds);
  const waiting = await waitingPunchIds(tx, companyId, clientIds);
  // Late punches applied by this batch (their week is open again): they stop waiting.
  const applied: string[] = [];
  const keptClockIns = anyLate
    ? await lateClockIns(tx, companyId, [...new Set(sent.map((s) => s.upload.employee_id))])
    : [];
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
      await insertLatePunch(tx, {
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
      });
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
  if (applied.length) await deleteLatePunches(tx, companyId, applied);
  return held;
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
