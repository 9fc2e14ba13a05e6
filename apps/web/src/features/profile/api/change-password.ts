import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { ChangePasswordRequest, Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Answers with a new token: the server revokes every older one, including the caller's. */
function changePassword(body: ChangePasswordRequest): Promise<Envelope<{ token: string }>> {
  return apiRequest<Envelope<{ token: string }>>('/api/v1/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useSendMutation({ mutationFn: changePassword });
}
