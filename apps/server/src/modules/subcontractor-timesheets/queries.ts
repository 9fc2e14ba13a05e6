import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

/** The names of the company's sub-contractor companies, by id. */
export function subcontractorCompaniesByIds(db: Conn, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subcontractor_companies')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}
