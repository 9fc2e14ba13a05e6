import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

function getEmployee(id: number) {
  return answer(api.GET('/api/v1/employee/{id}', { params: { path: { id } } }));
}

export function employeeQueryOptions(id: number) {
  return queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: () => getEmployee(id),
    select: (body) => body.data,
  });
}

export function useEmployee(id: number) {
  return useQuery(employeeQueryOptions(id));
}
