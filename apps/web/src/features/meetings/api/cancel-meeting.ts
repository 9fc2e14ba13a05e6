import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { MEETING_STATUS } from '@portal/contracts/meetings';
import { answer, api } from '../../../lib/api-client.ts';
import { meetingKeys } from './keys.ts';

function cancelMeeting(id: number) {
  return answer(
    api.PUT('/api/v1/invite-meeting/{id}', {
      params: { path: { id } },
      body: { status: MEETING_STATUS.cancelled },
    }),
  );
}

export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
