import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { ApprovalRequest } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import { timesheetKeys } from './keys.ts';

export function approveTimeEntries(body: ApprovalRequest): Promise<Envelope<{ approved: number }>> {
  return apiRequest('/api/v1/time-entry-approval-update', { method: 'POST', body });
}

export function useApproveTimeEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimeEntries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
