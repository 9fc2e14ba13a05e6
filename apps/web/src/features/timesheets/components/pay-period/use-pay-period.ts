import { useQuery } from '@tanstack/react-query';
import { payPeriodQueryOptions } from '../../api/pay-periods.ts';

/** The shown week's pay period: `closed` is false until its status has come. */
export function usePayPeriod(start: string) {
  const query = useQuery(payPeriodQueryOptions(start));
  return { start, status: query.data ?? null, closed: query.data?.closed === true };
}

export type PayPeriodView = ReturnType<typeof usePayPeriod>;
