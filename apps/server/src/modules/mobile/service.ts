import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { findUserEmployeeId } from './queries.ts';

export const NOT_AN_EMPLOYEE = 'This call is for the mobile app: your account is not linked to an employee.';

/** The employee behind a mobile account (users.employee_id, set by the invitation); 403 for web-only accounts. */
export async function callerEmployeeId(ctx: AppContext, auth: AuthContext | null): Promise<number> {
  const employeeId = auth && (await findUserEmployeeId(ctx.db, auth.companyId, auth.userId));
  if (!employeeId) throw new ForbiddenError(NOT_AN_EMPLOYEE);
  return employeeId;
}
