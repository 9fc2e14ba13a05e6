import { z } from 'zod';
import { endNotBeforeStart, FIELD_MSG, localDate, MAX } from './fields.ts';

/** The Logs & Auditing screen: GET /api/v1/audit-log-list, as a list or (export=true) as a file. */

export const AUDIT_MSG = {
  noData: 'No data found for the selected date ranges.',
  exported: (start: string) => `${start} Logs Export generated successfully.`,
  startRequired: 'Please select a start date.',
  endRequired: 'Please select an end date.',
  badDate: FIELD_MSG.dateFormat,
  endBeforeStart: 'The end date must not be before the start date.',
  searchTooLong: `Search for at most ${MAX.search} characters.`,
} as const;

const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** The file name the download carries (content-disposition), e.g. '2026-11-16 Logs Export.csv'. */
export const auditExportFileName = (startDate: string, format: AuditExportFormat) =>
  `${startDate} Logs Export.${format}`;

const date = (required: string) => z.string({ error: required }).trim().min(1, required).pipe(localDate);

export const auditLogQuery = z
  .object({
    start_date: date(AUDIT_MSG.startRequired),
    end_date: date(AUDIT_MSG.endRequired),
    search: z.string().trim().max(MAX.search, AUDIT_MSG.searchTooLong).optional(),
    export: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    export_format: z.enum(AUDIT_EXPORT_FORMATS).default('csv'),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: AUDIT_MSG.endBeforeStart });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** One row; `created_at` is the UTC instant, shown in the company's time zone. */
export const auditLogRow = z.object({
  id: z.number(),
  created_at: z.string(),
  user: z.string(),
  action: z.string(),
  description: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

/** Column headings of the export file, in order. */
export const AUDIT_EXPORT_COLUMNS = ['Date and Time', 'User', 'Action', 'Description'] as const;
