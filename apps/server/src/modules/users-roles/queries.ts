import type { RegisterType } from '@portal/contracts/employees';
import type { Db } from '../../db/database.ts';

/** The company's web and mobile accounts; never their password hashes. */
export function listUsers(db: Db, companyId: number, isActive: number | undefined) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'r.name as role',
      'u.is_active',
      'u.register_type',
      'u.employee_id',
    ])
    .where('u.company_id', '=', companyId);
  if (isActive !== undefined) query = query.where('u.is_active', '=', isActive);
  return query.orderBy('u.name').orderBy('u.id').$narrowType<{ register_type: RegisterType }>().execute();
}

export function listRoles(db: Db, companyId: number) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'is_mobile'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
}
