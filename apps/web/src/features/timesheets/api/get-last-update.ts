import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The newest manual entry added by someone else since `since` (ISO), or null. */
export function getLastUpdate(since: string): Promise<Envelope<{ last_update: string | null }>> {
  return apiRequest('/api/v1/time-entries-last-update', { query: { since } });
}
