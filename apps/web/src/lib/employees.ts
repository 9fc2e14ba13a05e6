// The company's employees: one list query, shared by the Employees screen and every recipient picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { answer, api } from './api-client.ts';

/** Query keys of the employees (the list and each one's detail). */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
};

/** Every employee of the company, deactivated ones included, sorted by code. */
function getEmployees() {
  return answer(api.GET('/api/v1/employee-list'));
}

export const employeesQueryOptions = queryOptions({
  queryKey: employeeKeys.list(),
  queryFn: getEmployees,
  select: (body) => body.data,
});

export function useEmployees() {
  return useQuery(employeesQueryOptions);
}

export const fullName = (employee: Pick<EmployeeListItem, 'first_name' | 'last_name'>): string =>
  `${employee.first_name} ${employee.last_name}`;
