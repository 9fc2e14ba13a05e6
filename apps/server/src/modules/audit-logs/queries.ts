import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The company's audit rows between two instants, newest first, optionally matching a search text. */
export function listAuditLogs(
  db: Db,
  companyId: number,
  from: string,
  to: string,
  search: string | undefined,
) {
  let q = db
    .selectFrom('audit_logs')
    .select(['id', 'created_at', 'user_name as user', 'action', 'description'])
    .where('company_id', '=', companyId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // An explicit escape character: SQLite has none by default, PostgreSQL uses the backslash.
    q = q.where((eb) =>
      eb.or(
        (['user_name', 'action', 'description'] as const).map(
          (c) => sql<boolean>`lower(${sql.ref(c)}) like ${like} escape '\\'`,
        ),
      ),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
