import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { MeetingListItem, MeetingRequest } from '@portal/contracts/meetings';
import { apiRequest } from '../../../lib/api-client.ts';
import { meetingKeys } from './keys.ts';

function createMeeting(body: MeetingRequest): Promise<Envelope<MeetingListItem>> {
  return apiRequest('/api/v1/invite-meeting', { method: 'POST', body });
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: createMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
