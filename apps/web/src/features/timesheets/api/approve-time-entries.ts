import type { Envelope } from '@portal/contracts';
import type { ApprovalRequest } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';

export function approveTimeEntries(body: ApprovalRequest): Promise<Envelope<{ approved: number }>> {
  return apiRequest('/api/v1/time-entry-approval-update', { method: 'POST', body });
}
