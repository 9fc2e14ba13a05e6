import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** Whose link it is, and what for (`reset` for a forgotten password, `invite` for a first one). */
async function checkToken(token: string, signal?: AbortSignal) {
  const body = await answer(api.GET('/api/v1/check-token', { params: { query: { token } }, signal }));
  return body.data;
}

const checkTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkToken(token, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useCheckToken(token: string) {
  return useQuery(checkTokenQueryOptions(token));
}
