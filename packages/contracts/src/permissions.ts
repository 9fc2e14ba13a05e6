/** Modules named in the login token, and the permission names each module knows. */
export const MODULES = [
  'Time_Sheets',
  'Weekly_Approval_Payroll_Export',
  'Job',
  'Employee',
  'Send_Custom_Notification',
  'Reporting',
  'Logs_Auditing',
  'SubContractor_Company',
  'Settings',
] as const;
export type ModuleName = (typeof MODULES)[number];

export const PERMISSIONS = {
  Time_Sheets: { read: 'tim_sht_read', write: 'tim_sht_read_write' },
  Weekly_Approval_Payroll_Export: { read: 'pay_read', write: 'pay_read_write' },
  Job: { read: 'job_read', write: 'job_read_write' },
  Employee: { read: 'employee_read', write: 'employee_read_write' },
  Send_Custom_Notification: { read: 'noti_read', write: 'noti_read_write' },
  Reporting: { read: 'report_read', write: 'report_read_write' },
  Logs_Auditing: { read: 'audit_read', write: 'audit_read_write' },
  SubContractor_Company: { read: 'subcontractor_read', write: 'subcontractor_read_write' },
  Settings: { read: 'settings_read', write: 'settings_read_write' },
} as const satisfies Record<ModuleName, { read: string; write: string }>;

/** Module name -> permission names the user holds in it. */
export type PermissionMap = Partial<Record<ModuleName, string[]>>;

export function hasPermission(permissions: PermissionMap, module: ModuleName, permission: string): boolean {
  return permissions[module]?.includes(permission) ?? false;
}

export function canWrite(permissions: PermissionMap, module: ModuleName): boolean {
  return hasPermission(permissions, module, PERMISSIONS[module].write);
}
