import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { PayPeriodReopenRequest, PayPeriodStatus } from '@portal/contracts/pay-periods';
import { apiRequest } from '../../../lib/api-client.ts';
import { subTimesheetKeys, timesheetKeys } from './keys.ts';

const payPeriodKeys = { all: ['pay-periods'] as const };

/** Whether the week is closed for payroll, and its late punches. */
export function payPeriodQueryOptions(start: string) {
  return queryOptions({
    queryKey: [...payPeriodKeys.all, start],
    queryFn: () =>
      apiRequest<Envelope<PayPeriodStatus>>('/api/v1/pay-periods', { query: { start_date: start } }),
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
      apiRequest<Envelope<PayPeriodStatus>>('/api/v1/pay-period-close', {
        method: 'POST',
        body: { start_date: start },
      }),
    onSuccess: refresh,
  });
}

export function useReopenPayPeriod() {
  const refresh = useRefreshAfter();
  return useSendMutation({
    mutationFn: (body: PayPeriodReopenRequest) =>
      apiRequest<Envelope<PayPeriodStatus>>('/api/v1/pay-period-reopen', { method: 'POST', body }),
    onSuccess: refresh,
  });
}
