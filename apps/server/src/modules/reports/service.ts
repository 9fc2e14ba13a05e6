import {
  DOWNLOAD_TYPES,
  isQuarterReport,
  quarterRange,
  REPORT_BY_LABELS,
  REPORT_MSG,
  SUBCONTRACTOR_REFUSED,
  type DownloadType,
  type EmployeeReportQuery,
  type FileFormat,
  type JobReportQuery,
  type SubContractorPunchReportQuery,
  type TimeReportBy,
  type TimeSheetReportQuery,
} from '@portal/contracts/reports';
import { displayDate, displayDateTime, localDate, weekOfDate, type Settings } from '@portal/domain';
import { insertAuditRow, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { findSite } from '../sites/service.ts';
import { loadSettings } from '../settings/service.ts';
import { csvStream } from './csv.ts';
import { pdfStream, type ReportMeta } from './pdf.ts';
import { employeeReport, jobReport } from './people-reports.ts';
import * as q from './queries.ts';
import { piecesIfAny, rowCount, type Cell, type ReportTable } from './table.ts';
import { loadTimeData, type Range } from './time-data.ts';
import { needsDetail, timeReport } from './time-reports.ts';
import { xlsxStream } from './xlsx.ts';

export interface ReportFile {
  name: string;
  contentType: string;
  body: NodeJS.ReadableStream;
}

const CONTENT_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface Request {
  title: string;
  /** The Report by's label, or null for the sub-contractor punch report. */
  by: string | null;
  /** The range in the file name and on the page; null for the lists (employees, jobs). */
  range: Range | null;
  extra?: string;
  downloadType: DownloadType;
}

/**
 * The file of a report, or 404 no_data when it has no rows (the screen says so instead of downloading
 * an empty file). The file is answered once its first row is there, and audited with its row count
 * once the last is made, before the totals row leaves: a download that ends has its audit row.
 * Generating a report changes no data, so only the audit row is written: the data revision (and the
 * grids cached on it) stays.
 */
async function deliver(
  ctx: AppContext,
  actor: Actor,
  settings: Settings,
  table: ReportTable,
  req: Request,
): Promise<ReportFile> {
  const rows = await piecesIfAny(table.rows);
  if (!rows) throw new AppError(404, 'no_data', REPORT_MSG.noData);
  const format = DOWNLOAD_TYPES[req.downloadType];
  const tz = settings.time_zone;
  const now = ctx.now();
  const stamp = displayDateTime(now.getTime(), tz);
  const title = req.by ? `${req.title} by ${req.by}` : req.title;
  const period = req.range
    ? `${displayDate(req.range.start)} to ${displayDate(req.range.end)} (${tz})`
    : `As of ${stamp} (${tz})`;
  const meta: ReportMeta = {
    company: await q.companyName(ctx.db, actor.companyId),
    title,
    period: req.extra ? `${period} · ${req.extra}` : period,
    generated: `Generated ${stamp} by ${actor.name}`,
  };
  const dates = req.range ? `${req.range.start} to ${req.range.end}` : localDate(now.getTime(), tz);
  // 'Late Clock-In / Early Clock-Out' loses its slash, not a space more.
  const name = `${title} ${dates}.${format}`.replace(/[^\w .-]+/g, '').replace(/ {2,}/g, ' ');
  async function* audited(made: AsyncIterable<Cell[][]>) {
    let count = 0;
    for await (const piece of made) {
      count += piece.length;
      yield piece;
    }
    await insertAuditRow(
      ctx.db,
      actor,
      {
        action: 'Report Generated',
        description: `${name} (${rowCount(count)})${req.extra ? `, ${req.extra}` : ''}`,
        entity: 'reports',
      },
      now,
    );
  }
  const file = { columns: table.columns, rows: audited(rows) };
  const body =
    format === 'pdf' ? pdfStream(file, meta) : format === 'csv' ? csvStream(file) : xlsxStream(file);
  return { name, contentType: CONTENT_TYPES[format], body };
}

export async function employeeReportFile(ctx: AppContext, actor: Actor, query: EmployeeReportQuery) {
  const settings = await loadSettings(ctx.db, actor.companyId);
  const table = employeeReport(query.filter_by, await q.people(ctx.db, actor.companyId, 'employees'));
  return deliver(ctx, actor, settings, table, {
    title: 'Employee Report',
    by: REPORT_BY_LABELS[query.filter_by].replace(/^By /, ''),
    range: null,
    downloadType: query.download_type,
  });
}

export async function jobReportFile(ctx: AppContext, actor: Actor, query: JobReportQuery) {
  const settings = await loadSettings(ctx.db, actor.companyId);
  const table = jobReport(query.filter_by, await q.jobs(ctx.db, actor.companyId));
  return deliver(ctx, actor, settings, table, {
    title: 'Job Report',
    by: REPORT_BY_LABELS[query.filter_by].replace(/^By /, ''),
    range: null,
    downloadType: query.download_type,
  });
}

/**
 * The range a Report by reads: the quarterly totals read the quarter of the current year (the
 * company's year), the weekly entries the Monday-to-Sunday week of the start date; others as asked.
 */
function rangeOf(by: TimeReportBy | undefined, asked: Range, today: string): Range {
  if (by === 'by_time_sheet_weekly_entry') return weekOfDate(asked.start);
  if (isQuarterReport(by)) return quarterRange(by, today.slice(0, 4));
  return asked;
}

const labelOf = (by: TimeReportBy) => REPORT_BY_LABELS[by].replace(/^By /, '');

export async function timeSheetReportFile(ctx: AppContext, actor: Actor, query: TimeSheetReportQuery) {
  const { companyId } = actor;
  const settings = await loadSettings(ctx.db, companyId);
  let site: string | undefined;
  if (query.location !== null) {
    const found = await findSite(ctx.db, companyId, query.location);
    if (!found) throw new ValidationError({ location: REPORT_MSG.unknownSite });
    site = `Site: ${found.name}`;
  }
  const today = localDate(ctx.now().getTime(), settings.time_zone);
  const range = rangeOf(query.filter_by, { start: query.start_date, end: query.end_date }, today);
  const data = await loadTimeData(
    ctx.db,
    companyId,
    range,
    'employees',
    settings,
    needsDetail(query.filter_by),
  );
  const doubleTime = await q.hasDoubleTime(ctx.db, companyId, range, query.location);
  const table = await timeReport(query.filter_by, data, { range, siteId: query.location, today, doubleTime });
  return deliver(ctx, actor, settings, table, {
    title: 'Timesheet Report',
    by: labelOf(query.filter_by),
    range,
    extra: site,
    downloadType: query.download_type,
  });
}

/** job_code and sub_comp_id narrow the entries to one job and one sub-contractor company. */
export async function subcontractorReportFile(
  ctx: AppContext,
  actor: Actor,
  query: SubContractorPunchReportQuery,
) {
  const { companyId } = actor;
  const by = query.filter_by;
  const refused = by && SUBCONTRACTOR_REFUSED[by];
  if (refused) throw new ValidationError({ filter_by: refused });
  const settings = await loadSettings(ctx.db, companyId);
  const jobs = await q.jobs(ctx.db, companyId);
  const job = query.job_code === null ? null : jobs.find((j) => j.code === query.job_code);
  if (job === undefined) throw new ValidationError({ job_code: REPORT_MSG.unknownJob });
  const subId = query.sub_comp_id;
  const subName = subId === null ? null : await q.subcontractorCompanyName(ctx.db, companyId, subId);
  if (subName === undefined) throw new ValidationError({ sub_comp_id: REPORT_MSG.unknownSubcontractor });
  const today = localDate(ctx.now().getTime(), settings.time_zone);
  const range = rangeOf(by, { start: query.start_date, end: query.end_date }, today);
  const data = await loadTimeData(ctx.db, companyId, range, 'subcontractors', settings, needsDetail(by), {
    jobId: job?.id ?? null,
    subcontractorCompanyId: subId,
  });
  const narrowed = [job && `Job: ${job.code} ${job.name}`, subName].filter(Boolean);
  // Sub-contractor workers are paid by their companies: hours only, no overtime or double time.
  const table = await timeReport(by, data, { range, siteId: null, today, doubleTime: false });
  return deliver(ctx, actor, settings, table, {
    title: 'Sub Contractor Report',
    by: by ? labelOf(by) : null,
    range,
    extra: narrowed.join(' · ') || undefined,
    downloadType: query.download_type,
  });
}

/** The pickers of the Reports screen (employees, jobs, sites, sub-contractor companies). */
export function reportOptions(ctx: AppContext, companyId: number) {
  return q.options(ctx.db, companyId);
}
