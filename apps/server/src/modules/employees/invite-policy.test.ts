import { describe, expect, it } from 'vitest';
import type { PermissionMap } from '@portal/contracts';
import { EMPLOYEE_MSG } from '@portal/contracts/employees';
import { inviteRefusal, type ExistingAccount, type Grant } from './invite-policy.ts';

const OFFICE: PermissionMap = {
  Employee: ['employee_read', 'employee_read_write'],
  Time_Sheets: ['tim_sht_read'],
};
const ADMIN: PermissionMap = {
  ...OFFICE,
  Time_Sheets: ['tim_sht_read', 'tim_sht_read_write'],
  Weekly_Approval_Payroll_Export: ['pay_read', 'pay_read_write'],
};
const grants = (p: PermissionMap): Grant[] =>
  Object.entries(p).flatMap(([module, names]) => names!.map((permission) => ({ module, permission })));
const FIELD_USER = { grants: [], registerType: 'mobile' as const };
const OFFICE_ROLE = { grants: grants(OFFICE), registerType: 'web' as const };
const PAYROLL_ROLE = { grants: grants(ADMIN), registerType: 'web' as const };

const account = (o: Partial<ExistingAccount> = {}): ExistingAccount => ({
  email: 'holder@example.com',
  register_type: 'web',
  registered: true,
  grants: grants(OFFICE),
  ...o,
});

describe('inviteRefusal', () => {
  it.each([
    [
      'a first invitation within the inviter’s permissions',
      OFFICE,
      FIELD_USER,
      'new@example.com',
      null,
      null,
    ],
    [
      'a role stronger than the inviter',
      OFFICE,
      PAYROLL_ROLE,
      'new@example.com',
      null,
      { role: EMPLOYEE_MSG.roleTooStrong },
    ],
    [
      'an account stronger than the inviter, even to a weaker role',
      OFFICE,
      FIELD_USER,
      'holder@example.com',
      account({ grants: grants(ADMIN) }),
      { role: EMPLOYEE_MSG.accountTooStrong },
    ],
    [
      'an account stronger than the inviter that nobody signs in with yet',
      OFFICE,
      OFFICE_ROLE,
      'x@example.com',
      account({ grants: grants(ADMIN), registered: false }),
      { role: EMPLOYEE_MSG.accountTooStrong },
    ],
    [
      'a new address for an account someone signs in with',
      OFFICE,
      OFFICE_ROLE,
      'attacker@example.com',
      account(),
      { email: EMPLOYEE_MSG.accountEmailKept },
    ],
    ['the same address in other letters', OFFICE, OFFICE_ROLE, 'HOLDER@example.com', account(), null],
    [
      'a web account someone signs in with moved to the mobile app',
      ADMIN,
      FIELD_USER,
      'holder@example.com',
      account(),
      { role: EMPLOYEE_MSG.accountStaysWeb },
    ],
    [
      'a mobile account someone signs in with promoted to the web',
      ADMIN,
      OFFICE_ROLE,
      'holder@example.com',
      account({ register_type: 'mobile', grants: [] }),
      null,
    ],
    [
      'a pending invitation sent to a corrected address',
      OFFICE,
      FIELD_USER,
      'fixed@example.com',
      account({ registered: false, register_type: 'mobile', grants: [] }),
      null,
    ],
    [
      'an administrator re-inviting a payroll account at its address',
      ADMIN,
      PAYROLL_ROLE,
      'holder@example.com',
      account({ grants: grants(ADMIN) }),
      null,
    ],
  ])('%s', (_case, inviter, role, email, existing, expected) => {
    expect(inviteRefusal({ inviter, role, email, account: existing })).toEqual(expected);
  });
});
