import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

export interface ResetTokenInfo {
  email: string;
  /** `reset` for a forgotten password, `invite` for a first password. */
  purpose: string;
}

async function checkToken(token: string, signal?: AbortSignal): Promise<ResetTokenInfo> {
  const body = await apiRequest<Envelope<ResetTokenInfo>>('/api/v1/check-token', {
    query: { token },
    signal,
  });
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
