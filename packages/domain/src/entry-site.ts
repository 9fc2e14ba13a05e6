/**
 * The site a shift was worked at belongs to its time entry, fixed when the entry is made: the job's
 * site when the job has one, else the employee's site at that moment (null when neither has one). A
 * later change of the employee's site, or of the job's, leaves the entry where it was worked.
 */
export function entrySite(
  job: { site_id: number | null },
  employee: { site_id: number | null },
): number | null {
  return job.site_id ?? employee.site_id;
}
