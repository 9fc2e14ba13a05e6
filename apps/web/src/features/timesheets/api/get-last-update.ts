import { answer, api } from '../../../lib/api-client.ts';

/** The newest manual entry added by someone else since `since` (ISO), or null. */
export function getLastUpdate(since: string) {
  return answer(api.GET('/api/v1/time-entries-last-update', { params: { query: { since } } }));
}
