import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db/schema.ts';
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
