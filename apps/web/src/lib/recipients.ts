import type { EmployeeListItem } from '@portal/contracts/employees';
import { RECIPIENT_ROLES, type RecipientRole } from '@portal/contracts/notifications';
import { fullName } from './employees.ts';

/** The active employees a notification or meeting invite for this role may go to, as picker options. */
export function recipientOptions(employees: readonly EmployeeListItem[], role: RecipientRole | undefined) {
  if (!role) return [];
  return employees
    .filter(
      (e) =>
        e.is_active === 1 &&
        (role === 'All' ? RECIPIENT_ROLES.includes(e.role_name as RecipientRole) : e.role_name === role),
    )
    .map((e) => ({ value: e.id, label: `${e.code} ${fullName(e)}` }));
}
