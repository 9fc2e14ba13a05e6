import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { apiRequest } from '../../../lib/api-client.ts';
import { subcontractorCompanyKeys } from './keys.ts';

/** Every sub-contractor company of the company, deactivated ones included. */
function getSubcontractorCompanies(): Promise<Envelope<SubcontractorCompany[]>> {
  return apiRequest<Envelope<SubcontractorCompany[]>>('/api/v1/sub-contractor-companies-list');
}

const subcontractorCompaniesQueryOptions = queryOptions({
  queryKey: subcontractorCompanyKeys.list(),
  queryFn: getSubcontractorCompanies,
  select: (body) => body.data,
});

export function useSubcontractorCompanies() {
  return useQuery(subcontractorCompaniesQueryOptions);
}
