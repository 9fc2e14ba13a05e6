import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { timesheetKeys } from './keys.ts';

export interface Option {
  value: number;
  label: string;
}

type EmployeeOption = { id: number; first_name: string; last_name: string; code: string };
type JobOption = { id: number; name: string; code: string };
type Site = { id: number; name: string };

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

/** Sites of the company; an empty list while the site call is not there (404). */
export async function getSites(): Promise<Site[]> {
  try {
    const body = await apiRequest<Envelope<Site[] | { sites: Site[] }>>('/api/v1/site-list');
    return Array.isArray(body.data) ? body.data : body.data.sites;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export function sitesQueryOptions() {
  return queryOptions({
    queryKey: [...timesheetKeys.options(), 'sites'],
    queryFn: getSites,
    staleTime: 5 * 60_000,
  });
}
