import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { ResetPasswordRequest } from '@portal/contracts';
import { answer, api } from '../../../lib/api-client.ts';

function resetPassword(body: ResetPasswordRequest) {
  return answer(api.POST('/api/v1/reset-password', { body }));
}

export function useResetPassword() {
  return useSendMutation({ mutationFn: resetPassword });
}
