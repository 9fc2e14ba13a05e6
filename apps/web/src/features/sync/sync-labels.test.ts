import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '@portal/contracts/sync';
import { partState, requestStatusLabel, syncTypeLabel } from './sync-labels.ts';

const status = (o: Partial<SyncStatus>) => ({ sync_type: 1, request_status: 1, ...o }) as SyncStatus;

describe('sync labels', () => {
  it('names the sync type and request status as the spec does', () => {
    expect(syncTypeLabel(status({ sync_type: 1 }))).toBe('Auto');
    expect(syncTypeLabel(status({ sync_type: 2 }))).toBe('Manual');
    expect(requestStatusLabel(status({ request_status: 1 }))).toBe('Inprogress');
    expect(requestStatusLabel(status({ request_status: 2 }))).toBe('Completed');
  });

  it.each([
    [1, 'Success'],
    [0, 'Failed'],
    [null, 'Yet to Sync'],
  ] as const)('shows part status %s as %s', (value, label) => {
    expect(partState(value)).toBe(label);
  });
});
