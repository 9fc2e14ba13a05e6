import { apiRequest } from '../../../lib/api-client.ts';

export function deletePunches(timeIds: number[]): Promise<null> {
  return apiRequest('/api/v1/sub-contractor-punch-bulk-delete', {
    method: 'POST',
    body: { time_ids: timeIds },
  });
}
