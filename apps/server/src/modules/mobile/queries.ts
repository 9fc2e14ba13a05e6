import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

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

/** The employee behind a mobile account with their site and default photo (the face check's reference). */
export function employeeWithPhoto(db: Db, companyId: number, employeeId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('sites as s', 's.id', 'e.site_id')
    .select((eb) => [
      'e.id',
      'e.code',
      'e.first_name',
      'e.last_name',
      'e.site_id',
      's.name as site_name',
      defaultPhoto(eb),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
}

/** A Foreman's crew: the other active employees (not sub-contractor workers) of the site, by name. */
export function siteCrew(db: Db, companyId: number, siteId: number, exceptId: number) {
  return db
    .selectFrom('employees as e')
    .select((eb) => ['e.id', 'e.code', 'e.first_name', 'e.last_name', defaultPhoto(eb)])
    .where('e.company_id', '=', companyId)
    .where('e.site_id', '=', siteId)
    .where('e.id', '!=', exceptId)
    .where('e.is_active', '=', 1)
    .where('e.subcontractor_company_id', 'is', null)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
}

function defaultPhoto(eb: ExpressionBuilder<DB & { e: DB['employees'] }, 'e'>) {
  return eb
    .selectFrom('employee_images as i')
    .select('i.image_path')
    .whereRef('i.employee_id', '=', 'e.id')
    .where('i.is_default', '=', 1)
    .orderBy('i.id', 'desc')
    .limit(1)
    .as('photo_path');
}

/** The company's active jobs, by code, with their position. */
export function activeJobs(db: Db, companyId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'code', 'name', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', 1)
    .orderBy('code')
    .execute();
}
