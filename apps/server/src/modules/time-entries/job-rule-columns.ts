/**
 * What the time rules need of a job: its defaults for rounding, its position for GPS, its site for the
 * entry's site, its label.
 */
export const JOB_RULE_COLUMNS = [
  'id',
  'is_active',
  'site_id',
  'latitude',
  'longitude',
  'default_job_start_time',
  'default_job_end_time',
  'code',
  'name',
] as const;
