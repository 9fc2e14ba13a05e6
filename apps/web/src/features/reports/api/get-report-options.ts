import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A choice of the form's optional filters; `value` is what the report call takes. */
export interface FilterOption<V> {
  value: V;
  label: string;
}

function optionsQuery<T, V>(path: string, toOption: (item: T) => FilterOption<V>) {
  return queryOptions({
    queryKey: ['reports', 'options', path],
    queryFn: () => apiRequest<Envelope<T[]>>(path),
    select: (body) => body.data.map(toOption),
    staleTime: 60_000,
  });
}

/** Jobs by code (the sub-contractor report's job_code). */
export const useReportJobs = (enabled: boolean) =>
  useQuery({
    ...optionsQuery('/api/v1/job-list', (j: { code: string; name: string }) => ({
      value: j.code,
      label: `${j.code} ${j.name}`,
    })),
    enabled,
  });

export const useReportSubcontractors = (enabled: boolean) =>
  useQuery({
    ...optionsQuery('/api/v1/sub-contractor-companies-list', (c: { id: number; name: string }) => ({
      value: c.id,
      label: c.name,
    })),
    enabled,
  });

export const useReportSites = (enabled: boolean) =>
  useQuery({
    ...optionsQuery('/api/v1/site-list', (s: { id: number; name: string }) => ({
      value: s.id,
      label: s.name,
    })),
    enabled,
  });
