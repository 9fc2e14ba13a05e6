import { sql, type Kysely } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { SyncRequestsTable } from '../../db/schema.ts';
import type { CompanyRow, EmployeeRow, JobRow, Plan, Update } from './plan.ts';

type Conn = Db | Tx;
export type PartColumns = Pick<
  SyncRequestsTable,
  | 'active_emp_status'
  | 'active_emp'
  | 'in_active_emp_status'
  | 'in_active_emp'
  | 'job_status'
  | 'job'
  | 'sub_company_status'
  | 'sub_company'
>;

export function loadEmployees(db: Conn, companyId: number): Promise<EmployeeRow[]> {
  return db
    .selectFrom('employees')
    .select([
      'id',
      'code',
      'first_name',
      'last_name',
      'is_active',
      'external_source',
      'external_id',
      'subcontractor_company_id',
    ])
    .where('company_id', '=', companyId)
    .execute();
}

export function loadJobs(db: Conn, companyId: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'code',
      'name',
      'pm_code',
      'latitude',
      'longitude',
      'is_active',
      'external_source',
      'external_id',
    ])
    .where('company_id', '=', companyId)
    .execute();
}

export function loadCompanies(db: Conn, companyId: number): Promise<CompanyRow[]> {
  return db
    .selectFrom('subcontractor_companies')
    .select(['id', 'name', 'is_active', 'external_id'])
    .where('company_id', '=', companyId)
    .execute();
}

export async function fieldUserRole(db: Conn, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', 'Field User')
    .executeTakeFirst();
  return row?.id ?? null;
}

type SyncedTable = 'employees' | 'jobs' | 'subcontractor_companies';
const CHUNK = 500;

/**
 * Writes a plan: inserts in chunks, then each update with only its changed fields. `extra` goes into
 * every inserted row and every update (company, stamps). The table is chosen at run time, so the
 * builder is untyped here; the plan's row types keep the columns right.
 */
export async function applyPlan<R>(
  tx: Tx,
  table: SyncedTable,
  companyId: number,
  plan: Pick<Plan<R>, 'inserts' | 'updates'>,
  inserted: Record<string, unknown>,
  updated: Record<string, unknown>,
): Promise<void> {
  const db = tx as unknown as Kysely<Record<SyncedTable, Record<string, unknown>>>;
  for (let i = 0; i < plan.inserts.length; i += CHUNK) {
    const rows = plan.inserts
      .slice(i, i + CHUNK)
      .map((r) => ({ ...inserted, ...r.values, company_id: companyId }));
    await db.insertInto(table).values(rows).execute();
  }
  for (const u of plan.updates as Update<R>[]) {
    await db
      .updateTable(table)
      .set({ ...updated, ...u.set })
      .where('id', '=', u.id)
      .where('company_id', '=', companyId)
      .execute();
  }
}

/** A new running request, or null when the company already has one (the database allows one). */
export async function insertRequest(
  db: Conn,
  v: { companyId: number; syncType: number; requestedBy: number | null; at: string },
): Promise<number | null> {
  try {
    const row = await db
      .insertInto('sync_requests')
      .values({
        company_id: v.companyId,
        sync_type: v.syncType,
        requested_time: v.at,
        requested_by: v.requestedBy,
        request_status: 1,
        heartbeat_at: v.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function setPart(db: Conn, id: number, part: Partial<PartColumns>, at: string): Promise<void> {
  await db
    .updateTable('sync_requests')
    .set({ ...part, heartbeat_at: at })
    .where('id', '=', id)
    .execute();
}

export async function heartbeat(db: Conn, id: number, at: string): Promise<void> {
  await db.updateTable('sync_requests').set({ heartbeat_at: at }).where('id', '=', id).execute();
}

/** Completes a request: parts that never ran are Failed, and the reasons are kept by part. */
export async function completeRequests(
  db: Conn,
  where: { id: number } | { heartbeatBefore: string; companyId?: number },
  error: string | null,
  at: string,
): Promise<number> {
  let q = db
    .updateTable('sync_requests')
    .set((eb) => ({
      request_status: 2,
      sync_completed_on: at,
      heartbeat_at: at,
      active_emp_status: eb.fn.coalesce('active_emp_status', sql.lit(0)),
      in_active_emp_status: eb.fn.coalesce('in_active_emp_status', sql.lit(0)),
      job_status: eb.fn.coalesce('job_status', sql.lit(0)),
      sub_company_status: eb.fn.coalesce('sub_company_status', sql.lit(0)),
      error: eb.fn.coalesce('error', sql.val(error)),
    }))
    .where('request_status', '=', 1);
  if ('id' in where) q = q.where('id', '=', where.id);
  else {
    q = q.where('heartbeat_at', '<', where.heartbeatBefore);
    if (where.companyId !== undefined) q = q.where('company_id', '=', where.companyId);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setErrors(db: Conn, id: number, error: string | null): Promise<void> {
  await db.updateTable('sync_requests').set({ error }).where('id', '=', id).execute();
}

/** Requests with the codes the status shows beside them. */
function requests(db: Conn) {
  return db
    .selectFrom('sync_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .innerJoin('settings as s', 's.company_id', 'r.company_id')
    .selectAll('r')
    .select(['c.code as company_code', 's.cmic_companycode']);
}

export function latestRequest(db: Conn, companyId: number) {
  return requests(db)
    .where('r.company_id', '=', companyId)
    .orderBy('r.requested_time', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
}

export function requestById(db: Conn, id: number) {
  return requests(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

export async function lastAutoRequestedAt(db: Conn, companyId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('sync_requests')
    .select((eb) => eb.fn.max('requested_time').as('at'))
    .where('company_id', '=', companyId)
    .where('sync_type', '=', 1)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export function syncSettings(db: Conn, companyId?: number) {
  let q = db
    .selectFrom('settings')
    .select(['company_id', 'time_zone', 'star_builder_schedule', 'cmic_companycode']);
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  return q.execute();
}

export async function setLastSynced(db: Conn, companyId: number, at: string): Promise<void> {
  await db
    .updateTable('settings')
    .set({ star_builder_last_synced: at })
    .where('company_id', '=', companyId)
    .execute();
}
