import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

/** Where invitees of the mobile app are sent (not wrapped in the usual envelope). */
export interface PublicConfig {
  iosStoreUrl: string;
  androidStoreUrl: string;
  androidAppLink: string;
}

function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/v1/public-config', { signal });
}

const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
