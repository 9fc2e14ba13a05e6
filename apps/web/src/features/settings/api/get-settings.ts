import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

function getSettings(id: number) {
  return answer(api.GET('/api/v1/setting/{id}', { params: { path: { id } } }));
}

export function settingsQueryOptions(id: number) {
  return queryOptions({
    queryKey: settingsKeys.detail(id),
    queryFn: () => getSettings(id),
    select: (body) => body.data,
  });
}

export function useSettings(id: number) {
  return useQuery(settingsQueryOptions(id));
}
