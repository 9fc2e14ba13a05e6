import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { SwapRequest } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../app/api-client.ts';
import { timesheetKeys } from './keys.ts';

export function swapTimeEntries(body: SwapRequest): Promise<Envelope<null>> {
  return apiRequest('/api/v1/time-entry-swap-update', { method: 'POST', body });
}

export function useSwapTimeEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapTimeEntries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
