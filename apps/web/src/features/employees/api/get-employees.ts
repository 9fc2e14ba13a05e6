import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeeKeys } from './keys.ts';

/** Every employee of the company, deactivated ones included, sorted by code. */
function getEmployees(): Promise<Envelope<EmployeeListItem[]>> {
  return apiRequest<Envelope<EmployeeListItem[]>>('/api/v1/employee-list');
}

export const employeesQueryOptions = queryOptions({
  queryKey: employeeKeys.list(),
  queryFn: getEmployees,
  select: (body) => body.data,
});

export function useEmployees() {
  return useQuery(employeesQueryOptions);
}
