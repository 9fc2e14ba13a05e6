import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_STATUS } from '@portal/contracts/sync';
import { answer, api } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/** How often an open Sync Status asks again while the sync runs. */
const RUNNING_POLL_MS = 2_000;

function getSyncStatus() {
  return answer(api.GET('/api/v1/sync-status'));
}

function syncStatusQueryOptions() {
  return queryOptions({
    queryKey: syncKeys.status(),
    queryFn: getSyncStatus,
    select: (body) => body.data,
    refetchInterval: (query) =>
      query.state.data?.data?.request_status === REQUEST_STATUS.inProgress ? RUNNING_POLL_MS : false,
  });
}

/** The company's latest sync, asked for afresh each time the modal opens. */
export function useSyncStatus(enabled: boolean) {
  return useQuery({ ...syncStatusQueryOptions(), enabled, refetchOnMount: 'always' });
}
