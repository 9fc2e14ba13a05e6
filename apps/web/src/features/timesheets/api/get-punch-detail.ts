import type { Envelope } from '@portal/contracts';
import type { SubcontractorEntryDetail } from '@portal/contracts/subcontractor-timesheets';
import type { FilterKey } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import { DETAIL_PAGE_SIZE } from './detail-pages.ts';
import { filterFlags } from './get-time-sheet-detail.ts';

export interface PunchDetailQuery {
  job_id: number;
  company_id: number;
  time_sheet_by: 1 | 2;
  start_date: string;
  end_date: string;
  location: number | 'all';
  filters: Partial<Record<FilterKey, boolean>>;
}

type PunchDetailData = { entries: SubcontractorEntryDetail[]; total: number };

/** One sub-contractor company's entries on one job in the range, a page at a time. */
export function getPunchDetail(query: PunchDetailQuery, offset: number): Promise<Envelope<PunchDetailData>> {
  const { filters, ...rest } = query;
  return apiRequest<Envelope<PunchDetailData>>('/api/v1/sub-contractor-punch-detail', {
    query: { ...rest, ...filterFlags(filters), pageSizeLimit: DETAIL_PAGE_SIZE, offset },
  });
}
