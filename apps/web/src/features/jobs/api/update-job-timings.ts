import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { JobTimingsRequest } from '@portal/contracts/jobs';
import { answer, api } from '../../../lib/api-client.ts';
import { jobQueryOptions } from './get-job.ts';
import { jobKeys } from './keys.ts';

/** Answers with the job as saved. */
function updateJobTimings(id: number, body: JobTimingsRequest) {
  return answer(api.PUT('/api/v1/job-update-timings/{id}', { params: { path: { id } }, body }));
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
