import { z } from 'zod';

/** Sync with CMiC and Star Builder (portal-core.md §3 Sync status, §7, §8 Manual sync, §9). */

export const SYNC_TYPE = { auto: 1, manual: 2 } as const;
export const REQUEST_STATUS = { inProgress: 1, completed: 2 } as const;
/** A part's status; null means Yet to Sync. */
export const PART_STATUS = { failed: 0, success: 1 } as const;

export const SYNC_MSG = {
  completed: 'Sync completed successfully.',
  stillRunning: 'The sync is still running; Check Sync Status to follow it.',
  alreadyRunning: 'A sync is already running for this company; it was not started again.',
  interrupted: 'The sync was interrupted (the server stopped) before it finished.',
  notConfigured: 'No CMiC or Star Builder address is configured on the server.',
  partsFailed: (labels: string[]) => `The sync finished, but ${labels.join(', ')} could not be synced.`,
} as const;

const partStatus = z.union([z.literal(0), z.literal(1)]).nullable();

export const syncStatusSchema = z.object({
  id: z.number(),
  company_code: z.string(),
  cmic_companycode: z.string().nullable(),
  sync_type: z.union([z.literal(1), z.literal(2)]),
  requested_time: z.string(),
  request_status: z.union([z.literal(1), z.literal(2)]),
  sync_completed_on: z.string().nullable(),
  active_emp_status: partStatus,
  active_emp: z.number().nullable(),
  in_active_emp_status: partStatus,
  in_active_emp: z.number().nullable(),
  job_status: partStatus,
  job: z.number().nullable(),
  /** Sub-contractor companies from Star Builder: a fourth part beside the spec's three. */
  sub_company_status: partStatus,
  sub_company: z.number().nullable(),
  /** Why each failed part failed, by part name. */
  errors: z.record(z.string(), z.string()).nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** The parts of a sync, in the order they run and are shown. */
export const SYNC_PARTS = [
  { key: 'active_emp', label: 'Active Employees' },
  { key: 'in_active_emp', label: 'Inactive Employees' },
  { key: 'job', label: 'Jobs' },
  { key: 'sub_company', label: 'Sub Contractor Companies' },
] as const;
export type SyncPart = (typeof SYNC_PARTS)[number]['key'];

/** The answer of GET /api/v1/star-builder-sync: the request as it stands when the call answers. */
export const syncStartData = syncStatusSchema.nullable();
