import type { AuthContext } from '../../platform/auth-plugin.ts';
import { assertOwnCompany } from '../../platform/company-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { listSites } from './queries.ts';

/** The site options of the caller's company, by name (a company_code sent must be its own). */
export function siteOptions(ctx: AppContext, auth: AuthContext, companyCode: string | undefined) {
  assertOwnCompany(auth, companyCode);
  return listSites(ctx.db, auth.companyId);
}

/** One site of a company, or undefined: for the modules that take a site id (employees, reports). */
export { findSite } from './queries.ts';
