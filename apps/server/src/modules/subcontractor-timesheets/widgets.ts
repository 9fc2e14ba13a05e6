import type { SubWidgetsQuery } from '@portal/contracts/subcontractor-timesheets';
import type { WidgetCounts } from '@portal/contracts/timesheets';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { timeSheetWidgets } from '../timesheets/service.ts';

/** The widget counts of the sub-contractor entries; a company code, when sent, must be the caller's. */
export function subcontractorWidgets(
  ctx: AppContext,
  cache: RevisionCache<WidgetCounts>,
  auth: AuthContext,
  query: SubWidgetsQuery,
  revision: string,
): Promise<WidgetCounts> {
  if (query.company_code && query.company_code !== auth.companyCode)
    throw new NotFoundError(`Company ${query.company_code} was not found.`);
  return timeSheetWidgets(ctx, cache, auth.companyId, query, 'subcontractors', revision);
}
