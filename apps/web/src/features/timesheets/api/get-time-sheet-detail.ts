import type { TimeEntryDetail } from '@portal/contracts/timesheets';
import { getDetailPage, type DetailScope } from './detail-pages.ts';

export interface DetailQuery extends DetailScope {
  /** The employee (by employee) or the job (by job). */
  id: number;
}

export const getTimeSheetDetail = (query: DetailQuery, offset: number) =>
  getDetailPage<TimeEntryDetail>('/api/v1/time-sheet-detail', { ...query }, offset);
