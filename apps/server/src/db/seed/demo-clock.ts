import { randomUUID } from 'node:crypto';
import { localDateTimeToInstant } from '@portal/domain';
import type { PunchUpload } from '@portal/contracts/timesheets';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { loadPermissions } from '../../platform/auth-plugin.ts';
import type { Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';

/** What the demo's time seeds share: its six weeks, its time zone, punches as a phone makes them. */
export const WEEKS = 6;
export const TZ = 'America/New_York';

export function at(date: string, hhmm: string, offsetMinutes: number): string {
  const base = Date.parse(localDateTimeToInstant(`${date} ${hhmm}:00`, TZ));
  return new Date(base + offsetMinutes * 60_000).toISOString();
}

export function upload(
  employeeId: number,
  jobId: number,
  type: 'in' | 'out',
  when: string,
  position: { latitude: number; longitude: number },
  faceMatch: boolean,
): PunchUpload {
  return {
    client_id: randomUUID(),
    employee_id: employeeId,
    job_id: jobId,
    type,
    device_time: when,
    ...position,
    face_match: faceMatch,
  };
}

export async function actorFor(ctx: AppContext, email: string): Promise<{ auth: AuthContext; actor: Actor }> {
  const u = await ctx.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.company_id', 'u.name', 'u.role_id', 'r.name as role_name', 'c.code'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  const auth: AuthContext = {
    userId: u.id,
    companyId: u.company_id,
    companyCode: u.code,
    name: u.name,
    roleId: u.role_id,
    roleName: u.role_name,
    tokenId: 'seed',
    permissions: await loadPermissions(ctx.db, u.role_id),
  };
  return { auth, actor: { userId: u.id, companyId: u.company_id, name: u.name, ip: null } };
}
