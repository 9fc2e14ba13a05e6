import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { MeetingRequest } from '@portal/contracts/meetings';
import { answer, api } from '../../../lib/api-client.ts';
import { meetingKeys } from './keys.ts';

function createMeeting(body: MeetingRequest) {
  return answer(api.POST('/api/v1/invite-meeting', { body }));
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: createMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
