import { queryOptions } from '@tanstack/react-query';
import type { AuthUser, Envelope } from '@portal/contracts';
import { apiRequest } from '../../lib/api-client.ts';

async function getMe(signal?: AbortSignal): Promise<AuthUser> {
  const body = await apiRequest<Envelope<AuthUser>>('/api/v1/me', { signal });
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
