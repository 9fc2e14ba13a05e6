import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type {
  SubWeekApprovalPreviewRequest,
  WeekApprovalPreview,
  WeekApprovalPreviewRequest,
  WeekWorkforce,
} from '@portal/contracts/week-approval';
import { answer, api } from '../../../lib/api-client.ts';
import { subTimesheetKeys, timesheetKeys } from './keys.ts';

/** The week and whose: the employees shown, or the sub-contractor companies or jobs shown. */
export type WeekApprovalScope = WeekApprovalPreviewRequest | SubWeekApprovalPreviewRequest;

type WeekApprovalRequest = WeekApprovalScope & {
  time_entries: WeekApprovalPreview['entries'];
  approve_anyway?: boolean;
};

/** The keys of the screen an approval refreshes. */
const KEYS = { employees: timesheetKeys.all, subcontractors: subTimesheetKeys.all } as const;

// Each screen's scope has its own call: the employees' (emp_ids) or the sub-contractors' (ids).
function previewWeekApproval(body: WeekApprovalScope) {
  return 'emp_ids' in body
    ? answer(api.POST('/api/v1/time-entry-week-approval-preview', { body }))
    : answer(api.POST('/api/v1/sub-contractor-punch-week-approval-preview', { body }));
}

function approveWeek(body: WeekApprovalRequest) {
  return 'emp_ids' in body
    ? answer(api.POST('/api/v1/time-entry-week-approval', { body }))
    : answer(api.POST('/api/v1/sub-contractor-punch-week-approval', { body }));
}

/** What Approve Week would approve; under the screen's keys, so any change of entries refreshes it. */
export function weekApprovalPreviewQueryOptions(workforce: WeekWorkforce, body: WeekApprovalScope) {
  return queryOptions({
    queryKey: [...KEYS[workforce], 'week-approval', body],
    queryFn: () => previewWeekApproval(body),
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
  return useSendMutation({
    mutationFn: approveWeek,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEYS[workforce] }),
  });
}
