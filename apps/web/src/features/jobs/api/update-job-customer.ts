import { useQueryClient } from '@tanstack/react-query';
import type { JobCustomerRequest } from '@portal/contracts/jobs';
import { answer, api } from '../../../lib/api-client.ts';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { jobQueryOptions } from './get-job.ts';
import { jobKeys } from './keys.ts';

/** Answers with the job as saved. */
function updateJobCustomer(id: number, body: JobCustomerRequest) {
  return answer(api.PUT('/api/v1/job-customer/{id}', { params: { path: { id } }, body }));
}

export function useUpdateJobCustomer(companyCode: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, body }: { id: number; body: JobCustomerRequest }) => updateJobCustomer(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobQueryOptions(saved.data.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: jobKeys.list(companyCode) });
    },
  });
}
