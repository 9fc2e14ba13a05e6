import type { Db, Tx } from '../../db/database.ts';

export function listSites(db: Db, companyId: number) {
  return db
    .selectFrom('sites')
    .select(['id', 'name', 'code'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findSite(db: Db | Tx, companyId: number, siteId: number) {
  return db
    .selectFrom('sites')
    .select(['id', 'name', 'code'])
    .where('company_id', '=', companyId)
    .where('id', '=', siteId)
    .executeTakeFirst();
}
