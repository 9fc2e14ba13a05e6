import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/contracts/jobs';
import { answer, api } from '../../../lib/api-client.ts';
import { jobKeys } from './keys.ts';

function getJob(id: number) {
  return answer(api.GET('/api/v1/job/{id}', { params: { path: { id } } }));
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => getJob(id),
    select: (body) => body.data,
  });
}

/** The job's detail; the list's copy of it shows until the detail arrives. */
export function useJob(id: number, listed: Job) {
  return useQuery({
    ...jobQueryOptions(id),
    placeholderData: { status: true, message: '', data: listed, errors: null },
  });
}
