import { z } from 'zod';
import { localDate } from './fields.ts';

/** Calls made for the field app (apps/field): who is signed in, the jobs to clock in on, my week. */

const crewMember = z.object({
  id: z.number(),
  code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A short-lived signed URL of the default photo the office set, the face check's reference. */
  reference_photo: z.string().nullable(),
});

export const fieldProfile = z.object({
  employee: crewMember.extend({ site_id: z.number().nullable(), site_name: z.string().nullable() }),
  role: z.string(),
  time_zone: z.string(),
  /** The server's clock when it answered: the app warns when the phone's is far off. */
  server_time: z.string(),
  /** A Foreman's crew: the other active employees of the same site (empty for a Field User). */
  crew: z.array(crewMember),
});
export type FieldProfile = z.infer<typeof fieldProfile>;

export const fieldJob = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type FieldJob = z.infer<typeof fieldJob>;

/** The week holding `date` (today in the company's time zone when left out). */
export const myWeekQuery = z.object({ date: localDate.optional() });

const weekEntry = z.object({
  id: z.number(),
  date: z.string(),
  job_code: z.string(),
  job_name: z.string(),
  clock_in_date_time: z.string(),
  clock_out_date_time: z.string().nullable(),
  total: z.number(),
  regular_time: z.number(),
  over_time: z.number(),
  double_time: z.number(),
  approved_status: z.string(),
});

export const myWeek = z.object({
  week_start: z.string(),
  week_end: z.string(),
  /** Monday to Sunday: the hours of the entries of each day, as the Employee Timesheets grid shows. */
  days: z.array(z.object({ date: z.string(), hours: z.number(), approved: z.boolean() })),
  total: z.number(),
  regular_time: z.number(),
  over_time: z.number(),
  /** Double time, under an overtime policy that pays it (0 under federal): regular + over + double = total. */
  double_time: z.number(),
  /** Every entry of the week approved (and at least one). */
  approved: z.boolean(),
  entries: z.array(weekEntry),
});
export type MyWeek = z.infer<typeof myWeek>;
