import { DEFAULT_SETTINGS } from '@portal/domain';
import type { InviteAnswer } from '@portal/contracts/meetings';
import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

export async function companyTimeZone(db: Conn, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('time_zone')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_SETTINGS.time_zone;
}

/** The company's meetings, latest start first; one meeting when `id` is given. */
export function listMeetings(db: Conn, companyId: number, id?: number) {
  let query = db
    .selectFrom('meetings')
    .select([
      'id',
      'title',
      'description',
      'location',
      'role',
      'meeting_start_at',
      'meeting_end_at',
      'status',
      'created_at',
    ])
    .where('company_id', '=', companyId);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('meeting_start_at', 'desc').orderBy('id', 'desc').execute();
}

export function listInvites(db: Conn, companyId: number, meetingIds: number[]) {
  return db
    .selectFrom('meeting_invites as mi')
    .innerJoin('employees as e', 'e.id', 'mi.employee_id')
    .select([
      'mi.id',
      'mi.meeting_id',
      'mi.employee_id',
      'e.first_name',
      'e.last_name',
      'e.code as emp_code',
      'mi.status',
      'mi.responded_at',
    ])
    .where('mi.company_id', '=', companyId)
    .where('mi.meeting_id', 'in', meetingIds)
    .orderBy('e.first_name')
    .orderBy('e.last_name')
    .orderBy('mi.id')
    .execute();
}

export async function insertMeeting(
  tx: Tx,
  m: {
    company_id: number;
    title: string;
    description: string;
    location: string;
    role: string;
    meeting_start_at: string;
    meeting_end_at: string;
    created_by: number | null;
    at: string;
  },
  employeeIds: number[],
) {
  const { at, ...values } = m;
  const row = await tx
    .insertInto('meetings')
    .values({ ...values, status: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('meeting_invites')
    .values(employeeIds.map((employee_id) => ({ company_id: m.company_id, meeting_id: row.id, employee_id })))
    .execute();
  return row.id;
}

export async function setMeetingStatus(tx: Tx, id: number, status: number, at: string) {
  await tx.updateTable('meetings').set({ status, updated_at: at }).where('id', '=', id).execute();
}

/** One employee's invites with their meetings, latest start first; one meeting when `meetingId` is given. */
export function employeeInvites(db: Conn, companyId: number, employeeId: number, meetingId?: number) {
  let query = db
    .selectFrom('meeting_invites as mi')
    .innerJoin('meetings as m', 'm.id', 'mi.meeting_id')
    .select([
      'm.id',
      'mi.id as invite_id',
      'm.title',
      'm.description',
      'm.location',
      'm.meeting_start_at',
      'm.meeting_end_at',
      'm.status as meeting_status',
      'mi.status',
      'mi.responded_at',
    ])
    .where('mi.company_id', '=', companyId)
    .where('mi.employee_id', '=', employeeId);
  if (meetingId !== undefined) query = query.where('m.id', '=', meetingId);
  return query.orderBy('m.meeting_start_at', 'desc').orderBy('m.id', 'desc').execute();
}

export async function setInviteAnswer(tx: Tx, inviteId: number, status: InviteAnswer, at: string) {
  await tx
    .updateTable('meeting_invites')
    .set({ status, responded_at: at })
    .where('id', '=', inviteId)
    .execute();
}
