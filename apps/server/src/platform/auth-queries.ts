import { compiledOnce } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';

export function rolePermissions(db: Db, roleId: number) {
  return db
    .selectFrom('role_permissions')
    .select(['module', 'permission'])
    .where('role_id', '=', roleId)
    .execute();
}

/**
 * A request's authorization in one round trip: the session, its user, role and company (with the
 * company's data revision, which the cached answers are checked against), and a row per permission
 * of the role. Read for every write and on SQLite; on PostgreSQL a read may take it from memory
 * (authorization-cache.ts). Compiled once: it runs for nearly every request.
 */
export const authorization = compiledOnce((db, tokenId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('role_permissions as p', 'p.role_id', 'u.role_id')
    .select([
      'u.id',
      'u.company_id',
      'u.name',
      'u.role_id',
      'u.is_active',
      'r.name as role_name',
      'c.code',
      'c.data_revision',
      's.revoked_at',
      's.expires_at',
      'p.module',
      'p.permission',
    ])
    .where('s.token_id', '=', tokenId),
);
