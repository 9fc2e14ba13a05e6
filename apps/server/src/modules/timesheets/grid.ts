import {
  FILTER_KEYS,
  type TimeSheetListQuery,
  type TimeSheetRow,
  type WidgetCounts,
} from '@portal/contracts/timesheets';
import { DAY_KEYS, entryHundredths, weekOfDate, weekRow, type WeekRow } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import { readDataRevision } from '../../platform/data-revision.ts';
import { ok } from '../../platform/reply.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { loadSettings } from '../time-entries/queries.ts';
import { groupBy } from './group-by.ts';
import { hours, paidEntry, payWeeks } from './pay-hours.ts';
import * as q from './queries.ts';

/** One collator for all comparisons: E2 before E10. */
const byCode = new Intl.Collator('en', { numeric: true });

/** Codes and names of the grid's rows. */
type RowNames = Map<number, { code: string; name: string; shift: number }>;

/**
 * Every query of the grid for the week of the selection: the settings, every entry of the week of the
 * employees it may show (overtime needs their whole week) and the rows' codes and names. The benchmark
 * times this as the list's bare SQL.
 */
export async function gridQueries(db: Db, s: q.GridSelection) {
  const settings = await loadSettings(db, s.companyId);
  const week = weekOfDate(s.start);
  const entries = await q.gridEntries(db, s, payWeeks(week.start, week.end, settings.time_zone));
  const ids = [...new Set(entries.map((e) => (s.by === 1 ? e.employee_id : e.job_id)))];
  if (s.by === 1) {
    const employees = await q.employeesByIds(db, s.companyId, ids);
    const names: RowNames = new Map(
      employees.map((e) => [e.id, { code: e.code, name: `${e.first_name} ${e.last_name}`, shift: e.shift }]),
    );
    return { settings, week, entries, names };
  }
  const jobs = await q.jobsByIds(db, s.companyId, ids);
  const names: RowNames = new Map(jobs.map((j) => [j.id, { code: j.code, name: j.name, shift: 1 }]));
  return { settings, week, entries, names };
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
 * is a megabyte of JSON at 2,000 employees.
 */
export async function revisionCachedJson(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  key: unknown[],
  build: () => Promise<unknown>,
): Promise<CompressibleJson> {
  const revision = await readDataRevision(ctx.db, companyId);
  return cache.get(
    [companyId, ...key].join('|'),
    revision,
    async () => new CompressibleJson(JSON.stringify(ok('', await build()))),
  );
}

/**
 * Every entry's hours are worked out over its employee's whole week and rounded once per employee-week
 * (entryHundredths), so a row's days add up to its total, a job row carries the overtime its entries
 * earned, a site filter hides no overtime earned elsewhere, and the detail and the payroll file show
 * the same figures.
 */
async function buildGrid(db: Db, companyId: number, query: TimeSheetListQuery): Promise<TimeSheetRow[]> {
  const byJob = query.time_sheet_by === 2;
  const { settings, week, entries, names } = await gridQueries(db, {
    companyId,
    by: query.time_sheet_by,
    start: query.start_date,
    end: query.end_date,
    siteId: query.location,
    filters: query,
  });
  const hundredths = entryHundredths(entries.map(paidEntry), settings);
  const shown = entries.filter(
    (e) => e.work_date >= query.start_date && e.work_date <= query.end_date && Number(e.in_site) === 1,
  );

  const rows: TimeSheetRow[] = [];
  for (const [id, list] of groupBy(shown, (e) => (byJob ? e.job_id : e.employee_id))) {
    const who = names.get(id);
    // With filters on, a row stays only for an entry of the range that matches them.
    if (!who || !list.some((e) => Number(e.matching) === 1)) continue;
    const row = weekRow(
      list.map((e) => ({
        work_date: e.work_date,
        approved_status: e.approved_status,
        is_corrected: e.is_corrected,
        edit_source: e.edit_source,
        hours: hundredths.get(e.id)!,
      })),
      week.start,
    );
    rows.push(gridRow(id, who, byJob, row));
  }
  return rows.sort((a, b) => byCode.compare(a.code, b.code));
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
    out[field.hours] = hours(day.hundredths);
    out[field.approved] = day.entries > 0 ? day.approved_status : null;
    out[field.edit] = day.edit_status;
  }
  out.total = hours(row.total_hundredths);
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
    regular_time: hours(row.regular_hundredths),
    over_time: hours(row.overtime_hundredths),
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
