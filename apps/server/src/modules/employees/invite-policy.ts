import { hasPermission, type ModuleName, type PermissionMap } from '@portal/contracts';
import { EMPLOYEE_MSG, type RegisterType } from '@portal/contracts/employees';

/** @internal inviteRefusal's input, as its tests build it. */
export interface Grant {
  module: string;
  permission: string;
}

/**
 * The employee's account as an invitation finds it.
 * @internal inviteRefusal's input, as its tests build it.
 */
export interface ExistingAccount {
  email: string;
  register_type: RegisterType;
  /** The holder has chosen a password: someone signs in with this account. */
  registered: boolean;
  grants: Grant[];
}

export interface InviteAttempt {
  inviter: PermissionMap;
  role: { grants: Grant[]; registerType: RegisterType };
  email: string;
  account: ExistingAccount | null;
}

const holdsAll = (inviter: PermissionMap, grants: Grant[]) =>
  grants.every((g) => hasPermission(inviter, g.module as ModuleName, g.permission));

/**
 * What an invitation may not do, as field errors (null when it may go ahead). An invitation mails a
 * link that sets the account's password, so whoever sends it could take the account over; hence:
 * - no role with permissions the inviter lacks (an Office clerk making an Administrator);
 * - no change at all to an account stronger than the inviter (re-inviting the Payroll account);
 * - an account someone already signs in with keeps its address, so the link goes to its holder and
 *   never to a new address, and stays a web account, so its holder is not locked out of the portal.
 */
export function inviteRefusal(a: InviteAttempt): Record<string, string> | null {
  if (!holdsAll(a.inviter, a.role.grants)) return { role: EMPLOYEE_MSG.roleTooStrong };
  const account = a.account;
  if (!account) return null;
  if (!holdsAll(a.inviter, account.grants)) return { role: EMPLOYEE_MSG.accountTooStrong };
  if (!account.registered) return null;
  if (account.email.toLowerCase() !== a.email.toLowerCase()) return { email: EMPLOYEE_MSG.accountEmailKept };
  if (account.register_type === 'web' && a.role.registerType === 'mobile') {
    return { role: EMPLOYEE_MSG.accountStaysWeb };
  }
  return null;
}
