import { apiRequest } from '../../../lib/api-client.ts';

export function deleteTimeEntries(timeIds: number[]): Promise<null> {
  return apiRequest('/api/v1/time-entry-bulk-delete', { method: 'POST', body: { time_ids: timeIds } });
}
