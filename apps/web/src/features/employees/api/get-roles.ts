import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { z } from 'zod';
import type { roleListItem } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { roleKeys } from './keys.ts';

type Role = z.infer<typeof roleListItem>;

function getRoles(): Promise<Envelope<Role[]>> {
  return apiRequest<Envelope<Role[]>>('/api/v1/role-list');
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
