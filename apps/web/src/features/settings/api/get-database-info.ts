import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { settingsKeys } from './keys.ts';

function getDatabaseInfo() {
  return answer(api.GET('/api/v1/database-info'));
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
