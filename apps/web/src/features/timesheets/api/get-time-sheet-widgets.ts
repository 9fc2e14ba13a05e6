import { answer, api } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

export function getTimeSheetWidgets(query: WeekSelection) {
  return answer(api.GET('/api/v1/time-sheet-widgets', { params: { query } }));
}
