import { queryOptions } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { timesheetKeys } from './keys.ts';

export interface Option {
  value: number;
  label: string;
}

export function employeeOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...timesheetKeys.options(), 'employees'],
    queryFn: () => answer(api.GET('/api/v1/time-sheet-employee-options')),
    select: (body): Option[] =>
      body.data.map((e) => ({ value: e.id, label: `${e.first_name} ${e.last_name}-${e.code}` })),
    staleTime: 5 * 60_000,
  });
}

export function jobOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...timesheetKeys.options(), 'jobs'],
    queryFn: () => answer(api.GET('/api/v1/time-sheet-job-options')),
    select: (body): Option[] => body.data.map((j) => ({ value: j.id, label: `${j.name}-${j.code}` })),
    staleTime: 5 * 60_000,
  });
}
