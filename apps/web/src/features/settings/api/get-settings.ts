import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { SettingsDto } from '@portal/contracts/settings';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

function getSettings(id: number): Promise<Envelope<SettingsDto>> {
  return apiRequest<Envelope<SettingsDto>>(`/api/v1/setting/${id}`);
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
