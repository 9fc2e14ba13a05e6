import type { RegisterType } from '@portal/contracts/employees';
import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

/** Employees with their role and site, as the list and the detail show them. */
function employeeRows(db: Conn, companyId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('roles as r', 'r.id', 'e.role_id')
    .leftJoin('sites as s', 's.id', 'e.site_id')
    .select([
      'e.id',
      'e.code',
      'e.code as emp_code',
      'e.first_name',
      'e.last_name',
      'e.role_id',
      'r.name as role_name',
      'e.site_id',
      's.code as site_code',
      's.name as site_name',
      'e.is_active',
      'e.shift',
      'e.email',
      'e.phone',
      'e.last_clock_in',
      'e.invite_status',
      'e.adp_file_number',
    ])
    .where('e.company_id', '=', companyId)
    .where('e.subcontractor_company_id', 'is', null);
}

export function listEmployees(db: Db, companyId: number) {
  return employeeRows(db, companyId).orderBy('e.code').execute();
}

export function findEmployee(db: Conn, companyId: number, id: number) {
  return employeeRows(db, companyId).where('e.id', '=', id).executeTakeFirst();
}

export function listImages(db: Conn, companyId: number, employeeId: number) {
  return db
    .selectFrom('employee_images')
    .select(['id', 'image_path', 'is_default'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export function findImage(db: Conn, companyId: number, id: number) {
  return db
    .selectFrom('employee_images as i')
    .innerJoin('employees as e', 'e.id', 'i.employee_id')
    .select([
      'i.id',
      'i.employee_id',
      'i.image_path',
      'i.is_default',
      'e.code',
      'e.first_name',
      'e.last_name',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** Makes one photo the employee's original and every other one not, in one statement. */
export async function setDefaultImage(tx: Tx, employeeId: number, imageId: number) {
  await tx
    .updateTable('employee_images')
    .set((eb) => ({ is_default: eb.case().when('id', '=', imageId).then(1).else(0).end() }))
    .where('employee_id', '=', employeeId)
    .execute();
}

/** Deletes a photo unless it is the original; false when nothing was deleted. */
export async function deleteNonDefaultImage(tx: Tx, id: number): Promise<boolean> {
  const r = await tx
    .deleteFrom('employee_images')
    .where('id', '=', id)
    .where('is_default', '=', 0)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function updateEmployee(
  tx: Tx,
  id: number,
  changes: Partial<{ site_id: number; role_id: number; email: string; phone: string; invite_status: number }>,
  at: string,
) {
  await tx
    .updateTable('employees')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The employee's app account, if they have one. */
export function findAppUser(db: Conn, companyId: number, employeeId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.email',
      'u.phone_number',
      'u.role_id',
      'r.name as role_name',
      'u.register_type',
      'u.is_active',
      'u.password_hash',
    ])
    .where('u.company_id', '=', companyId)
    .where('u.employee_id', '=', employeeId)
    .$narrowType<{ register_type: RegisterType }>()
    .executeTakeFirst()
    .then((u) => {
      if (!u) return undefined;
      const { password_hash, ...user } = u;
      return { ...user, registered: password_hash !== null };
    });
}

/** Any account with this address, in any company: sign-in addresses are unique across the portal. */
export function findUserIdByEmail(db: Conn, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findRole(db: Conn, companyId: number, roleId: number) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'is_mobile'])
    .where('company_id', '=', companyId)
    .where('id', '=', roleId)
    .executeTakeFirst();
}

export function rolePermissions(db: Conn, roleId: number) {
  return db
    .selectFrom('role_permissions')
    .select(['module', 'permission'])
    .where('role_id', '=', roleId)
    .execute();
}

export function companyName(db: Conn, companyId: number) {
  return db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
    .then((c) => c.name);
}

export interface AccountFields {
  role_id: number;
  email: string;
  phone_number: string;
  register_type: RegisterType;
  name: string;
}

export async function insertAppUser(
  tx: Tx,
  companyId: number,
  employeeId: number,
  a: AccountFields,
  at: string,
) {
  const row = await tx
    .insertInto('users')
    .values({ company_id: companyId, employee_id: employeeId, ...a, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAppUser(tx: Tx, userId: number, a: AccountFields, at: string) {
  await tx
    .updateTable('users')
    .set({ ...a, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** Drops the user's invitation links that were never used, so only the newest invitation works. */
export async function revokeUnusedInvites(tx: Tx, userId: number) {
  await tx
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('purpose', 'in', ['invite', 'mobile-invite'])
    .where('used_at', 'is', null)
    .execute();
}

/** The company's employee that has this ADP file number, if any. */
export function findByAdpFileNumber(db: Conn, companyId: number, fileNumber: string) {
  return db
    .selectFrom('employees')
    .select(['id', 'code', 'first_name', 'last_name'])
    .where('company_id', '=', companyId)
    .where('adp_file_number', '=', fileNumber)
    .executeTakeFirst();
}

export async function setAdpFileNumber(tx: Tx, id: number, fileNumber: string | null, at: string) {
  await tx
    .updateTable('employees')
    .set({ adp_file_number: fileNumber, updated_at: at })
    .where('id', '=', id)
    .execute();
}
