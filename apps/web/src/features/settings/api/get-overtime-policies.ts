import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

function getOvertimePolicies() {
  return answer(api.GET('/api/v1/overtime-policies'));
}

export function overtimePoliciesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.overtimePolicies(),
    queryFn: getOvertimePolicies,
    select: (body) => body.data,
  });
}

/** The company's overtime policy and each site's (null: the site follows the company's). */
export function useOvertimePolicies() {
  return useQuery(overtimePoliciesQueryOptions());
}
