// The company's sites: one query, shared by every screen that picks or filters by site.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from './api-client.ts';

function getSites() {
  return answer(api.GET('/api/v1/site-list'));
}

/** Query keys of the sites, shared by every screen with a site picker. */
const siteKeys = {
  all: ['sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
};

const sitesQueryOptions = queryOptions({
  queryKey: siteKeys.list(),
  queryFn: getSites,
  select: (body) => body.data,
  staleTime: Infinity,
});

export function useSites() {
  return useQuery(sitesQueryOptions);
}
