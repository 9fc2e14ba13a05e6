import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Envelope } from '@portal/contracts';
import type { OvertimePoliciesDto, overtimePoliciesUpdate } from '@portal/contracts/overtime-policies';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { overtimePoliciesQueryOptions } from './get-overtime-policies.ts';

export type OvertimePoliciesBody = z.input<typeof overtimePoliciesUpdate>;

/** Answers with the policies as saved. */
function updateOvertimePolicies(body: OvertimePoliciesBody): Promise<Envelope<OvertimePoliciesDto>> {
  return apiRequest<Envelope<OvertimePoliciesDto>>('/api/v1/overtime-policies', { method: 'PUT', body });
}

export function useUpdateOvertimePolicies() {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: updateOvertimePolicies,
    onSuccess: (saved) => queryClient.setQueryData(overtimePoliciesQueryOptions().queryKey, saved),
  });
}
