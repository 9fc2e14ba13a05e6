import type { Job } from '@portal/contracts/jobs';

export interface JobFilter {
  showDeactivated: boolean;
  search: string;
}

/** The jobs the list shows: active ones unless deactivated are asked for, matching code or name. */
export function visibleJobs(jobs: readonly Job[], { showDeactivated, search }: JobFilter): Job[] {
  const text = search.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (showDeactivated || job.is_active === 1) &&
      (!text || job.code.toLowerCase().includes(text) || job.name.toLowerCase().includes(text)),
  );
}

/** The job selected on load: the first active one in the list's order (by code). */
export function firstActiveJob(jobs: readonly Job[]): Job | undefined {
  return jobs.find((job) => job.is_active === 1);
}
