import type { ApprovalRequest } from '@portal/contracts/timesheets';
import { answer, api } from '../../../lib/api-client.ts';

export function approveTimeEntries(body: ApprovalRequest) {
  return answer(api.POST('/api/v1/time-entry-approval-update', { body }));
}
