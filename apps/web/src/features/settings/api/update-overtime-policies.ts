import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { overtimePoliciesUpdate } from '@portal/contracts/overtime-policies';
import { answer, api } from '../../../lib/api-client.ts';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { overtimePoliciesQueryOptions } from './get-overtime-policies.ts';

export type OvertimePoliciesBody = z.input<typeof overtimePoliciesUpdate>;

/** Answers with the policies as saved. */
function updateOvertimePolicies(body: OvertimePoliciesBody) {
  return answer(api.PUT('/api/v1/overtime-policies', { body }));
}

export function useUpdateOvertimePolicies() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: updateOvertimePolicies,
    onSuccess: (saved) => queryClient.setQueryData(overtimePoliciesQueryOptions().queryKey, saved),
  });
}
