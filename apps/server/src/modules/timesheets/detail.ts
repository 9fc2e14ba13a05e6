import {
  FILTER_KEYS,
  type FilterKey,
  type TimeEntryDetail,
  type TimeSheetDetailQuery,
} from '@portal/contracts/timesheets';
import { localDateTime, type Settings } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/reply.ts';
import { loadSettings } from '../settings/service.ts';
import { hours } from './hours.ts';
import * as q from './queries.ts';

/**
 * One page of an employee's or a job's entries in the range, filtered, with every field of the card, as
 * the JSON body of its answer.
 */
export async function timeSheetDetail(
  ctx: AppContext,
  companyId: number,
  query: TimeSheetDetailQuery,
): Promise<CompressibleJson> {
  return jsonBody(await detailEntries(ctx, companyId, query));
}

async function detailEntries(ctx: AppContext, companyId: number, query: TimeSheetDetailQuery) {
  const { settings, total, rows } = await detailQueries(ctx.db, companyId, query);
  const card = entryCard(ctx, settings);
  const entries = rows.map((r): TimeEntryDetail => ({
    ...card(r),
    total: hours(r.paid_hundredths),
    regular_time: hours(r.regular_hundredths),
    over_time: hours(r.overtime_hundredths),
    double_time: hours(r.double_time_hundredths),
  }));
  return { entries, total };
}

/**
 * Every entry of one employee in the range with its hours, as the detail (and so the grid) shows them:
 * the field app's My week.
 */
export async function employeeEntries(
  ctx: AppContext,
  companyId: number,
  employeeId: number,
  range: { start: string; end: string },
): Promise<TimeEntryDetail[]> {
  const noFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, false])) as Record<FilterKey, boolean>;
  const all: TimeEntryDetail[] = [];
  for (let offset = 0; ; offset += 500) {
    const { entries, total } = await detailEntries(ctx, companyId, {
      ...noFilters,
      id: employeeId,
      time_sheet_by: 1,
      start_date: range.start,
      end_date: range.end,
      location: null,
      pageSizeLimit: 500,
      offset,
    });
    all.push(...entries);
    if (offset + 500 >= total) return all;
  }
}

/**
 * An answer's JSON body, sent as it is and compressed as the grid's (compressed-json.ts): the generic
 * compression of every answer takes longer than a page of entries takes to read.
 */
export function jsonBody(data: unknown): CompressibleJson {
  return new CompressibleJson(JSON.stringify(ok('', data)));
}

/**
 * Every query of the detail: the settings, the page and its count, each entry with its stored pay
 * figures. The benchmark times this as the detail's bare SQL.
 * @internal A test checks their plans too.
 */
export function detailQueries(db: Db, companyId: number, query: TimeSheetDetailQuery) {
  return detailRows(db, {
    companyId,
    workforce: 'employees',
    of: [{ key: query.time_sheet_by === 1 ? 't.employee_id' : 't.job_id', id: query.id }],
    start: query.start_date,
    end: query.end_date,
    site: query.location,
    filters: query,
    page: { limit: query.pageSizeLimit, offset: query.offset },
  });
}

/**
 * A page of the selected entries and how many there are in all, with the company's settings.
 */
export async function detailRows(db: Db, selection: q.DetailSelection) {
  const settings = await loadSettings(db, selection.companyId);
  const [total, rows] = await Promise.all([q.countDetail(db, selection), q.detailPage(db, selection)]);
  return { settings, total, rows };
}

type DetailRow = Awaited<ReturnType<typeof q.detailPage>>[number];

/** An entry's card as both timesheet screens show it: everything but its hours. */
export function entryCard(ctx: AppContext, settings: Settings) {
  const tz = settings.time_zone;
  const breakRule = {
    break_time: settings.break_time,
    break_time_shift_length: settings.break_time_shift_length,
  };
  const local = (at: string | null) => (at ? localDateTime(at, tz) : null);
  const fileName = (rel: string | null) => (rel ? rel.split('/').pop()! : null);
  return (r: DetailRow): Omit<TimeEntryDetail, 'regular_time' | 'over_time' | 'double_time' | 'total'> => ({
    id: r.id,
    version: r.version,
    emp_id: r.employee_id,
    emp_name: `${r.first_name} ${r.last_name}`,
    emp_code: r.emp_code,
    emp_image: ctx.files.signedUrl(r.emp_image_path),
    job_id: r.job_id,
    job_name: r.job_name,
    job_code: r.job_code,
    date: r.work_date,
    source: r.source,
    notes: r.notes,
    adjustment_notes: r.adjustment_notes,
    field_notes: r.field_notes,
    is_full_pay: r.is_full_pay === 1 ? 'true' : 'false',
    approved_status: r.approved_status,
    shift: r.shift,
    clock_in_date_time: local(r.clock_in_at)!,
    clock_out_date_time: local(r.clock_out_at),
    org_clock_in_date_time: local(r.org_clock_in_at)!,
    org_clock_out_date_time: local(r.org_clock_out_at),
    original_clock_in_time: local(r.original_clock_in_at)!,
    original_clock_out_time: local(r.original_clock_out_at),
    clock_in_image: ctx.files.signedUrl(r.in_image),
    clock_in_image_name: fileName(r.in_image),
    clock_out_image: ctx.files.signedUrl(r.out_image),
    clock_out_image_name: fileName(r.out_image),
    clock_in_status: r.clock_in_status,
    clock_out_status: r.clock_out_status,
    gps_in_status: r.gps_in_status,
    gps_out_status: r.gps_out_status,
    face_in_status: r.face_in_status,
    face_out_status: r.face_out_status,
    punch_in_latitude: r.in_latitude,
    punch_in_longitude: r.in_longitude,
    punch_out_latitude: r.out_latitude,
    punch_out_longitude: r.out_longitude,
    original_job_latitude: r.job_latitude,
    original_job_longitude: r.job_longitude,
    punch_in_id: r.punch_in_id,
    punch_out_id: r.punch_out_id,
    is_corrected: r.is_corrected,
    edit_status: r.edit_source,
    modified_by: r.modified_by_name,
    modified_at: r.updated_at,
    meal_periods_missed: r.meal_periods_missed,
    meal_premium_owed: r.meal_premium_owed === 1,
    break_rule: breakRule,
  });
}
