import { useMutation } from '@tanstack/react-query';
import type { Envelope, LoginData, LoginRequest } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

function login(body: LoginRequest): Promise<Envelope<LoginData>> {
  return apiRequest<Envelope<LoginData>>('/api/v1/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
