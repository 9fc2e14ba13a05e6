import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { NotificationRequest } from '@portal/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';

function sendNotification(body: NotificationRequest): Promise<Envelope<{ id: number; recipients: number }>> {
  return apiRequest('/api/v1/employee-notification', { method: 'POST', body });
}

export function useSendNotification() {
  return useSendMutation({ mutationFn: sendNotification });
}
