import { z } from 'zod';
import { MSG } from './messages.ts';
import { endNotBeforeStart, endNotBeforeStartIssue, localDate, location } from './timesheets.ts';

/**
 * The Reports screen and its four calls (portal-core.md §2, §5, §7, §8, §9). Each call answers a file
 * (download_type 1 PDF, 2 CSV, 3 XLSX) or, when the report has no rows, 404 with code `no_data`.
 */

export const REPORT_MSG = {
  generated: (fileName: string) => `${fileName} has been generated successfully.`,
  noData: 'No data found for the selected report.',
  failed: MSG.tryAgain,
  reportByRequired: 'Please choose a Report by.',
  reportByUnknown: 'This Report by does not exist for this report type.',
  badDownloadType: 'The download type is 1 (PDF), 2 (CSV) or 3 (XLSX).',
  startRequired: 'Please select a start date.',
  endRequired: 'Please select an end date.',
  rangeTooLong: 'Pick a range of at most one year.',
  unknownJob: 'No job has this job code.',
  unknownSite: 'No site has this id.',
  unknownSubcontractor: 'No sub-contractor company has this id.',
  noOvertimeForSubcontractors:
    'Sub-contractor workers have no overtime in the portal; pick an hours report instead.',
  noAbsenceForSubcontractors:
    'The portal does not know the working days of sub-contractor workers; pick another report.',
  noMealPeriodsForSubcontractors:
    "Sub-contractor workers' meal periods are kept by their own companies; pick another report.",
} as const;

export type ReportType = 'employees' | 'jobs' | 'timesheets' | 'subcontractor';

export const DOWNLOAD_TYPES = { 1: 'pdf', 2: 'csv', 3: 'xlsx' } as const;
export type DownloadType = keyof typeof DOWNLOAD_TYPES;
export type FileFormat = (typeof DOWNLOAD_TYPES)[DownloadType];

export const EMPLOYEE_REPORT_BY = ['by_id', 'by_name', 'by_site'] as const;
export const JOB_REPORT_BY = ['by_id', 'by_name'] as const;
const QUARTER_REPORT_BY = [
  'by_employee_totals_1Q',
  'by_employee_totals_2Q',
  'by_employee_totals_3Q',
  'by_employee_totals_4Q',
] as const;
export const TIME_REPORT_BY = [
  'by_employee',
  'by_job',
  'by_totals',
  'by_time_sheet_manual_entry',
  'by_time_sheet_weekly_entry',
  'by_over_time_by_employee',
  'by_over_time_by_job',
  'by_job_per_employee',
  'by_total_employee_on_job',
  'by_employee_absent',
  'by_inactive_report',
  'by_late_clockin_early_clockout',
  'by_meal_periods',
  ...QUARTER_REPORT_BY,
] as const;
export type EmployeeReportBy = (typeof EMPLOYEE_REPORT_BY)[number];
export type JobReportBy = (typeof JOB_REPORT_BY)[number];
export type TimeReportBy = (typeof TIME_REPORT_BY)[number];
export type QuarterReportBy = (typeof QUARTER_REPORT_BY)[number];

/** Report by values a sub-contractor report refuses, with the reason (422 on filter_by). */
export const SUBCONTRACTOR_REFUSED: Partial<Record<TimeReportBy, string>> = {
  by_over_time_by_employee: REPORT_MSG.noOvertimeForSubcontractors,
  by_over_time_by_job: REPORT_MSG.noOvertimeForSubcontractors,
  by_employee_absent: REPORT_MSG.noAbsenceForSubcontractors,
  by_meal_periods: REPORT_MSG.noMealPeriodsForSubcontractors,
};

export const isQuarterReport = (by: string | undefined): by is QuarterReportBy =>
  (QUARTER_REPORT_BY as readonly string[]).includes(by ?? '');

const QUARTERS = [
  ['01-01', '03-31'],
  ['04-01', '06-30'],
  ['07-01', '09-30'],
  ['10-01', '12-31'],
] as const;

/** The first and last day of the quarter of a quarterly Report by in a year ('2026'). */
export function quarterRange(by: QuarterReportBy, year: string): { start: string; end: string } {
  const [start, end] = QUARTERS[Number(by.at(-2)) - 1]!;
  return { start: `${year}-${start}`, end: `${year}-${end}` };
}

/** The labels of the Report by choices, as the screen lists them. */
export const REPORT_BY_LABELS: Record<EmployeeReportBy | TimeReportBy, string> = {
  by_id: 'By ID',
  by_name: 'By Name',
  by_site: 'By Site',
  by_employee: 'By Employee',
  by_job: 'By Job',
  by_totals: 'By Totals',
  by_time_sheet_manual_entry: 'Manual Entries',
  by_time_sheet_weekly_entry: 'Weekly Entries',
  by_over_time_by_employee: 'Overtime by Employee',
  by_over_time_by_job: 'Overtime by Job',
  by_job_per_employee: 'Job per Employee',
  by_total_employee_on_job: 'Total Employees on Job',
  by_employee_absent: 'Employee Absent',
  by_inactive_report: 'Inactive Employees',
  by_late_clockin_early_clockout: 'Late Clock-In / Early Clock-Out',
  by_meal_periods: 'Meal Periods',
  by_employee_totals_1Q: 'Employee Totals 1Q',
  by_employee_totals_2Q: 'Employee Totals 2Q',
  by_employee_totals_3Q: 'Employee Totals 3Q',
  by_employee_totals_4Q: 'Employee Totals 4Q',
};

const downloadType = z
  .union([z.literal(''), z.coerce.number()])
  .optional()
  .transform((v) => (v === '' || v === undefined ? 1 : v))
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: REPORT_MSG.badDownloadType }));

const reportBy = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string({ error: REPORT_MSG.reportByRequired })
    .trim()
    .min(1, REPORT_MSG.reportByRequired)
    .pipe(z.enum(values, { error: REPORT_MSG.reportByUnknown }));

const date = (required: string) => z.string({ error: required }).trim().min(1, required).pipe(localDate);

/** 'all', empty or absent means every one. */
const allOr = <T extends z.ZodType>(value: T) => z.union([z.literal('all'), z.literal(''), value]).optional();

export const employeeReportQuery = z.object({
  filter_by: reportBy(EMPLOYEE_REPORT_BY),
  download_type: downloadType,
});
export const jobReportQuery = z.object({ filter_by: reportBy(JOB_REPORT_BY), download_type: downloadType });

const range = {
  start_date: date(REPORT_MSG.startRequired),
  end_date: date(REPORT_MSG.endRequired),
  download_type: downloadType,
};

const DAY_MS = 86_400_000;
/** A year at most: a longer range is a mistake more often than a wish, and its file is huge. */
const withinAYear = (q: { start_date: string; end_date: string }) =>
  !(Date.parse(q.end_date) - Date.parse(q.start_date) >= 366 * DAY_MS);
const withinAYearIssue = { path: ['end_date'], message: REPORT_MSG.rangeTooLong };

/** The quarterly totals ignore the range (the quarter of the current year is the range). */
export const timeSheetReportQuery = z
  .object({ ...range, filter_by: reportBy(TIME_REPORT_BY), location })
  .refine(endNotBeforeStart, endNotBeforeStartIssue)
  .refine(withinAYear, withinAYearIssue);

/**
 * Without a Report by, the sub-contractor report lists every punch (entry) of the range. job_code is
 * a job's code and sub_comp_id a sub-contractor company's id; empty or 'all' means all of them.
 */
export const subContractorPunchReportQuery = z
  .object({
    ...range,
    filter_by: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.enum(TIME_REPORT_BY, { error: REPORT_MSG.reportByUnknown }).optional()),
    job_code: allOr(z.string().trim().max(60)).transform((v) => (v === 'all' || !v ? null : v)),
    sub_comp_id: allOr(z.coerce.number().int().positive()).transform((v) =>
      typeof v === 'number' ? v : null,
    ),
  })
  .refine(endNotBeforeStart, endNotBeforeStartIssue)
  .refine(withinAYear, withinAYearIssue);

/**
 * GET /api/v1/report-options: the choices of the Reports screen's pickers (sites, job codes,
 * sub-contractor companies) for anyone with the Reporting module, who may lack the Job and
 * SubContractor_Company modules whose lists have more in them.
 */
export const reportOptions = z.object({
  sites: z.array(z.object({ id: z.number(), name: z.string() })),
  jobs: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  subcontractor_companies: z.array(z.object({ id: z.number(), name: z.string() })),
});

export type EmployeeReportQuery = z.infer<typeof employeeReportQuery>;
export type JobReportQuery = z.infer<typeof jobReportQuery>;
export type TimeSheetReportQuery = z.infer<typeof timeSheetReportQuery>;
export type SubContractorPunchReportQuery = z.infer<typeof subContractorPunchReportQuery>;
