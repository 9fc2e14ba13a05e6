import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { Job, JobTimingsRequest } from '@portal/contracts/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobQueryOptions } from './get-job.ts';
import { jobKeys } from './keys.ts';

/** Answers with the job as saved. */
function updateJobTimings(id: number, body: JobTimingsRequest): Promise<Envelope<Job>> {
  return apiRequest<Envelope<Job>>(`/api/v1/job-update-timings/${id}`, { method: 'PUT', body });
}

export function useUpdateJobTimings(companyCode: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: ({ id, body }: { id: number; body: JobTimingsRequest }) => updateJobTimings(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobQueryOptions(saved.data.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: jobKeys.list(companyCode) });
    },
  });
}
