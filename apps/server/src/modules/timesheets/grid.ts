import {
  FILTER_KEYS,
  type TimeSheetListQuery,
  type TimeSheetRow,
  type WidgetCounts,
} from '@portal/contracts/timesheets';
import {
  DAY_KEYS,
  overtimeOfWeekDays,
  regularTimeMinutes,
  weekOfDate,
  weekRowOfDays,
  type DayTotals,
  type WeekRow,
} from '@portal/domain';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import { readDataRevision } from '../../platform/data-revision.ts';
import { ok } from '../../platform/reply.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { closeStaleEntries } from '../punches/service.ts';
import { loadSettings } from '../time-entries/queries.ts';
import { groupBy } from './group-by.ts';
import { weekOvertime } from './overtime.ts';
import * as q from './queries.ts';

/** Minutes as hours to the hundredth, as the grids and cards show them. */
export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** One collator for all comparisons: E2 before E10. */
const byCode = new Intl.Collator('en', { numeric: true });

/** Codes and names of the grid's rows. */
type RowNames = Map<number, { code: string; name: string; shift: number }>;

/**
 * Every query of the grid for the week of the selection, answers as they come: the cells of the whole
 * week (overtime needs every day), the rows' codes and names, and by job the overtime of the employees
 * past regular time. The benchmark times this as the list's bare SQL.
 */
export async function gridQueries(db: Db, s: q.GridSelection, regularTime: string | null) {
  const week = weekOfDate(s.start);
  const cells = await q.gridCells(db, { ...s, start: week.start, end: week.end });
  const ids = [...new Set(cells.map((c) => c.row_id))];
  if (s.by === 1) {
    const employees = await q.employeesByIds(db, s.companyId, ids);
    const names: RowNames = new Map(
      employees.map((e) => [e.id, { code: e.code, name: `${e.first_name} ${e.last_name}`, shift: e.shift }]),
    );
    return { week, cells, names, jobOvertime: null };
  }
  const jobs = await q.jobsByIds(db, s.companyId, ids);
  const names: RowNames = new Map(jobs.map((j) => [j.id, { code: j.code, name: j.name, shift: 1 }]));
  const past = await q.employeesPastMinutes(
    db,
    s.companyId,
    week.start,
    week.end,
    regularTimeMinutes(regularTime),
  );
  const jobOvertime = await weekOvertime(db, s.companyId, past, week, regularTime);
  return { week, cells, names, jobOvertime };
}

/**
 * The weekly grid as the JSON body of its answer: one row per employee (or job) with hours per day,
 * per-day approval and edit status, and regular/overtime; with filters on, only the rows with a
 * matching entry in the range.
 */
export function timeSheetListBody(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  query: TimeSheetListQuery,
): Promise<CompressibleJson> {
  return revisionCachedJson(
    ctx,
    cache,
    companyId,
    [
      query.start_date,
      query.end_date,
      query.time_sheet_by,
      query.location,
      FILTER_KEYS.filter((k) => query[k]),
    ],
    () => buildGrid(ctx.db, companyId, query),
  );
}

/**
 * A grid's answer as its JSON body, worked out and serialised again only when the company's data has
 * changed since (every change is audited, and the audit moves the data revision on); a clerk's grid
 * is a megabyte of JSON at 2,000 employees. Forgotten clock-outs are closed first, as for every read.
 */
export async function revisionCachedJson(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  key: unknown[],
  build: () => Promise<unknown>,
): Promise<CompressibleJson> {
  await closeStaleEntries(ctx, companyId);
  const revision = await readDataRevision(ctx.db, companyId);
  return cache.get(
    [companyId, ...key].join('|'),
    revision,
    async () => new CompressibleJson(JSON.stringify(ok('', await build()))),
  );
}

/**
 * The database adds the cells up; overtime is split in code over each employee's whole week, so a job
 * row carries the overtime its entries earned and a site filter does not hide overtime earned elsewhere.
 */
async function buildGrid(db: Db, companyId: number, query: TimeSheetListQuery): Promise<TimeSheetRow[]> {
  const settings = await loadSettings(db, companyId);
  const byJob = query.time_sheet_by === 2;
  const { week, cells, names, jobOvertime } = await gridQueries(
    db,
    {
      companyId,
      by: query.time_sheet_by,
      start: query.start_date,
      end: query.end_date,
      siteId: query.location,
      filters: query,
    },
    settings.regular_time,
  );
  const regularLimit = regularTimeMinutes(settings.regular_time);
  const jobCellOvertime = new Map<string, number>();
  for (const e of jobOvertime ?? []) {
    const cell = `${e.job_id}|${e.work_date}`;
    jobCellOvertime.set(cell, (jobCellOvertime.get(cell) ?? 0) + e.overtime_minutes);
  }

  const rows: TimeSheetRow[] = [];
  for (const [id, list] of groupBy(cells, (c) => c.row_id)) {
    const who = names.get(id);
    if (!who) continue;
    const days = list.map((c) => dayTotalsOf(c, jobCellOvertime.get(`${id}|${c.work_date}`) ?? 0));
    if (!byJob) {
      // An employee's row holds the whole week: entries fill regular time day by day in date order, so
      // the day totals, in date order, give each day the overtime its entries would get one by one.
      days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const overtime = overtimeOfWeekDays(
        days.map((d) => d.minutes),
        regularLimit,
      );
      days.forEach((d, i) => (d.overtime_minutes = overtime[i]!));
    }
    const inRange = (date: string) => date >= query.start_date && date <= query.end_date;
    const shown = days.filter((d) => inRange(d.date));
    // With filters on, a row stays only for an entry of the range that matches them.
    if (!list.some((c) => inRange(c.work_date) && Number(c.matching) > 0)) continue;
    rows.push(gridRow(id, who, byJob, weekRowOfDays(shown, week.start)));
  }
  return rows.sort((a, b) => byCode.compare(a.code, b.code));
}

/** A cell as the database adds it up; PostgreSQL answers sums and counts as strings. */
type Cell = Awaited<ReturnType<typeof q.dayCells>>[number];

export function dayTotalsOf(c: Cell, overtimeMinutes: number): DayTotals {
  return {
    date: c.work_date,
    minutes: Number(c.minutes),
    entries: Number(c.entries),
    unapproved: Number(c.unapproved),
    corrected_web: Number(c.corrected_web),
    corrected_mobile: Number(c.corrected_mobile),
    overtime_minutes: overtimeMinutes,
  };
}

/** The grid's per-day field names, worked out once. */
const DAY_FIELDS = DAY_KEYS.map((key) => ({
  key,
  hours: key,
  approved: `${key}_approved_status`,
  edit: `${key}_edit_status`,
}));

/** A grid row's hours, approval and edit status of each day, and its total. */
export function dayFields(row: WeekRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of DAY_FIELDS) {
    const day = row.days[field.key];
    out[field.hours] = hours(day.minutes);
    out[field.approved] = day.entries > 0 ? day.approved_status : null;
    out[field.edit] = day.edit_status;
  }
  out.total = hours(row.total_minutes);
  return out;
}

function gridRow(
  id: number,
  who: { code: string; name: string; shift: number },
  byJob: boolean,
  row: WeekRow,
): TimeSheetRow {
  return {
    id,
    code: who.code,
    name: who.name,
    filterByJob: byJob,
    shift: who.shift,
    ...dayFields(row),
    regular_time: hours(row.regular_minutes),
    over_time: hours(row.overtime_minutes),
  } as TimeSheetRow;
}

/**
 * The widget counts of the workforce's entries in the range, kept per data revision as the grid is. The
 * site is the employee's for employees and the job's for sub-contractor workers (who have none).
 */
export async function timeSheetWidgets(
  ctx: AppContext,
  cache: RevisionCache<WidgetCounts>,
  companyId: number,
  range: { start_date: string; end_date: string; location: number | null },
  workforce: q.Workforce,
): Promise<WidgetCounts> {
  await closeStaleEntries(ctx, companyId);
  const revision = await readDataRevision(ctx.db, companyId);
  const key = [companyId, workforce, range.start_date, range.end_date, range.location].join('|');
  const site: q.SiteOf =
    range.location === null
      ? null
      : { id: range.location, of: workforce === 'employees' ? 'employee' : 'job' };
  return cache.get(key, revision, async () => {
    const row = await q.widgetCounts(ctx.db, companyId, range.start_date, range.end_date, site, workforce);
    return Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]),
    ) as unknown as WidgetCounts;
  });
}
