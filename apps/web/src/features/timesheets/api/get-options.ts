import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { timesheetKeys } from './keys.ts';

export interface Option {
  value: number;
  label: string;
}

type EmployeeOption = { id: number; first_name: string; last_name: string; code: string };
type JobOption = { id: number; name: string; code: string };

export function employeeOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...timesheetKeys.options(), 'employees'],
    queryFn: () => apiRequest<Envelope<EmployeeOption[]>>('/api/v1/time-sheet-employee-options'),
    select: (body): Option[] =>
      body.data.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}-${e.code}` })),
    staleTime: 5 * 60_000,
  });
}

export function jobOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...timesheetKeys.options(), 'jobs'],
    queryFn: () => apiRequest<Envelope<JobOption[]>>('/api/v1/time-sheet-job-options'),
    select: (body): Option[] => body.data.map((j) => ({ value: j.id, label: `${j.name}-${j.code}` })),
    staleTime: 5 * 60_000,
  });
}
