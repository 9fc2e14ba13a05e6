import type { Db, Tx } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { assertOwnCompany } from '../../platform/company-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import * as q from './queries.ts';

/** The site options of the caller's company, by name (a company_code sent must be its own). */
export function siteOptions(ctx: AppContext, auth: AuthContext, companyCode: string | undefined) {
  assertOwnCompany(auth, companyCode);
  return q.listSites(ctx.db, auth.companyId);
}

/** One site of a company, or undefined: for the modules that take a site id (employees, reports). */
export function findSite(db: Db | Tx, companyId: number, siteId: number) {
  return q.findSite(db, companyId, siteId);
}
