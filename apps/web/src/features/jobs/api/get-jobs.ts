import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { Job } from '@portal/contracts/jobs';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobKeys } from './keys.ts';

/** Every job of the company, deactivated ones included, sorted by code. */
function getJobs(companyCode: string): Promise<Envelope<Job[]>> {
  return apiRequest<Envelope<Job[]>>('/api/v1/job-list', { query: { company_code: companyCode } });
}

function jobsQueryOptions(companyCode: string) {
  return queryOptions({
    queryKey: jobKeys.list(companyCode),
    queryFn: () => getJobs(companyCode),
    select: (body) => body.data,
  });
}

export function useJobs(companyCode: string) {
  return useQuery(jobsQueryOptions(companyCode));
}
