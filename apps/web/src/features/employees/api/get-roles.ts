import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { roleKeys } from './keys.ts';

function getRoles() {
  return answer(api.GET('/api/v1/role-list'));
}

const rolesQueryOptions = queryOptions({
  queryKey: roleKeys.list(),
  queryFn: getRoles,
  select: (body) => body.data,
  staleTime: Infinity,
});

export function useRoles() {
  return useQuery(rolesQueryOptions);
}
