import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { insertUser } from '../src/db/seed/builders.ts';
import { PASSWORD } from './factories.ts';

/** Fixtures for the people tests: sites, employees with roles, their mobile accounts, a tiny photo. */

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let n = 0;
const now = () => new Date().toISOString();

export async function createSite(db: Kysely<DB>, companyId: number, name = `Site ${++n}`) {
  const code = `ST${++n}`;
  const row = await db
    .insertInto('sites')
    .values({ company_id: companyId, code, name, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, name };
}

export async function createEmployee(
  db: Kysely<DB>,
  companyId: number,
  o: Partial<{
    code: string;
    first_name: string;
    last_name: string;
    role_id: number;
    site_id: number;
    is_active: number;
    email: string;
  }> = {},
) {
  const k = ++n;
  const values = {
    code: o.code ?? `P${2000 + k}`,
    first_name: o.first_name ?? 'Casey',
    last_name: o.last_name ?? `Crew${k}`,
  };
  const row = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      ...values,
      role_id: o.role_id ?? null,
      site_id: o.site_id ?? null,
      is_active: o.is_active ?? 1,
      email: o.email ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...values };
}

/** A mobile app account for the employee, signed in with the test password. */
export async function createMobileUser(
  db: Kysely<DB>,
  companyId: number,
  employee: { id: number; first_name: string; last_name: string },
  roleId: number,
) {
  const email = `app.${employee.id}.${++n}@test.example.com`;
  const id = await insertUser(db, {
    companyId,
    roleId,
    name: `${employee.first_name} ${employee.last_name}`,
    email,
    password: PASSWORD,
    at: now(),
  });
  await db
    .updateTable('users')
    .set({ employee_id: employee.id, register_type: 'mobile' })
    .where('id', '=', id)
    .execute();
  return { id, email };
}

/** The audit rows of a company for an action, oldest first. */
export function auditRows(db: Kysely<DB>, companyId: number, action: string) {
  return db
    .selectFrom('audit_logs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
