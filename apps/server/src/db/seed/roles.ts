import { PERMISSIONS, type ModuleName } from '@portal/contracts';

type Grant = [ModuleName, 'read' | 'write'];

/** The roles every new company starts with; afterwards they live in the database and can be edited there. */
export const STANDARD_ROLES: { name: string; isMobile: boolean; grants: Grant[] }[] = [
  {
    name: 'Administrator',
    isMobile: false,
    grants: (Object.keys(PERMISSIONS) as ModuleName[]).map((m) => [m, 'write']),
  },
  {
    name: 'Payroll',
    isMobile: false,
    grants: [
      ['Time_Sheets', 'write'],
      ['Weekly_Approval_Payroll_Export', 'write'],
      ['Reporting', 'write'],
      ['Logs_Auditing', 'read'],
      ['Employee', 'read'],
    ],
  },
  {
    name: 'Office',
    isMobile: false,
    grants: [
      ['Time_Sheets', 'read'],
      ['Employee', 'write'],
      ['Send_Custom_Notification', 'write'],
      ['SubContractor_Company', 'write'],
      ['Job', 'read'],
    ],
  },
  { name: 'Foreman', isMobile: true, grants: [] },
  { name: 'Field User', isMobile: true, grants: [] },
];

/** A write grant holds both the read and the read-write permission name of the module. */
export function permissionRows(grants: Grant[]): { module: ModuleName; permission: string }[] {
  return grants.flatMap(([module, level]) => {
    const names = PERMISSIONS[module];
    return level === 'write'
      ? [
          { module, permission: names.read },
          { module, permission: names.write },
        ]
      : [{ module, permission: names.read }];
  });
}
