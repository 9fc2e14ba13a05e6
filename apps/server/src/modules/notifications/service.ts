import {
  NOTIFICATION_MSG,
  type MobileNotification,
  type NotificationRequest,
  type RecipientRole,
} from '@portal/contracts/notifications';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import * as q from './queries.ts';

/**
 * Checks the employees a notification or a meeting goes to: every id must be an employee of the
 * company and, unless the role is All, hold that role. `field` names the request field in the errors.
 */
export async function assertRecipients(
  ctx: AppContext,
  companyId: number,
  role: RecipientRole,
  ids: number[],
  field: string,
): Promise<void> {
  const rows = await q.employeeRoles(ctx.db, companyId, ids);
  if (rows.length !== ids.length) throw new ValidationError({ [field]: NOTIFICATION_MSG.unknownRecipients });
  if (role !== 'All' && rows.some((r) => r.role_name !== role)) {
    throw new ValidationError({ [field]: NOTIFICATION_MSG.wrongRole(role) });
  }
}

/** Stores a notification for each chosen employee; the mobile app reads it from their inbox. */
export async function sendNotification(ctx: AppContext, actor: Actor, input: NotificationRequest) {
  await assertRecipients(ctx, actor.companyId, input.role, input.user_ids, 'user_ids');
  return ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now();
    const id = await q.insertNotification(
      tx,
      { ...input, companyId: actor.companyId, createdBy: actor.userId, at: at.toISOString() },
      input.user_ids,
    );
    await writeAudit(
      tx,
      actor,
      {
        action: 'Notification Send',
        description: `Sent "${input.title}" to ${input.user_ids.length} employee(s) (${input.role})`,
        entity: 'notification',
        entityId: id,
      },
      at,
    );
    return { id, recipients: input.user_ids.length };
  });
}

const toMobile = (n: Omit<MobileNotification, 'is_read'>): MobileNotification => ({
  ...n,
  is_read: n.read_at !== null,
});

export async function employeeInbox(ctx: AppContext, companyId: number, employeeId: number) {
  return (await q.inbox(ctx.db, companyId, employeeId).execute()).map(toMobile);
}

/** A read receipt is the reader's own inbox state, not a change to company data: it is not audited. */
export async function markNotificationRead(
  ctx: AppContext,
  companyId: number,
  employeeId: number,
  notificationId: number,
): Promise<MobileNotification> {
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await q.markRead(tx, companyId, employeeId, notificationId, ctx.now().toISOString()))) {
      throw new NotFoundError();
    }
    const row = await q
      .inbox(tx, companyId, employeeId)
      .where('n.id', '=', notificationId)
      .executeTakeFirstOrThrow();
    return toMobile(row);
  });
}
