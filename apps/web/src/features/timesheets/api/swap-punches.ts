import type { Envelope } from '@portal/contracts';
import type { SubSwapRequest } from '@portal/contracts/subcontractor-timesheets';
import { apiRequest } from '../../../lib/api-client.ts';

export function swapPunches(body: SubSwapRequest): Promise<Envelope<null>> {
  return apiRequest('/api/v1/sub-contractor-punch-swap-update', { method: 'POST', body });
}
