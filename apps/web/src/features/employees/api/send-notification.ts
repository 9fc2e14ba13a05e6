import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { NotificationRequest } from '@portal/contracts/notifications';
import { answer, api } from '../../../lib/api-client.ts';

function sendNotification(body: NotificationRequest) {
  return answer(api.POST('/api/v1/employee-notification', { body }));
}

export function useSendNotification() {
  return useSendMutation({ mutationFn: sendNotification });
}
