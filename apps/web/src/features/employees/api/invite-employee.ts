import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { RegisterRequest } from '@portal/contracts/employees';
import { answer, api } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

function inviteEmployee(body: RegisterRequest) {
  return answer(api.POST('/api/v1/register', { body }));
}

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: inviteEmployee,
    // The invitation and its mail are saved together or not at all (the mail outbox sends it later).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
