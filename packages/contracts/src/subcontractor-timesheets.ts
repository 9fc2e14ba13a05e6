import { z } from 'zod';
import { companyCode } from './employees.ts';
import {
  approvalRequest,
  bulkDeleteRequest,
  detailPageFields,
  endNotBeforeStart,
  endNotBeforeStartIssue,
  filterFlags,
  localDate,
  location,
  swapRequest,
  timeEntryDetail,
  timeSheetBy,
  type FilterKey,
  timeSheetRow,
} from './timesheets.ts';

/**
 * Calls of the Sub Contractor Timesheets screen (timesheets-and-people.md §2, §3, §7). A sub-contractor
 * worker is an employee of a sub-contractor company; their entries are time entries like everyone's,
 * read here grouped by sub-contractor company or by job.
 */

/**
 * The first-level grid (no id) or the sub list of one first-level row (id: the sub-contractor company
 * by sub contractor, the job by job). Filters narrow the rows to those with a matching entry.
 */
export const punchSheetQuery = z
  .object({
    location,
    time_sheet_by: timeSheetBy,
    start_date: localDate,
    end_date: localDate,
    id: z.coerce.number().int().positive().optional(),
    ...filterFlags,
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type PunchSheetQuery = z.infer<typeof punchSheetQuery> & Record<FilterKey, boolean>;

/**
 * A row of the sub-contractor grid: a company or a job, hours per day and total; no Reg and OT. A company
 * row's code is its id as text; filterByJob is true when the row is a job (the first level by job, or
 * the sub list of a company).
 */
export const punchSheetRow = timeSheetRow.omit({
  shift: true,
  regular_time: true,
  over_time: true,
  double_time: true,
});
export type PunchSheetRow = z.infer<typeof punchSheetRow>;

export const subWidgetsQuery = z
  .object({
    location,
    start_date: localDate,
    end_date: localDate,
    company_code: companyCode,
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type SubWidgetsQuery = z.infer<typeof subWidgetsQuery>;

/** The entries of one company on one job in the range, a page at a time. */
export const punchDetailQuery = z
  .object({
    job_id: z.coerce.number().int().positive(),
    company_id: z.coerce.number().int().positive(),
    ...detailPageFields,
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue);
export type PunchDetailQuery = z.infer<typeof punchDetailQuery> & Record<FilterKey, boolean>;

/**
 * A sub-contractor time entry: the spec's fields (total, manual_hrs, the single face/gps/time statuses,
 * field notes with their date) beside the card fields the employee entry has, so one card shows both.
 */
const subcontractorEntryDetail = timeEntryDetail
  .omit({ regular_time: true, over_time: true, double_time: true })
  .extend({
    company_id: z.number(),
    company_name: z.string(),
    manual_hrs: z.number().nullable(),
    face_status: z.number(),
    gps_status: z.number(),
    time_status: z.number(),
    field_notes_date: z.string().nullable(),
  });
export type SubcontractorEntryDetail = z.infer<typeof subcontractorEntryDetail>;

export const punchDetailData = z.object({
  entries: z.array(subcontractorEntryDetail),
  total: z.number(),
});

/** The employee approval's entries (each with the version the clerk read) under the name `punches`. */
export const subApprovalRequest = z.object({
  punches: approvalRequest.shape.time_entries,
  start_date: localDate.optional(),
  end_date: localDate.optional(),
});
export type SubApprovalRequest = z.infer<typeof subApprovalRequest>;

/** The employee swap's body (every side with the version the clerk read), at most 200 sides. */
export const subSwapRequest = z.object({
  swap_entries: swapRequest.shape.swap_entries.max(200),
});
export type SubSwapRequest = z.infer<typeof subSwapRequest>;

/** As the employee delete: the ids of the entries. */
export const subBulkDeleteRequest = bulkDeleteRequest;

/** The sub-contractor workers a foreman clocks in and out from the mobile app. */
export const subcontractorWorker = z.object({
  id: z.number(),
  code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  subcontractor_company_id: z.number(),
  company_name: z.string(),
});
export type SubcontractorWorker = z.infer<typeof subcontractorWorker>;
