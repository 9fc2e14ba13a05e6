import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WeekSelection } from './get-time-sheet-list.ts';

export function exportTimeSheet(week: WeekSelection): Promise<Envelope<{ data: string; file_name: string }>> {
  return apiRequest('/api/v1/time-export-txt', {
    query: { start_date: week.start_date, end_date: week.end_date, site_id: week.location },
  });
}

export function useExportTimeSheet() {
  return useMutation({ mutationFn: exportTimeSheet });
}
