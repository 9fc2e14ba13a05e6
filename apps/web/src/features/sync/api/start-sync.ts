import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/**
 * Starts a manual sync; the answer comes when it is complete (or still running after a while). A sync
 * that finished with failed parts answers status false, its message and the errors by part.
 */
function startSync() {
  return answer(api.GET('/api/v1/star-builder-sync'));
}

export function useStartSync() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: startSync,
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncKeys.status() }),
  });
}
