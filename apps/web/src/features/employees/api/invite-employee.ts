import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { RegisterRequest } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';

interface Invited {
  msg: string;
  user_id: number;
  invite_status: number;
}

export function inviteEmployee(body: RegisterRequest): Promise<Envelope<Invited>> {
  return apiRequest('/api/v1/register', { method: 'POST', body });
}

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    // A failed mail (502) still saved the invitation, so the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}
