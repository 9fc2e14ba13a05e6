import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { jobKeys } from './keys.ts';

/** Every job of the company, deactivated ones included, sorted by code. */
function getJobs(companyCode: string) {
  return answer(api.GET('/api/v1/job-list', { params: { query: { company_code: companyCode } } }));
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
