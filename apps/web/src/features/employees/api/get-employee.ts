import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { EmployeeDetail } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/employees.ts';

function getEmployee(id: number): Promise<Envelope<EmployeeDetail>> {
  return apiRequest<Envelope<EmployeeDetail>>(`/api/v1/employee/${id}`);
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
