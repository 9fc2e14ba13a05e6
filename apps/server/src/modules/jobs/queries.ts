import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

const COLUMNS = [
  'id',
  'code',
  'name',
  'is_active',
  'pm_code',
  'latitude',
  'longitude',
  'default_job_start_time',
  'default_job_end_time',
  'job_areas',
  'job_positions_tasks',
  'site_id',
  'customer_name',
] as const;

/** Every job of the company, deactivated ones too. */
export function listJobs(db: Conn, companyId: number) {
  return db.selectFrom('jobs').select(COLUMNS).where('company_id', '=', companyId).execute();
}

export function findJob(db: Conn, companyId: number, id: number) {
  return db
    .selectFrom('jobs')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setTimings(
  db: Conn,
  companyId: number,
  id: number,
  times: { default_job_start_time: string; default_job_end_time: string },
  at: string,
) {
  await db
    .updateTable('jobs')
    .set({ ...times, updated_at: at })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function setCustomer(
  db: Conn,
  companyId: number,
  id: number,
  customerName: string | null,
  at: string,
) {
  await db
    .updateTable('jobs')
    .set({ customer_name: customerName, updated_at: at })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
