import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import { MEETING_STATUS, type MeetingListItem } from '@portal/contracts/meetings';
import { apiRequest } from '../../../lib/api-client.ts';
import { meetingKeys } from './keys.ts';

function cancelMeeting(id: number): Promise<Envelope<MeetingListItem>> {
  return apiRequest(`/api/v1/invite-meeting/${id}`, {
    method: 'PUT',
    body: { status: MEETING_STATUS.cancelled },
  });
}

export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
