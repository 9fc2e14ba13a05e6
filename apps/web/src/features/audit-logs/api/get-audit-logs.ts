import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Week } from '@portal/domain';
import { answer, api } from '../../../lib/api-client.ts';
import { auditLogKeys } from './keys.ts';

/** The audit rows of the company's local days start to end, newest first. */
function getAuditLogs({ start, end }: Week) {
  return answer(
    api.GET('/api/v1/audit-log-list', { params: { query: { start_date: start, end_date: end } } }),
  );
}

function auditLogsQueryOptions(week: Week) {
  return queryOptions({
    queryKey: auditLogKeys.week(week.start, week.end),
    queryFn: () => getAuditLogs(week),
    // Every change anywhere writes a row: the list is read afresh each time the screen opens.
    staleTime: 0,
    select: (body) => body.data,
  });
}

export function useAuditLogs(week: Week) {
  return useQuery(auditLogsQueryOptions(week));
}
