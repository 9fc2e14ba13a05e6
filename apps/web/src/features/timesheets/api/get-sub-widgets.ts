import type { Envelope } from '@portal/contracts';
import type { WidgetCounts } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

/** The week's counts of the sub-contractors' entries (the call also takes the company code). */
export function getSubWidgets(
  query: WeekSelection & { company_code: string },
): Promise<Envelope<WidgetCounts>> {
  return apiRequest<Envelope<WidgetCounts>>('/api/v1/sub-contractor-time-sheet-widgets', {
    query: { ...query },
  });
}
