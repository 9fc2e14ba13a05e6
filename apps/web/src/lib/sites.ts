// The company's sites: one query, shared by every screen that picks or filters by site.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { z } from 'zod';
import type { siteOption } from '@portal/contracts/employees';
import { apiRequest } from './api-client.ts';

export type Site = z.infer<typeof siteOption>;

export function getSites(): Promise<Envelope<Site[]>> {
  return apiRequest<Envelope<Site[]>>('/api/v1/site-list');
}

export const sitesQueryOptions = queryOptions({
  queryKey: ['sites', 'list'],
  queryFn: getSites,
  select: (body) => body.data,
  staleTime: Infinity,
});

export function useSites() {
  return useQuery(sitesQueryOptions);
}
