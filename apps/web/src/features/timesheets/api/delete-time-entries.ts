import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client.ts';
import { timesheetKeys } from './keys.ts';

export function deleteTimeEntries(timeIds: number[]): Promise<null> {
  return apiRequest('/api/v1/time-entry-bulk-delete', { method: 'POST', body: { time_ids: timeIds } });
}

export function useDeleteTimeEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeEntries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
