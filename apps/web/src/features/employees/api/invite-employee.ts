import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { RegisterRequest } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

interface Invited {
  msg: string;
  invite_status: number;
}

function inviteEmployee(body: RegisterRequest): Promise<Envelope<Invited>> {
  return apiRequest('/api/v1/register', { method: 'POST', body });
}

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: inviteEmployee,
    // The invitation and its mail are saved together or not at all (the mail outbox sends it later).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
