import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { REQUEST_STATUS, type SyncStatus } from '@portal/contracts/sync';
import { apiRequest } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/** How often an open Sync Status asks again while the sync runs. */
const RUNNING_POLL_MS = 2_000;

function getSyncStatus(): Promise<Envelope<SyncStatus | null>> {
  return apiRequest<Envelope<SyncStatus | null>>('/api/v1/sync-status');
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
