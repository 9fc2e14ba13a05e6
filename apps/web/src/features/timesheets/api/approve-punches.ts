import type { Envelope } from '@portal/contracts';
import type { SubApprovalRequest } from '@portal/contracts/subcontractor-timesheets';
import { apiRequest } from '../../../lib/api-client.ts';

export function approvePunches(body: SubApprovalRequest): Promise<Envelope<unknown>> {
  return apiRequest('/api/v1/sub-contractor-punch-approval-update', { method: 'POST', body });
}
