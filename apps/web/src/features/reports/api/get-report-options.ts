import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { reportKeys } from './keys.ts';

/** A choice of the form's optional filters; `value` is what the report call takes. */
interface FilterOption<V> {
  value: V;
  label: string;
}

export interface ReportChoices {
  sites: FilterOption<number>[];
  /** By code: the sub-contractor report's job_code. */
  jobs: FilterOption<string>[];
  subcontractorCompanies: FilterOption<number>[];
}

/**
 * The sites, jobs and sub-contractor companies the pickers offer, from the reports' own call: a user
 * with Reporting may lack the Job and SubContractor_Company modules whose lists the other screens use.
 */
export const useReportOptions = () =>
  useQuery({
    queryKey: reportKeys.options(),
    queryFn: () => answer(api.GET('/api/v1/report-options')),
    select: ({ data }): ReportChoices => ({
      sites: data.sites.map((s) => ({ value: s.id, label: s.name })),
      jobs: data.jobs.map((j) => ({ value: j.code, label: `${j.code} ${j.name}` })),
      subcontractorCompanies: data.subcontractor_companies.map((c) => ({ value: c.id, label: c.name })),
    }),
    staleTime: 60_000,
  });
