import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { AddTimeEntriesRequest } from '@portal/contracts/timesheets';
import { answer, api } from '../../../lib/api-client.ts';
import { timesheetKeys } from './keys.ts';

function addTimeEntries(body: AddTimeEntriesRequest) {
  return answer(api.POST('/api/v1/add-time-entries', { body }));
}

export function useAddTimeEntries() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: addTimeEntries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
