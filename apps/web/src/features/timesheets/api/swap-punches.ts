import type { SubSwapRequest } from '@portal/contracts/subcontractor-timesheets';
import { answer, api } from '../../../lib/api-client.ts';

export function swapPunches(body: SubSwapRequest) {
  return answer(api.POST('/api/v1/sub-contractor-punch-swap-update', { body }));
}
