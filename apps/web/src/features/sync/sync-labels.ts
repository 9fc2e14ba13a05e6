import { PART_STATUS, REQUEST_STATUS, SYNC_TYPE, type SyncStatus } from '@portal/contracts/sync';

export const syncTypeLabel = (s: SyncStatus): string => (s.sync_type === SYNC_TYPE.auto ? 'Auto' : 'Manual');

export const requestStatusLabel = (s: SyncStatus): string =>
  s.request_status === REQUEST_STATUS.completed ? 'Completed' : 'Inprogress';

export type PartState = 'Success' | 'Failed' | 'Yet to Sync';

export function partState(status: number | null): PartState {
  if (status === PART_STATUS.success) return 'Success';
  if (status === PART_STATUS.failed) return 'Failed';
  return 'Yet to Sync';
}
