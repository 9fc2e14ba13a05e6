import {
  EMPLOYEE_REPORT_BY,
  isQuarterReport,
  JOB_REPORT_BY,
  quarterRange,
  REPORT_BY_LABELS,
  SUBCONTRACTOR_REFUSED,
  TIME_REPORT_BY,
  type DownloadType,
  type ReportType,
} from '@portal/contracts/reports';
import { weekOfDate, type LocalDate, type Week } from '@portal/domain';
import type { paths } from '../../lib/api-types.gen.ts';

/** The rules of the Reports form (portal-core.md §2, §5): what each report type asks for. */

export const REPORT_TYPE_OPTIONS: { value: ReportType; label: string }[] = [
  { value: 'employees', label: 'Employees' },
  { value: 'jobs', label: 'Jobs' },
  { value: 'timesheets', label: 'Timesheets' },
  { value: 'subcontractor', label: 'Sub contractor' },
];

export const FORMAT_OPTIONS: { value: DownloadType; label: string }[] = [
  { value: 1, label: 'PDF' },
  { value: 2, label: 'CSV' },
  { value: 3, label: 'XLSX' },
];

const BY: Record<ReportType, readonly (keyof typeof REPORT_BY_LABELS)[]> = {
  employees: EMPLOYEE_REPORT_BY,
  jobs: JOB_REPORT_BY,
  timesheets: TIME_REPORT_BY,
  // Overtime and absence have no meaning for sub-contractor workers: the server refuses them.
  subcontractor: TIME_REPORT_BY.filter((by) => !SUBCONTRACTOR_REFUSED[by]),
};

export const reportByOptions = (type: ReportType) =>
  BY[type].map((value) => ({ value, label: REPORT_BY_LABELS[value] }));

/** Generate needs a Report by, except for the sub-contractor report (a punch list without one). */
export const canGenerate = (type: ReportType, by: string | undefined) => type === 'subcontractor' || !!by;

/**
 * none: the lists of employees and jobs have no dates; week: one day picks its Monday-to-Sunday week;
 * quarter: the quarter of the current year, the picker disabled; range: any start and end.
 */
export type DateMode = 'none' | 'range' | 'week' | 'quarter';

export function dateMode(type: ReportType, by: string | undefined): DateMode {
  if (type === 'employees' || type === 'jobs') return 'none';
  if (by === 'by_time_sheet_weekly_entry') return 'week';
  return isQuarterReport(by) ? 'quarter' : 'range';
}

/** The range the form shows for a mode: the week of the picked start, the quarter of today's year. */
export function shownRange(mode: DateMode, by: string | undefined, range: Week, today: LocalDate): Week {
  if (mode === 'week') return weekOfDate(range.start);
  if (mode !== 'quarter' || !isQuarterReport(by)) return range;
  return quarterRange(by, today.slice(0, 4));
}

export interface ReportRequest {
  type: ReportType;
  by: string | undefined;
  range: Week;
  siteId: number | null;
  jobCode: string | null;
  subCompanyId: number | null;
  format: DownloadType;
}

type ReportPath =
  | '/api/v1/employee-report'
  | '/api/v1/job-report'
  | '/api/v1/time-sheet-report'
  | '/api/v1/sub-contractor-punch-report';

/** A report's path with the query its contract gives that path. */
type ReportCall = {
  [P in ReportPath]: { path: P; query: paths[P]['get']['parameters']['query'] };
}[ReportPath];

/**
 * The call and query of a request; each type sends only the parameters its call takes (an undefined
 * value is left out of the query). Generate waits for a Report by where the call needs one.
 */
export function reportCall(r: ReportRequest): ReportCall {
  const download_type = r.format;
  switch (r.type) {
    case 'employees':
      return { path: '/api/v1/employee-report', query: { download_type, filter_by: r.by ?? '' } };
    case 'jobs':
      return { path: '/api/v1/job-report', query: { download_type, filter_by: r.by ?? '' } };
    case 'timesheets':
      return {
        path: '/api/v1/time-sheet-report',
        query: {
          download_type,
          filter_by: r.by ?? '',
          start_date: r.range.start,
          end_date: r.range.end,
          location: r.siteId ?? undefined,
        },
      };
    case 'subcontractor':
      return {
        path: '/api/v1/sub-contractor-punch-report',
        query: {
          download_type,
          // The form offers only time reports' Report by here; find narrows the type to them.
          filter_by: TIME_REPORT_BY.find((by) => by === r.by),
          start_date: r.range.start,
          end_date: r.range.end,
          job_code: r.jobCode ?? 'all',
          sub_comp_id: r.subCompanyId ?? 'all',
        },
      };
  }
}
