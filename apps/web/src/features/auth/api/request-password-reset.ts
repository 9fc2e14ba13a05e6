import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';

/** Answers the same whether or not an account has this address. */
function requestPasswordReset(body: { email: string }) {
  return answer(api.POST('/api/v1/request-password-reset', { body }));
}

export function useRequestPasswordReset() {
  return useSendMutation({ mutationFn: requestPasswordReset });
}
