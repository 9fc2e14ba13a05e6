import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import type { FieldProfile, MyWeek } from '@portal/contracts/field-app';
import { addDays, localDate, weekOfDate } from '@portal/domain';
import { mayPunchForSubcontractors } from '../punches/service.ts';
import { loadSettings } from '../settings/service.ts';
import { employeeEntries } from '../timesheets/service.ts';
import {
  activeJobs,
  activeSubcontractorWorkers,
  employeeWithPhoto,
  findUserEmployeeId,
  siteCrew,
} from './queries.ts';

/** @internal The API tests compare the refusal with it. */
export const NOT_A_CREW_LEAD =
  'Only a foreman or a timesheet clerk clocks sub-contractor workers in and out.';
/** @internal The API tests compare the refusal with it. */
export const NOT_AN_EMPLOYEE = 'This call is for the mobile app: your account is not linked to an employee.';

/** The employee behind a mobile account (users.employee_id, set by the invitation); 403 for web-only accounts. */
export async function callerEmployeeId(ctx: AppContext, auth: AuthContext | null): Promise<number> {
  const employeeId = auth && (await findUserEmployeeId(ctx.db, auth.companyId, auth.userId));
  if (!employeeId) throw new ForbiddenError(NOT_AN_EMPLOYEE);
  return employeeId;
}

/** The sub-contractor workers the caller may clock in and out (403 for anyone else). */
export function subcontractorWorkers(ctx: AppContext, auth: AuthContext) {
  if (!mayPunchForSubcontractors(auth)) throw new ForbiddenError(NOT_A_CREW_LEAD);
  return activeSubcontractorWorkers(ctx.db, auth.companyId);
}

/** Who is signed in to the field app: their employee, reference photo, time zone and (a Foreman's) crew. */
export async function fieldProfile(ctx: AppContext, auth: AuthContext | null): Promise<FieldProfile> {
  const employeeId = await callerEmployeeId(ctx, auth);
  const { companyId, roleName } = auth!;
  const [me, settings] = await Promise.all([
    employeeWithPhoto(ctx.db, companyId, employeeId),
    loadSettings(ctx.db, companyId),
  ]);
  if (!me) throw new ForbiddenError(NOT_AN_EMPLOYEE);
  const crew =
    roleName === 'Foreman' && me.site_id !== null ? await siteCrew(ctx.db, companyId, me.site_id, me.id) : [];
  const withPhoto = <T extends { photo_path: string | null }>({ photo_path, ...rest }: T) => ({
    ...rest,
    reference_photo: ctx.files.signedUrl(photo_path),
  });
  return {
    employee: withPhoto(me),
    role: roleName,
    time_zone: settings.time_zone,
    server_time: ctx.now().toISOString(),
    crew: crew.map(withPhoto),
  };
}

/** The jobs a field user clocks in on: the company's active jobs with their positions. */
export const fieldJobs = (ctx: AppContext, auth: AuthContext) => activeJobs(ctx.db, auth.companyId);

/**
 * The signed-in employee's own week (the one holding `date`, else today in the company's time zone):
 * the entries and their hours exactly as the Employee Timesheets detail and grid show them.
 */
export async function myWeek(ctx: AppContext, auth: AuthContext | null, date?: string): Promise<MyWeek> {
  const employeeId = await callerEmployeeId(ctx, auth);
  const { companyId } = auth!;
  const { time_zone } = await loadSettings(ctx.db, companyId);
  const week = weekOfDate(date ?? localDate(ctx.now().toISOString(), time_zone));
  const entries = await employeeEntries(ctx, companyId, employeeId, week);
  const hundredths = (h: number) => Math.round(h * 100);
  const sum = (list: typeof entries, pick: (e: (typeof entries)[number]) => number) =>
    list.reduce((n, e) => n + hundredths(pick(e)), 0) / 100;
  const approved = (list: typeof entries) =>
    list.length > 0 && list.every((e) => e.approved_status !== 'un-approved');
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(week.start, i);
    const ofDay = entries.filter((e) => e.date === day);
    return { date: day, hours: sum(ofDay, (e) => e.total), approved: approved(ofDay) };
  });
  return {
    week_start: week.start,
    week_end: week.end,
    days,
    total: sum(entries, (e) => e.total),
    regular_time: sum(entries, (e) => e.regular_time),
    over_time: sum(entries, (e) => e.over_time),
    double_time: sum(entries, (e) => e.double_time),
    approved: approved(entries),
    entries: entries.map((e) => ({
      id: e.id,
      date: e.date,
      job_code: e.job_code,
      job_name: e.job_name,
      clock_in_date_time: e.clock_in_date_time,
      clock_out_date_time: e.clock_out_date_time,
      total: e.total,
      regular_time: e.regular_time,
      over_time: e.over_time,
      double_time: e.double_time,
      approved_status: e.approved_status,
    })),
  };
}
