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
