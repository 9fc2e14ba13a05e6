import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { AddTimeEntriesRequest } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';
import { timesheetKeys } from './keys.ts';

function addTimeEntries(body: AddTimeEntriesRequest): Promise<Envelope<{ ids: number[] }>> {
  return apiRequest('/api/v1/add-time-entries', { method: 'POST', body });
}

export function useAddTimeEntries() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: addTimeEntries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
