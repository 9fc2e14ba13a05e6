/** The seeded demo sign-ins (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo-pass-1';
export const COMPANY_CODE = 'SUMMIT01';

export interface DemoUser {
  email: string;
  name: string;
  role: string;
}

export const USERS = {
  admin: { email: 'admin@example.com', name: 'Alex Morgan', role: 'Administrator' },
  payroll: { email: 'payroll@example.com', name: 'Priya Shah', role: 'Payroll' },
  office: { email: 'office@example.com', name: 'Owen Brooks', role: 'Office' },
} as const satisfies Record<string, DemoUser>;
