import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

function getPublicConfig(signal?: AbortSignal) {
  return answer(api.GET('/api/v1/public-config', { signal }));
}

/** Where invitees of the mobile app are sent (not wrapped in the usual envelope). */
export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>;

const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
