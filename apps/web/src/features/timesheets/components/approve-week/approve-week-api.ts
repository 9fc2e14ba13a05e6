import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type {
  WeekApprovalPreview,
  WeekApprovalPreviewRequest,
  WeekApprovalRequest,
  WeekApprovalResult,
} from '@portal/contracts/week-approval';
import { apiRequest } from '../../../../lib/api-client.ts';
import { timesheetKeys } from '../../api/keys.ts';

/** What Approve Week would approve; under the screen's keys, so any change of entries refreshes it. */
export function weekApprovalPreviewQueryOptions(body: WeekApprovalPreviewRequest) {
  return queryOptions({
    queryKey: [...timesheetKeys.all, 'week-approval', body],
    queryFn: () =>
      apiRequest<Envelope<WeekApprovalPreview>>('/api/v1/time-entry-week-approval-preview', {
        method: 'POST',
        body,
      }),
    select: (res) => res.data,
    staleTime: 0,
  });
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeekApprovalRequest) =>
      apiRequest<Envelope<WeekApprovalResult>>('/api/v1/time-entry-week-approval', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
