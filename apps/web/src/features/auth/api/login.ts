import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { LoginRequest } from '@portal/contracts';
import { answer, api } from '../../../lib/api-client.ts';

function login(body: LoginRequest) {
  return answer(api.POST('/api/v1/login', { body }));
}

export function useLogin() {
  return useSendMutation({ mutationFn: login });
}
