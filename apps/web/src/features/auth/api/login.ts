import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope, LoginData, LoginRequest } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

function login(body: LoginRequest): Promise<Envelope<LoginData>> {
  return apiRequest<Envelope<LoginData>>('/api/v1/login', { method: 'POST', body });
}

export function useLogin() {
  return useSendMutation({ mutationFn: login });
}
