import {
  FILTER_KEYS,
  type TimeSheetListQuery,
  type TimeSheetRow,
  type WidgetCounts,
} from '@portal/contracts/timesheets';
import { DAY_KEYS, weekOfDate, weekRow, type LineHundredths, type WeekRow } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import { readDataRevision } from '../../platform/data-revision.ts';
import { ok } from '../../platform/reply.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { loadSettings } from '../settings/service.ts';
import { groupBy } from './group-by.ts';
import { hours, payHundredths, payWeeks } from './pay-hours.ts';
import * as q from './queries.ts';

/** One collator for all comparisons: E2 before E10. */
const byCode = new Intl.Collator('en', { numeric: true });

/** Codes and names of the grid's rows. */
type RowName = { code: string; name: string; shift: number };
type RowNames = Map<number, RowName>;

/**
 * Every query of the grid for the week of the selection: the settings, every entry of the week of the
 * employees it may show (overtime needs their whole week) and the rows' codes and names. The benchmark
 * times this as the list's bare SQL.
 */
export async function gridQueries(db: Db, s: q.GridSelection) {
  const settings = await loadSettings(db, s.companyId);
  const week = weekOfDate(s.start);
  const weeks = payWeeks(week.start, week.end, settings.time_zone);
  const entries = await q.gridEntries(db, s, weeks);
  const ids = [...new Set(entries.map((e) => (s.by === 1 ? e.employee_id : e.job_id)))];
  if (s.by === 1) {
    const employees = await q.employeesByIds(db, s.companyId, ids);
    const names: RowNames = new Map(
      employees.map((e) => [e.id, { code: e.code, name: `${e.first_name} ${e.last_name}`, shift: e.shift }]),
    );
    return { settings, week, weeks, entries, names };
  }
  const jobs = await q.jobsByIds(db, s.companyId, ids);
  const names: RowNames = new Map(jobs.map((j) => [j.id, { code: j.code, name: j.name, shift: 1 }]));
  return { settings, week, weeks, entries, names };
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
  revision: number | null = null,
): Promise<CompressibleJson> {
  return revisionCachedText(
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
    async () => okList(await gridRowTexts(ctx.db, companyId, query)),
    revision,
  );
}

/**
 * A grid's answer as its JSON body, worked out and serialised again only when the company's data has
 * changed since (every change is audited, and the audit moves the data revision on); a clerk's grid
 * is a megabyte of JSON at 2,000 employees. `revision` is the company's revision as the request's
 * authorization read it (request.dataRevision), or null to read it here.
 */
export function revisionCachedJson(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  key: unknown[],
  build: () => Promise<unknown>,
  revision: number | null = null,
): Promise<CompressibleJson> {
  return revisionCachedText(
    ctx,
    cache,
    companyId,
    key,
    async () => JSON.stringify(ok('', await build())),
    revision,
  );
}

async function revisionCachedText(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  key: unknown[],
  build: () => Promise<string>,
  revision: number | null,
): Promise<CompressibleJson> {
  return cache.get(
    [companyId, ...key].join('|'),
    revision ?? (await readDataRevision(ctx.db, companyId)),
    async () => new CompressibleJson(await build()),
  );
}

/** The success envelope around a list of rows already serialised. */
function okList(rows: string[]): string {
  return JSON.stringify(ok('', ROWS)).replace(JSON.stringify(ROWS), () => `[${rows.join(',')}]`);
}
/** Stands for the rows in the envelope until they are put in: no JSON of an envelope holds it. */
const ROWS = '\u0000rows';

/**
 * Each grid row's JSON as last made from exactly the same figures: the row's name and, for every entry
 * it shows, what its cells read (day, approval, edit status, whether the filters let it through) and its
 * hours. After a change, only the rows whose entries or hours moved are made again; by content, so a
 * row is never older than what it is read with.
 */
const rowTexts = new LRUCache<string, { made: string; text: string }>({
  // Five weeks of 2,000 employees' rows, and of 300 jobs'.
  max: 12_000,
});

type GridEntry = Awaited<ReturnType<typeof gridQueries>>['entries'][number];

/** What a row's cells are made from, as one text. */
function madeOf(who: RowName, list: readonly GridEntry[], hours: (e: GridEntry) => LineHundredths): string {
  let text = `${who.code}\u0000${who.name}\u0000${who.shift}\u0000`;
  for (const e of list) {
    const h = hours(e);
    text += `${e.id},${e.work_date},${e.approved_status},${e.is_corrected},${e.edit_source},${e.matching},${h.total},${h.overtime};`;
  }
  return text;
}

/**
 * Every entry's hours are worked out over its employee's whole week and rounded once per employee-week
 * (entryHundredths), so a row's days add up to its total, a job row carries the overtime its entries
 * earned, a site filter hides no overtime earned elsewhere, and the detail and the payroll file show
 * the same figures. The rows come as JSON, in code order.
 */
async function gridRowTexts(db: Db, companyId: number, query: TimeSheetListQuery): Promise<string[]> {
  const byJob = query.time_sheet_by === 2;
  const { settings, week, weeks, entries, names } = await gridQueries(db, {
    companyId,
    by: query.time_sheet_by,
    start: query.start_date,
    end: query.end_date,
    siteId: query.location,
    filters: query,
  });
  const pay = payHundredths(companyId, weeks, entries, settings);
  const hoursOf = (e: GridEntry) => pay.get(e.employee_id)!.get(e.id)!;
  const shown = entries.filter(
    (e) => e.work_date >= query.start_date && e.work_date <= query.end_date && Number(e.in_site) === 1,
  );
  const scope = [
    companyId,
    query.time_sheet_by,
    query.start_date,
    query.end_date,
    query.location,
    FILTER_KEYS.filter((k) => query[k]),
  ].join('|');

  const rows: { code: string; text: string }[] = [];
  for (const [id, list] of groupBy(shown, (e) => (byJob ? e.job_id : e.employee_id))) {
    const who = names.get(id);
    // With filters on, a row stays only for an entry of the range that matches them.
    if (!who || !list.some((e) => Number(e.matching) === 1)) continue;
    const key = `${scope}|${id}`;
    const made = madeOf(who, list, hoursOf);
    let known = rowTexts.get(key);
    if (!known || known.made !== made) {
      const row = weekRow(
        list.map((e) => ({
          work_date: e.work_date,
          approved_status: e.approved_status,
          is_corrected: e.is_corrected,
          edit_source: e.edit_source,
          hours: hoursOf(e),
        })),
        week.start,
      );
      known = { made, text: JSON.stringify(gridRow(id, who, byJob, row)) };
      rowTexts.set(key, known);
    }
    rows.push({ code: who.code, text: known.text });
  }
  return rows.sort((a, b) => byCode.compare(a.code, b.code)).map((r) => r.text);
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

function gridRow(id: number, who: RowName, byJob: boolean, row: WeekRow): TimeSheetRow {
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
 * The widget counts of the workforce's entries in the range (with a site, those worked there), kept per
 * data revision as the grid is.
 */
export async function timeSheetWidgets(
  ctx: AppContext,
  cache: RevisionCache<WidgetCounts>,
  companyId: number,
  range: { start_date: string; end_date: string; location: number | null },
  workforce: q.Workforce,
  known: number | null = null,
): Promise<WidgetCounts> {
  const revision = known ?? (await readDataRevision(ctx.db, companyId));
  const key = [companyId, workforce, range.start_date, range.end_date, range.location].join('|');
  return cache.get(key, revision, async () => {
    const row = await q.widgetCounts(
      ctx.db,
      companyId,
      range.start_date,
      range.end_date,
      range.location,
      workforce,
    );
    return Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]),
    ) as unknown as WidgetCounts;
  });
}
