import type { Db } from '../../../db/database.ts';

/** The seeded demo company's records that came from CMiC and Star Builder, in the order they were made. */
export async function seededSourceRecords(db: Db) {
  const employees = await db
    .selectFrom('employees')
    .select(['external_id', 'code', 'first_name', 'last_name', 'is_active'])
    .where('external_source', '=', 'cmic')
    .orderBy('id')
    .execute();
  const jobs = await db
    .selectFrom('jobs')
    .select([
      'external_id',
      'external_source',
      'code',
      'name',
      'pm_code',
      'latitude',
      'longitude',
      'is_active',
    ])
    .orderBy('id')
    .execute();
  const companies = await db.selectFrom('subcontractor_companies').selectAll().orderBy('id').execute();
  return { employees, jobs, companies };
}
