import { answer, api } from '../../../lib/api-client.ts';

export function deleteTimeEntries(timeIds: number[]) {
  return answer(api.POST('/api/v1/time-entry-bulk-delete', { body: { time_ids: timeIds } }));
}
