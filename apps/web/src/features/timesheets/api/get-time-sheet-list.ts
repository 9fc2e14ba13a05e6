import { queryOptions } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import type { Filters } from '../filters.ts';
import { filterFlags } from './detail-pages.ts';
import { timesheetKeys } from './keys.ts';

export interface WeekSelection {
  start_date: string;
  end_date: string;
  /** A site id or 'all'. */
  location: number | 'all';
}

export interface ListQuery extends WeekSelection {
  time_sheet_by: 1 | 2;
  /** The server keeps only the rows with an entry that matches them. */
  filters: Filters;
}

function getTimeSheetList({ filters, ...rest }: ListQuery) {
  const query = { ...rest, ...filterFlags(filters) };
  return answer(api.GET('/api/v1/time-sheet-list', { params: { query } }));
}

export function timeSheetListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: [...timesheetKeys.list(), query],
    queryFn: () => getTimeSheetList(query),
    select: (body) => body.data,
  });
}
