import { queryOptions } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client.ts';

async function getMe(signal?: AbortSignal) {
  const body = await answer(api.GET('/api/v1/me', { signal }));
  return body.data;
}

/** Query keys of the signed-in user. */
export const meKeys = { all: ['me'] as const };

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });
