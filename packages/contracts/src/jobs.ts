import { z } from 'zod';
import { companyCode } from './employees.ts';
import { MAX, requiredText } from './fields.ts';

/** The Jobs screen: list, detail and the job's default hours (portal-core.md §2 Jobs, §5 Job defaults). */

export const JOB_MSG = {
  startRequired: 'Please select default start time',
  endRequired: 'Please select default end time',
  startInvalid: 'Please select a valid default start time (HH:mm:ss).',
  endInvalid: 'Please select a valid default end time (HH:mm:ss).',
  wrongCompany: 'The company code does not match your company.',
  notFound: 'Job not found.',
  updated: 'Job default timings updated successfully.',
  customerName: 'Please enter the customer name as QuickBooks has it (up to 41 characters, no colon).',
  customerSaved: 'Job customer saved.',
} as const;

/**
 * The customer a job is done for, as QuickBooks' Customers & Jobs list names it: the QuickBooks file
 * writes the job as Customer:Job (docs/payroll-export.md). QuickBooks names are at most 41 characters,
 * and a colon would start another level of the list. '' and null clear it.
 */
export const customerName = z
  .string({ error: JOB_MSG.customerName })
  .trim()
  .refine((v) => v.length <= 41 && !/[:\t\r\n]/.test(v), JOB_MSG.customerName)
  .nullable()
  .transform((v) => (v === '' || v === null ? null : v));

/** A time of day; 'HH:mm' from a picker is taken as 'HH:mm:00'. */
const timeOfDay = (required: string, invalid: string) =>
  requiredText(required, MAX.code)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, invalid)
    .transform((v) => (v.length === 5 ? `${v}:00` : v));

export const jobSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** 1 active, 0 deactivated: the list holds both, the screen filters (Show Deactivated). */
  is_active: z.number(),
  pm_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  default_job_start_time: z.string().nullable(),
  default_job_end_time: z.string().nullable(),
  job_areas: z.array(z.string()),
  job_positions_tasks: z.array(z.string()),
  site_id: z.number().nullable(),
  /** The QuickBooks customer the job is done for (beyond the spec); null: none. */
  customer_name: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuery = z.object({ company_code: companyCode });

/** An end earlier than the start is a night job (19:00:00 to 05:30:00), so the order is not checked. */
export const jobTimingsRequest = z.object({
  default_job_start_time: timeOfDay(JOB_MSG.startRequired, JOB_MSG.startInvalid),
  default_job_end_time: timeOfDay(JOB_MSG.endRequired, JOB_MSG.endInvalid),
});
export type JobTimingsRequest = z.infer<typeof jobTimingsRequest>;

/** PUT /api/v1/job-customer/{id} (beyond the spec): the job's QuickBooks customer, null or '' to clear it. */
export const jobCustomerRequest = z.object({ customer_name: customerName });
export type JobCustomerRequest = z.input<typeof jobCustomerRequest>;
