import { queryOptions } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { filterFlags } from './detail-pages.ts';
import type { ListQuery } from './get-time-sheet-list.ts';
import { subTimesheetKeys } from './keys.ts';

export interface PunchSheetQuery extends ListQuery {
  /** The first-level row whose sub list this is (a company by sub contractor, a job by job). */
  id?: number;
}

function getPunchSheet({ filters, ...rest }: PunchSheetQuery) {
  const query = { ...rest, ...filterFlags(filters) };
  return answer(api.GET('/api/v1/sub-contractor-punch-sheet', { params: { query } }));
}

/** The first-level rows (no id), or the sub list of one of them. */
export function punchSheetQueryOptions(query: PunchSheetQuery) {
  return queryOptions({
    queryKey: [...subTimesheetKeys.sheet(), query],
    queryFn: () => getPunchSheet(query),
    select: (body) => body.data,
  });
}
