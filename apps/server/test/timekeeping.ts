import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db/schema.ts';
import { storeCompanyPayFigures, storePayFigures } from '../src/modules/pay-figures/service.ts';
import { bearer } from './factories.ts';

/** Fixtures for the time-keeping tests: sites, jobs, employees, and punches through the real API. */

let n = 0;
const at = () => new Date().toISOString();

export async function createSite(db: Kysely<DB>, companyId: number, name = `Site ${++n}`) {
  const row = await db
    .insertInto('sites')
    .values({ company_id: companyId, code: `S${++n}`, name, created_at: at(), updated_at: at() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createJob(
  db: Kysely<DB>,
  companyId: number,
  overrides: Partial<{
    code: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
    site_id: number | null;
    default_job_start_time: string;
    default_job_end_time: string;
    customer_name: string | null;
  }> = {},
) {
  const k = ++n;
  const row = await db
    .insertInto('jobs')
    .values({
      company_id: companyId,
      code: overrides.code ?? `J-${k}`,
      name: overrides.name ?? `Job ${k}`,
      latitude: overrides.latitude === undefined ? 40.7357 : overrides.latitude,
      longitude: overrides.longitude === undefined ? -74.1724 : overrides.longitude,
      default_job_start_time: overrides.default_job_start_time ?? '07:00:00',
      default_job_end_time: overrides.default_job_end_time ?? '15:30:00',
      site_id: overrides.site_id ?? null,
      customer_name: overrides.customer_name ?? null,
      created_at: at(),
      updated_at: at(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createEmployee(
  db: Kysely<DB>,
  companyId: number,
  overrides: Partial<{
    code: string;
    first_name: string;
    last_name: string;
    site_id: number | null;
    shift: number;
    is_active: number;
    subcontractor_company_id: number | null;
  }> = {},
) {
  const k = ++n;
  const row = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      code: overrides.code ?? `E${1000 + k}`,
      first_name: overrides.first_name ?? 'Pat',
      last_name: overrides.last_name ?? `Worker${k}`,
      site_id: overrides.site_id ?? null,
      shift: overrides.shift ?? 1,
      is_active: overrides.is_active ?? 1,
      subcontractor_company_id: overrides.subcontractor_company_id ?? null,
      created_at: at(),
      updated_at: at(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PunchInput {
  employee_id: number;
  job_id: number;
  type: 'in' | 'out';
  device_time: string;
  latitude?: number | null;
  longitude?: number | null;
  face_match?: boolean | null;
  photo?: string | null;
  client_id?: string;
  no_photo_reason?: string | null;
  no_location_reason?: string | null;
}

export function punch(app: FastifyInstance, token: string, p: PunchInput) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/punches',
    headers: bearer(token),
    payload: { client_id: randomUUID(), latitude: 40.7357, longitude: -74.1724, face_match: true, ...p },
  });
}

/** A clock-in and clock-out through the API; returns the time entry id. */
export async function shift(
  app: FastifyInstance,
  token: string,
  employee_id: number,
  job_id: number,
  from: string,
  to: string,
) {
  const a = await punch(app, token, { employee_id, job_id, type: 'in', device_time: from });
  if (a.statusCode !== 200) throw new Error(a.body);
  const b = await punch(app, token, { employee_id, job_id, type: 'out', device_time: to });
  if (b.statusCode !== 200) throw new Error(b.body);
  return b.json().data.time_entry_id as number;
}

/** A sub-contractor company of the company. */
export async function createSubcontractorCompany(
  db: Kysely<DB>,
  companyId: number,
  overrides: Partial<{ name: string; is_active: number }> = {},
) {
  const row = await db
    .insertInto('subcontractor_companies')
    .values({
      company_id: companyId,
      name: overrides.name ?? `Sub ${++n}`,
      is_active: overrides.is_active ?? 1,
      created_at: at(),
      updated_at: at(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A worker of a sub-contractor company: an employee of that kind (docs/decisions/004). */
export function createSubcontractorWorker(
  db: Kysely<DB>,
  companyId: number,
  subcontractorCompanyId: number,
  overrides: Partial<{ code: string; first_name: string; last_name: string; is_active: number }> = {},
) {
  return createEmployee(db, companyId, { ...overrides, subcontractor_company_id: subcontractorCompanyId });
}

/**
 * A MANUAL entry written straight to the table: the API gives sub-contractor workers none, so this is
 * how a test gets one (say, from before decision 004).
 */
export async function insertManualEntry(
  db: Kysely<DB>,
  e: {
    companyId: number;
    employeeId: number;
    jobId: number;
    subcontractorCompanyId: number | null;
    clockIn: string;
    clockOut: string;
    workDate: string;
  },
) {
  const minutes = (Date.parse(e.clockOut) - Date.parse(e.clockIn)) / 60_000;
  const row = await db
    .insertInto('time_entries')
    .values({
      company_id: e.companyId,
      employee_id: e.employeeId,
      job_id: e.jobId,
      subcontractor_company_id: e.subcontractorCompanyId,
      punch_in_id: null,
      punch_out_id: null,
      source: 'MANUAL',
      work_date: e.workDate,
      clock_in_at: e.clockIn,
      clock_out_at: e.clockOut,
      org_clock_in_at: e.clockIn,
      org_clock_out_at: e.clockOut,
      original_clock_in_at: e.clockIn,
      original_clock_out_at: e.clockOut,
      minutes,
      notes: 'app holder failed to clock employee',
      edit_source: 'web',
      modified_by: null,
      approved_by: null,
      approved_at: null,
      deleted_at: null,
      field_notes: null,
      adjustment_notes: null,
      field_notes_at: null,
      created_at: at(),
      updated_at: at(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeEntryFigures(db, e.companyId, e.employeeId, e.workDate);
  return row.id;
}

/**
 * Stores the pay figures of the company's entries after a test wrote entries straight to the table
 * (every service stores them with its write).
 */
export const storeFigures = (db: Kysely<DB>, companyId: number) => storeCompanyPayFigures(db, companyId);

/** storeFigures for one employee's entry written straight to the table: its weeks only. */
export const storeEntryFigures = (db: Kysely<DB>, companyId: number, employeeId: number, workDate: string) =>
  storePayFigures(db, companyId, [{ employee_id: employeeId, work_date: workDate }]);
