import { answer, api } from '../../../lib/api-client.ts';

export function deletePunches(timeIds: number[]) {
  return answer(api.POST('/api/v1/sub-contractor-punch-bulk-delete', { body: { time_ids: timeIds } }));
}
