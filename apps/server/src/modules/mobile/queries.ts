import type { Db } from '../../db/database.ts';

export async function findUserEmployeeId(db: Db, companyId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.employee_id ?? null;
}

/** The active workers of the company's active sub-contractor companies, by company and name. */
export function activeSubcontractorWorkers(db: Db, companyId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('subcontractor_companies as s', 's.id', 'e.subcontractor_company_id')
    .select([
      'e.id',
      'e.code',
      'e.first_name',
      'e.last_name',
      's.id as subcontractor_company_id',
      's.name as company_name',
    ])
    .where('e.company_id', '=', companyId)
    .where('s.company_id', '=', companyId)
    .where('e.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .orderBy('s.name')
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
}
