import { NOTIFICATION_MSG, type RecipientRole } from '@portal/contracts/notifications';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../platform/errors.ts';

/**
 * Checks the employees a notification or a meeting goes to: every id must be an employee of the
 * company and, unless the role is All, hold that role. `field` names the request field in the errors.
 */
export async function assertRecipients(
  db: Db,
  companyId: number,
  role: RecipientRole,
  ids: number[],
  field: string,
): Promise<void> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('roles as r', 'r.id', 'e.role_id')
    .select(['e.id', 'r.name as role_name'])
    .where('e.company_id', '=', companyId)
    .where('e.subcontractor_company_id', 'is', null)
    .where('e.id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) throw new ValidationError({ [field]: NOTIFICATION_MSG.unknownRecipients });
  if (role !== 'All' && rows.some((r) => r.role_name !== role)) {
    throw new ValidationError({ [field]: NOTIFICATION_MSG.wrongRole(role) });
  }
}
