import type { SubApprovalRequest } from '@portal/contracts/subcontractor-timesheets';
import { answer, api } from '../../../lib/api-client.ts';

export function approvePunches(body: SubApprovalRequest) {
  return answer(api.POST('/api/v1/sub-contractor-punch-approval-update', { body }));
}
