import type { AuthContext } from '../../platform/auth-plugin.ts';
import { assertOwnCompany } from '../../platform/company-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { listRoles, listUsers } from './queries.ts';

/** The caller's company's web and mobile accounts, by name (a company_code sent must be its own). */
export function userOptions(
  ctx: AppContext,
  auth: AuthContext,
  query: { company_code?: string; is_active?: number },
) {
  assertOwnCompany(auth, query.company_code);
  return listUsers(ctx.db, auth.companyId, query.is_active);
}

/** The caller's company's roles, by name. */
export function roleOptions(ctx: AppContext, auth: AuthContext, companyCode: string | undefined) {
  assertOwnCompany(auth, companyCode);
  return listRoles(ctx.db, auth.companyId);
}
