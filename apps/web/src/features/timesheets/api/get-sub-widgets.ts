import { answer, api } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

/** The week's counts of the sub-contractors' entries (the call also takes the company code). */
export function getSubWidgets(query: WeekSelection & { company_code: string }) {
  return answer(api.GET('/api/v1/sub-contractor-time-sheet-widgets', { params: { query } }));
}
