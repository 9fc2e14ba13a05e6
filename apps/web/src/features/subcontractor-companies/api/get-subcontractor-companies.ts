import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

/** Every sub-contractor company of the company, deactivated ones included. */
function getSubcontractorCompanies() {
  return answer(api.GET('/api/v1/sub-contractor-companies-list'));
}

const subcontractorCompaniesQueryOptions = queryOptions({
  queryKey: subcontractorCompanyKeys.list(),
  queryFn: getSubcontractorCompanies,
  select: (body) => body.data,
});

export function useSubcontractorCompanies() {
  return useQuery(subcontractorCompaniesQueryOptions);
}
