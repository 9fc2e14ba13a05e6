import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { PayPeriodReopenRequest } from '@portal/contracts/pay-periods';
import { answer, api } from '../../../lib/api-client.ts';
import { subTimesheetKeys, timesheetKeys } from './keys.ts';

const payPeriodKeys = { all: ['pay-periods'] as const };

/** Whether the week is closed for payroll, and its late punches. */
export function payPeriodQueryOptions(start: string) {
  return queryOptions({
    queryKey: [...payPeriodKeys.all, start],
    queryFn: () => answer(api.GET('/api/v1/pay-periods', { params: { query: { start_date: start } } })),
    select: (res) => res.data,
  });
}

/** A close or reopen changes what both timesheet screens may do, and a reopen applies late punches. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [payPeriodKeys.all, timesheetKeys.all, subTimesheetKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useClosePayPeriod() {
  const refresh = useRefreshAfter();
  return useSendMutation({
    mutationFn: (start: string) =>
      answer(api.POST('/api/v1/pay-period-close', { body: { start_date: start } })),
    onSuccess: refresh,
  });
}

export function useReopenPayPeriod() {
  const refresh = useRefreshAfter();
  return useSendMutation({
    mutationFn: (body: PayPeriodReopenRequest) => answer(api.POST('/api/v1/pay-period-reopen', { body })),
    onSuccess: refresh,
  });
}
