import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type {
  SubWeekApprovalPreviewRequest,
  WeekApprovalPreview,
  WeekApprovalPreviewRequest,
  WeekApprovalResult,
  WeekWorkforce,
} from '@portal/contracts/week-approval';
import { apiRequest } from '../../../lib/api-client.ts';
import { subTimesheetKeys, timesheetKeys } from './keys.ts';

/** The week and whose: the employees shown, or the sub-contractor companies or jobs shown. */
export type WeekApprovalScope = WeekApprovalPreviewRequest | SubWeekApprovalPreviewRequest;

/** Approve Week's two calls on each screen, and the keys of the screen its approval refreshes. */
const CALLS = {
  employees: {
    preview: '/api/v1/time-entry-week-approval-preview',
    approve: '/api/v1/time-entry-week-approval',
    keys: timesheetKeys.all,
  },
  subcontractors: {
    preview: '/api/v1/sub-contractor-punch-week-approval-preview',
    approve: '/api/v1/sub-contractor-punch-week-approval',
    keys: subTimesheetKeys.all,
  },
} as const;

/** What Approve Week would approve; under the screen's keys, so any change of entries refreshes it. */
export function weekApprovalPreviewQueryOptions(workforce: WeekWorkforce, body: WeekApprovalScope) {
  const calls = CALLS[workforce];
  return queryOptions({
    queryKey: [...calls.keys, 'week-approval', body],
    queryFn: () =>
      apiRequest<Envelope<WeekApprovalPreview>>(calls.preview, {
        method: 'POST',
        body,
      }),
    select: (res) => res.data,
    staleTime: 0,
  });
}

/**
 * Approves the confirmed entries. The screen's lists refresh afterwards without holding up the
 * answer: the dialog closes and says what was done as soon as the approval is in.
 */
export function useApproveWeek(workforce: WeekWorkforce) {
  const queryClient = useQueryClient();
  const calls = CALLS[workforce];
  return useSendMutation({
    mutationFn: (
      body: WeekApprovalScope & {
        time_entries: WeekApprovalPreview['entries'];
        approve_anyway?: boolean;
      },
    ) => apiRequest<Envelope<WeekApprovalResult>>(calls.approve, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calls.keys }),
  });
}
