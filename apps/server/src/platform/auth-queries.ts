import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export function rolePermissions(db: Db, roleId: number) {
  return db
    .selectFrom('role_permissions')
    .select(['module', 'permission'])
    .where('role_id', '=', roleId)
    .execute();
}

/**
 * A request's authorization in one round trip and one row: the session, its user, role and company
 * (with the company's data revision, which the cached answers are checked against), and the role's
 * permissions as one list (permissionsOf). A row per permission cost more than the rest of the read:
 * 18 rows for an administrator, 50 us of the request thread against 12 for one row. Read for every
 * write and on SQLite; on PostgreSQL a read may take it from memory (authorization-cache.ts). Compiled
 * once: it runs for nearly every request.
 */
export const authorization = compiledOnce((db, tokenId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
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
      permissionList(db).as('permissions'),
    ])
    .where('s.token_id', '=', tokenId),
);

/**
 * The role's permissions, `module.permission` joined by commas (permissionsOf); null for none. The
 * names are contracts' PERMISSIONS, which hold neither character.
 */
function permissionList(db: Kysely<DB>) {
  const item = sql`p.module || '.' || p.permission`;
  const list =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`string_agg(${item}, ',')`
      : sql`group_concat(${item}, ',')`;
  return sql<string | null>`(select ${list} from role_permissions p where p.role_id = u.role_id)`;
}

/** The permissions of authorization's list: `module.permission` joined by commas. */
export function permissionsOf(list: string | null): { module: string; permission: string }[] {
  return (list ? list.split(',') : []).map((item) => {
    const dot = item.indexOf('.');
    return { module: item.slice(0, dot), permission: item.slice(dot + 1) };
  });
}
