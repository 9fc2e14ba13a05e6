import { answer, api } from '../../../lib/api-client.ts';
import { detailPageQuery, type DetailScope } from './detail-pages.ts';

export interface PunchDetailQuery extends DetailScope {
  job_id: number;
  company_id: number;
}

/** One sub-contractor company's entries on one job in the range, a page at a time. */
export const getPunchDetail = (query: PunchDetailQuery, offset: number) =>
  answer(
    api.GET('/api/v1/sub-contractor-punch-detail', { params: { query: detailPageQuery(query, offset) } }),
  );
