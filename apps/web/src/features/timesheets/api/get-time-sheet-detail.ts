import { answer, api } from '../../../lib/api-client.ts';
import { detailPageQuery, type DetailScope } from './detail-pages.ts';

export interface DetailQuery extends DetailScope {
  /** The employee (by employee) or the job (by job). */
  id: number;
}

export const getTimeSheetDetail = (query: DetailQuery, offset: number) =>
  answer(api.GET('/api/v1/time-sheet-detail', { params: { query: detailPageQuery(query, offset) } }));
