import type { Db, Tx } from '../../../db/database.ts';

/** The company's name and its payroll systems' ids, for the files' headers and names. */
export async function payrollIds(db: Db | Tx, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('settings as s', 's.company_id', 'c.id')
    .select([
      'c.name as company_name',
      's.adp_company_code',
      's.paychex_client_id',
      's.quickbooks_company_name',
      's.quickbooks_company_create_time',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
}
