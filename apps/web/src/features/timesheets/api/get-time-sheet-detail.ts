import type { Envelope } from '@portal/contracts';
import type { FilterKey, TimeEntryDetail } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import { DETAIL_PAGE_SIZE } from './detail-pages.ts';

export interface DetailQuery {
  id: number;
  time_sheet_by: 1 | 2;
  start_date: string;
  end_date: string;
  location: number | 'all';
  filters: Partial<Record<FilterKey, boolean>>;
}

type DetailData = { entries: TimeEntryDetail[]; total: number };

/** Flags that are on, as the calls take them (true ones only). */
export const filterFlags = (filters: Partial<Record<FilterKey, boolean>>) =>
  Object.fromEntries(Object.entries(filters).filter(([, on]) => on));

export function getTimeSheetDetail(query: DetailQuery, offset: number): Promise<Envelope<DetailData>> {
  const { filters, ...rest } = query;
  return apiRequest<Envelope<DetailData>>('/api/v1/time-sheet-detail', {
    query: { ...rest, ...filterFlags(filters), pageSizeLimit: DETAIL_PAGE_SIZE, offset },
  });
}
