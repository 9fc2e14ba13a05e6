import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { ChangePasswordRequest } from '@portal/contracts';
import { answer, api } from '../../../lib/api-client.ts';

/** Answers with a new token: the server revokes every older one, including the caller's. */
function changePassword(body: ChangePasswordRequest) {
  return answer(api.POST('/api/v1/change-password', { body }));
}

export function useChangePassword() {
  return useSendMutation({ mutationFn: changePassword });
}
