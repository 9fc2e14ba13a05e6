import type { Envelope } from '@portal/contracts';
import type { SwapRequest } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';

export function swapTimeEntries(body: SwapRequest): Promise<Envelope<null>> {
  return apiRequest('/api/v1/time-entry-swap-update', { method: 'POST', body });
}
