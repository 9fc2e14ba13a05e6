import type { Db, Tx } from '../database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { permissionRows, STANDARD_ROLES } from './roles.ts';

/** Small inserts shared by the demo seed and the test factories. */

type Conn = Db | Tx;

/** @internal The benchmark's company has these settings. */
export const DEFAULT_COMPANY_SETTINGS = {
  time_zone: 'America/New_York',
  night_shift_check_time: '18:00:00',
  break_time: '00:30:00',
  break_time_shift_length: '06:00:00',
  default_job_start_time: '07:00:00',
  default_job_stop_time: '15:30:00',
  next_day_clock_out_rounding_time: '08:00:00',
  before_clock_in_rounding: '00:07:00',
  after_clock_in_rounding: '00:07:00',
  before_clock_out_rounding: '00:07:00',
  after_clock_out_rounding: '00:07:00',
  double_clock_in_clock_out_window: '00:01:00',
  time_entry_split_threshold: '15:00:00',
  time_entry_length_threshold: '12:00:00',
  gps_distance_threshold: 3.0,
  regular_time: '40:00:00',
  smtp_port: 587,
  star_builder_schedule: '12:00PM, 07:00PM',
};

export async function insertCompany(db: Conn, c: { code: string; name: string; at: string }) {
  const company = await db
    .insertInto('companies')
    .values({ code: c.code, name: c.name, created_at: c.at, updated_at: c.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('settings')
    .values({
      company_id: company.id,
      ...DEFAULT_COMPANY_SETTINGS,
      cmic_companycode: c.code,
      created_at: c.at,
      updated_at: c.at,
    })
    .execute();
  const roles: Record<string, number> = {};
  for (const r of STANDARD_ROLES) {
    const role = await db
      .insertInto('roles')
      .values({
        company_id: company.id,
        name: r.name,
        is_mobile: r.isMobile ? 1 : 0,
        created_at: c.at,
        updated_at: c.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roles[r.name] = role.id;
    const rows = permissionRows(r.grants).map((p) => ({ company_id: company.id, role_id: role.id, ...p }));
    if (rows.length) await db.insertInto('role_permissions').values(rows).execute();
  }
  return { id: company.id, code: c.code, roles };
}

export async function insertUser(
  db: Conn,
  u: {
    companyId: number;
    roleId: number;
    name: string;
    email: string;
    password: string;
    /** The password's hash, when one was made already (many users of one password: tests, the demo). */
    passwordHash?: string;
    at: string;
    phone?: string | null;
    isActive?: boolean;
  },
) {
  const row = await db
    .insertInto('users')
    .values({
      company_id: u.companyId,
      role_id: u.roleId,
      name: u.name,
      email: u.email,
      phone_number: u.phone ?? null,
      password_hash: u.passwordHash ?? (await hashPassword(u.password)),
      is_active: u.isActive === false ? 0 : 1,
      created_at: u.at,
      updated_at: u.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
