import type { SwapRequest } from '@portal/contracts/timesheets';
import { answer, api } from '../../../lib/api-client.ts';

export function swapTimeEntries(body: SwapRequest) {
  return answer(api.POST('/api/v1/time-entry-swap-update', { body }));
}
