import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Answers the same whether or not an account has this address. */
function requestPasswordReset(body: { email: string }): Promise<Envelope<null>> {
  return apiRequest<Envelope<null>>('/api/v1/request-password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useSendMutation({ mutationFn: requestPasswordReset });
}
