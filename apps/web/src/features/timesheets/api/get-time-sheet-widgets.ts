import type { Envelope } from '@portal/contracts';
import type { WidgetCounts } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

export function getTimeSheetWidgets(query: WeekSelection): Promise<Envelope<WidgetCounts>> {
  return apiRequest<Envelope<WidgetCounts>>('/api/v1/time-sheet-widgets', { query: { ...query } });
}
