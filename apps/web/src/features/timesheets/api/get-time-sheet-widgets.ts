import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { WidgetCounts } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';
import { timesheetKeys } from './keys.ts';

export function getTimeSheetWidgets(query: WeekSelection): Promise<Envelope<WidgetCounts>> {
  return apiRequest<Envelope<WidgetCounts>>('/api/v1/time-sheet-widgets', { query: { ...query } });
}

export function timeSheetWidgetsQueryOptions(query: WeekSelection) {
  return queryOptions({
    queryKey: [...timesheetKeys.widgets(), query],
    queryFn: () => getTimeSheetWidgets(query),
    select: (body) => body.data,
  });
}
