import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { mayPunchForSubcontractors } from '../punches/service.ts';
import { activeSubcontractorWorkers, findUserEmployeeId } from './queries.ts';

export const NOT_A_CREW_LEAD =
  'Only a foreman or a timesheet clerk clocks sub-contractor workers in and out.';
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
