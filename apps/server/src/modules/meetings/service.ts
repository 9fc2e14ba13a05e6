import {
  MEETING_MSG,
  MEETING_STATUS,
  type InviteAnswer,
  type MeetingListItem,
  type MeetingRequest,
  type MobileMeeting,
} from '@portal/contracts/meetings';
import { localDate, localDateTime, localDateTimeToInstant } from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { assertRecipients } from '../notifications/service.ts';
import * as q from './queries.ts';

/** Meetings with their invites and the sent/accepted/rejected counts of the list. */
async function withInvites(db: Db | Tx, auth: Pick<AuthContext, 'companyId' | 'companyCode'>, id?: number) {
  const meetings = await q.listMeetings(db, auth.companyId, id);
  const invites = meetings.length
    ? await q.listInvites(
        db,
        auth.companyId,
        meetings.map((m) => m.id),
      )
    : [];
  return meetings.map((m): MeetingListItem => {
    const mine = invites.filter((i) => i.meeting_id === m.id);
    const count = (status: InviteAnswer) => mine.filter((i) => i.status === status).length;
    return {
      ...m,
      company_code: auth.companyCode,
      meeting_invites: mine.map((i) => ({
        id: i.id,
        employee_id: i.employee_id,
        employee: `${i.first_name} ${i.last_name}`,
        emp_code: i.emp_code,
        status: i.status,
        responded_at: i.responded_at,
      })),
      counts: {
        sent: mine.length,
        accepted: count('accepted'),
        rejected: count('rejected'),
        pending: count('pending'),
      },
    };
  });
}

export const listMeetings = (ctx: AppContext, auth: AuthContext) => withInvites(ctx.db, auth);

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An instant from the request: with an offset as given, without one on the company's wall clock. */
function toInstant(value: string, timeZone: string): string | null {
  try {
    return HAS_OFFSET.test(value) ? new Date(value).toISOString() : localDateTimeToInstant(value, timeZone);
  } catch {
    return null;
  }
}

/** The spec's rules: not before today (company zone), not starting in the past, not ending before it starts. */
function meetingTimes(input: MeetingRequest, timeZone: string, now: Date) {
  const start = toInstant(input.meeting_start_at, timeZone);
  const end = toInstant(input.meeting_end_at, timeZone);
  const errors: Record<string, string> = {};
  // The pickers choose whole minutes: the current minute still counts as now.
  const thisMinute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  if (!start) errors.meeting_start_at = MEETING_MSG.timeFormat;
  else if (localDate(start, timeZone) < localDate(now.toISOString(), timeZone))
    errors.meeting_start_at = MEETING_MSG.dateBeforeToday;
  else if (start < thisMinute) errors.meeting_start_at = MEETING_MSG.startBeforeNow;
  if (!end) errors.meeting_end_at = MEETING_MSG.timeFormat;
  else if (start && end < start) errors.meeting_end_at = MEETING_MSG.endBeforeStart;
  if (!start || !end || Object.keys(errors).length) throw new ValidationError(errors);
  return { start, end };
}

export async function createMeeting(ctx: AppContext, auth: AuthContext, actor: Actor, input: MeetingRequest) {
  const timeZone = await q.companyTimeZone(ctx.db, auth.companyId);
  const now = ctx.now();
  const { start, end } = meetingTimes(input, timeZone, now);
  await assertRecipients(ctx, auth.companyId, input.role, input.invite_ids, 'invite_ids');
  return ctx.db.transaction().execute(async (tx) => {
    const id = await q.insertMeeting(
      tx,
      {
        company_id: auth.companyId,
        title: input.title,
        description: input.description,
        location: input.location,
        role: input.role,
        meeting_start_at: start,
        meeting_end_at: end,
        created_by: actor.userId,
        at: now.toISOString(),
      },
      input.invite_ids,
    );
    await writeAudit(
      tx,
      actor,
      {
        action: 'Meeting Create',
        description: `Created meeting "${input.title}" at ${input.location} on ${localDateTime(start, timeZone)} (${timeZone}), ${input.invite_ids.length} invite(s)`,
        entity: 'meeting',
        entityId: id,
      },
      now,
    );
    return (await withInvites(tx, auth, id))[0]!;
  });
}

export async function cancelMeeting(ctx: AppContext, auth: AuthContext, actor: Actor, id: number) {
  return ctx.db.transaction().execute(async (tx) => {
    const [meeting] = await q.listMeetings(tx, auth.companyId, id);
    if (!meeting) throw new NotFoundError();
    if (meeting.status === MEETING_STATUS.cancelled) {
      throw new ValidationError({ status: MEETING_MSG.alreadyCancelled });
    }
    const at = ctx.now();
    await q.setMeetingStatus(tx, id, MEETING_STATUS.cancelled, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Meeting Cancel',
        description: `Cancelled meeting "${meeting.title}"`,
        entity: 'meeting',
        entityId: id,
      },
      at,
    );
    return (await withInvites(tx, auth, id))[0]!;
  });
}

export const employeeMeetings = (
  ctx: AppContext,
  companyId: number,
  employeeId: number,
): Promise<MobileMeeting[]> => q.employeeInvites(ctx.db, companyId, employeeId);

/** The invited employee accepts or declines; a cancelled or finished meeting takes no more answers. */
export async function answerInvite(
  ctx: AppContext,
  actor: Actor,
  employeeId: number,
  meetingId: number,
  answer: Exclude<InviteAnswer, 'pending'>,
): Promise<MobileMeeting> {
  return ctx.db.transaction().execute(async (tx) => {
    const [invite] = await q.employeeInvites(tx, actor.companyId, employeeId, meetingId);
    if (!invite) throw new NotFoundError();
    if (invite.meeting_status === MEETING_STATUS.cancelled) {
      throw new ValidationError({ status: MEETING_MSG.meetingCancelled });
    }
    const at = ctx.now();
    if (invite.meeting_end_at < at.toISOString())
      throw new ValidationError({ status: MEETING_MSG.meetingOver });
    await q.setInviteAnswer(tx, invite.invite_id, answer, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Meeting Response',
        description: `${actor.name} ${answer} the meeting "${invite.title}"`,
        entity: 'meeting_invite',
        entityId: invite.invite_id,
      },
      at,
    );
    return (await q.employeeInvites(tx, actor.companyId, employeeId, meetingId))[0]!;
  });
}
