import { randomUUID } from 'node:crypto';
import { localDateTimeToInstant } from '@portal/domain';
import type { PunchUpload } from '@portal/contracts/timesheets';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { loadPermissions } from '../../platform/auth-plugin.ts';
import type { Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ingestPunches } from '../../modules/punches/service.ts';
import { approveEntries, type EntryScope } from '../../modules/timesheets/service.ts';
import { ofWorkforce } from '../live-entries.ts';
import type { seededRandom } from './random.ts';

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

/** Where a punch was taken: a few yards from the job, or about eight miles off (a GPS miss). */
export function positionNear(
  rnd: ReturnType<typeof seededRandom>,
  job: { latitude: number | null; longitude: number | null },
  gpsMiss: boolean,
) {
  return {
    latitude: (job.latitude ?? 40.7) + (gpsMiss ? 0.12 : (rnd.next() - 0.5) * 0.002),
    longitude: (job.longitude ?? -74.2) + (gpsMiss ? 0.12 : (rnd.next() - 0.5) * 0.002),
  };
}

/** A phone's queue through the ingestion path, as the app uploads it; the demo's punches all go in. */
export async function uploadQueue(
  ctx: AppContext,
  by: { auth: AuthContext; actor: Actor },
  queue: PunchUpload[],
): Promise<void> {
  const refused = (await ingestPunches(ctx, by.auth, by.actor, queue)).find((o) => !o.ok);
  if (refused) throw new Error(`The demo seed's punch ${refused.client_id} was refused`);
}

/** Payroll approves the workforce's un-approved entries of the days before `before`, 200 at a time. */
export async function approveBefore(
  ctx: AppContext,
  payroll: Actor,
  before: string,
  scope: EntryScope,
): Promise<void> {
  const older = await ctx.db
    .selectFrom('time_entries')
    .select(['id', 'version', 'clock_in_at'])
    .where('company_id', '=', payroll.companyId)
    .where('subcontractor_company_id', ofWorkforce(scope.workforce), null)
    .where('work_date', '<', before)
    .where('approved_status', '=', 'un-approved')
    .orderBy('id')
    .execute();
  for (let k = 0; k < older.length; k += 200) {
    await approveEntries(
      ctx,
      payroll,
      older
        .slice(k, k + 200)
        .map((e) => ({ id: e.id, version: e.version, clock_in_date_time: e.clock_in_at })),
      scope,
    );
  }
}
