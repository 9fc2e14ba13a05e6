import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { FilterKey, TimeEntryDetail } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import { timesheetKeys } from './keys.ts';

export const DETAIL_PAGE_SIZE = 10;

export interface DetailQuery {
  id: number;
  time_sheet_by: 1 | 2;
  start_date: string;
  end_date: string;
  location: number | 'all';
  filters: Partial<Record<FilterKey, boolean>>;
}

type DetailData = { entries: TimeEntryDetail[]; total: number };

export function getTimeSheetDetail(query: DetailQuery, offset: number): Promise<Envelope<DetailData>> {
  const { filters, ...rest } = query;
  const flags = Object.fromEntries(Object.entries(filters).filter(([, on]) => on));
  return apiRequest<Envelope<DetailData>>('/api/v1/time-sheet-detail', {
    query: { ...rest, ...flags, pageSizeLimit: DETAIL_PAGE_SIZE, offset },
  });
}

/** Pages of 10, the first at offset 0; the next page is asked for while the list scrolls. */
export function timeSheetDetailQueryOptions(query: DetailQuery) {
  return infiniteQueryOptions({
    queryKey: [...timesheetKeys.detail(), query],
    queryFn: ({ pageParam }) => getTimeSheetDetail(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.entries.length, 0);
      return loaded < last.data.total ? loaded : undefined;
    },
  });
}
