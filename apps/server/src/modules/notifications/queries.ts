import type { Db, Tx } from '../../db/database.ts';

export async function insertNotification(
  tx: Tx,
  n: {
    companyId: number;
    title: string;
    description: string;
    role: string;
    createdBy: number | null;
    at: string;
  },
  employeeIds: number[],
) {
  const row = await tx
    .insertInto('notifications')
    .values({
      company_id: n.companyId,
      title: n.title,
      description: n.description,
      role: n.role,
      created_by: n.createdBy,
      created_at: n.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('notification_recipients')
    .values(
      employeeIds.map((employee_id) => ({ company_id: n.companyId, notification_id: row.id, employee_id })),
    )
    .execute();
  return row.id;
}

/** One employee's notifications, newest first, with their read state. */
export function inbox(db: Db | Tx, companyId: number, employeeId: number) {
  return db
    .selectFrom('notification_recipients as nr')
    .innerJoin('notifications as n', 'n.id', 'nr.notification_id')
    .select(['n.id', 'n.title', 'n.description', 'n.role', 'n.created_at', 'nr.read_at'])
    .where('nr.company_id', '=', companyId)
    .where('nr.employee_id', '=', employeeId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc');
}

/** Marks the notification read for the employee, keeping the first read time; false when not theirs. */
export async function markRead(
  tx: Tx,
  companyId: number,
  employeeId: number,
  notificationId: number,
  at: string,
) {
  const mine = tx
    .selectFrom('notification_recipients')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('notification_id', '=', notificationId);
  if (!(await mine.executeTakeFirst())) return false;
  await tx
    .updateTable('notification_recipients')
    .set({ read_at: at })
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('notification_id', '=', notificationId)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

/** The company's own employees among `ids` (sub-contractor workers excluded), with their role names. */
export function employeeRoles(db: Db, companyId: number, ids: number[]) {
  return db
    .selectFrom('employees as e')
    .leftJoin('roles as r', 'r.id', 'e.role_id')
    .select(['e.id', 'r.name as role_name'])
    .where('e.company_id', '=', companyId)
    .where('e.subcontractor_company_id', 'is', null)
    .where('e.id', 'in', ids)
    .execute();
}
