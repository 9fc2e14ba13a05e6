import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { DatabaseInfo } from '@portal/contracts/settings';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

function getDatabaseInfo(): Promise<Envelope<DatabaseInfo>> {
  return apiRequest<Envelope<DatabaseInfo>>('/api/v1/database-info');
}

function databaseInfoQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.databaseInfo(),
    queryFn: getDatabaseInfo,
    select: (body) => body.data,
  });
}

export function useDatabaseInfo() {
  return useQuery(databaseInfoQueryOptions());
}
