import { EMPLOYEE_MSG } from '@portal/contracts/employees';
import type { AuthContext } from './auth-plugin.ts';
import { ForbiddenError } from './errors.ts';

/**
 * The web passes its company_code to the option and list calls. The caller's own company is the only
 * one it may name: every query is scoped by the token's company either way, so a different code is a
 * mistake or a probe and gets 403 rather than silently the caller's own data.
 */
export function assertOwnCompany(auth: AuthContext, companyCode: string | undefined): void {
  if (companyCode && companyCode.toLowerCase() !== auth.companyCode.toLowerCase()) {
    throw new ForbiddenError(EMPLOYEE_MSG.otherCompany);
  }
}
