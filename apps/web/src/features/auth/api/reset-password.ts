import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope, ResetPasswordRequest } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

function resetPassword(body: ResetPasswordRequest): Promise<Envelope<null>> {
  return apiRequest<Envelope<null>>('/api/v1/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useSendMutation({ mutationFn: resetPassword });
}
