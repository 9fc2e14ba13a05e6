import { FILTER_KEYS, type TimeSheetListQuery, type WidgetCounts } from '@portal/contracts/timesheets';
import { DAY_KEYS, weekOfDate, weekRow, type LineHundredths, type WeekRow } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
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
  const ids = [...new Set(entries.map(q.gridRowOf(s.by)))];
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
  revision: string,
): Promise<CompressibleJson> {
  return cache.get(gridScope(companyId, query), revision, () => gridBody(ctx.db, companyId, query));
}

/** What tells one grid from another: the company, view, range, site and filters. */
function gridScope(companyId: number, query: TimeSheetListQuery): string {
  return [
    companyId,
    query.time_sheet_by,
    query.start_date,
    query.end_date,
    query.location,
    FILTER_KEYS.filter((k) => query[k]),
  ].join('|');
}

/**
 * A grid's answer as its JSON body, worked out and serialised again only when the data it shows has
 * changed since (every change is audited, and the audit moves the data revision on; a punch moves its
 * weeks'); a clerk's grid is a megabyte of JSON at 2,000 employees. `revision` is the request's
 * revisionOf its range.
 */
export function revisionCachedJson(
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  key: unknown[],
  build: () => Promise<unknown>,
  revision: string,
): Promise<CompressibleJson> {
  return cache.get([companyId, ...key].join('|'), revision, async (earlier) => {
    const json = JSON.stringify(ok('', await build()));
    // A change that moved nothing of this answer keeps the one made before, whose entity tag and
    // compressed forms are already worked out.
    const before = await earlier?.catch(() => undefined);
    return before?.json === json ? before : new CompressibleJson(json);
  });
}

/** The success envelope around a list of rows already serialised. */
function okList(rows: string[]): string {
  return JSON.stringify(ok('', ROWS)).replace(JSON.stringify(ROWS), () => `[${rows.join(',')}]`);
}
/** Stands for the rows in the envelope until they are put in: no JSON of an envelope holds it. */
const ROWS = '\u0000rows';

type GridEntry = Awaited<ReturnType<typeof gridQueries>>['entries'][number];

/** A grid row's JSON and what it was made from: its name, the entries it shows and their hours. */
interface MadeRow {
  id: number;
  who: RowName;
  list: readonly GridEntry[];
  hours: readonly LineHundredths[];
  text: string;
  /** The read of the grid that last showed the row (RowTexts.read). */
  read: number;
}

/** A grid's rows as last made, the order they were last shown in, and the answer made of them. */
interface RowTexts {
  rows: Map<number, MadeRow>;
  order: number[];
  read: number;
  body: CompressibleJson | null;
}

/**
 * Each grid's rows as last made from exactly the same figures, one map per company, view, range, site
 * and filters: after a change, only the rows whose entries or hours moved are made again, and the rows
 * are sorted again only when the set of rows or a code moved. By content, so a row is never older than
 * what it is read with.
 */
const grids = new LRUCache<string, RowTexts>({
  // Five weeks of both views, and a few sites and filters.
  max: 16,
});

/**
 * Each company's codes of each view as last sorted, by rank (codes the collator holds equal share one):
 * the codes of a week's grid are mostly those of the week before, and ordering them by these numbers
 * gives the collator's order without its comparisons (of 2,000 rows, 1 ms where the collator took 7-9).
 */
const codeRanks = new LRUCache<string, Map<string, number>>({ max: 16 });

/**
 * The rows in code order (E2 before E10), codes the collator holds equal (E01 and E1) in the order
 * given; `key` names the company and view whose ranks are kept.
 */
export function inCodeOrder<R extends { who: { code: string } }>(rows: R[], key: string): R[] {
  const ranks = codeRanks.get(key);
  if (ranks && rows.every((r) => ranks.has(r.who.code))) {
    const rank = rows.map((r) => ranks.get(r.who.code)!);
    return rows
      .map((_, i) => i)
      .sort((i, j) => rank[i]! - rank[j]! || i - j)
      .map((i) => rows[i]!);
  }
  rows.sort((a, b) => byCode.compare(a.who.code, b.who.code));
  const sorted = new Map<string, number>();
  rows.forEach((r, i) => {
    const before = rows[i - 1];
    if (sorted.has(r.who.code)) return;
    const same = before !== undefined && byCode.compare(before.who.code, r.who.code) === 0;
    sorted.set(r.who.code, same ? sorted.get(before.who.code)! : i);
  });
  codeRanks.set(key, sorted);
  return rows;
}

/** Whether a row made before shows the same as one of these entries with these hours. */
function sameRow(
  known: MadeRow,
  who: RowName,
  list: readonly GridEntry[],
  hours: (e: GridEntry) => LineHundredths,
): boolean {
  if (
    known.list.length !== list.length ||
    known.who.code !== who.code ||
    known.who.name !== who.name ||
    known.who.shift !== who.shift
  )
    return false;
  for (let i = 0; i < list.length; i++) {
    const e = list[i]!;
    const k = known.list[i]!;
    const h = hours(e);
    const kh = known.hours[i]!;
    if (
      e.id !== k.id ||
      e.work_date !== k.work_date ||
      e.approved_status !== k.approved_status ||
      e.is_corrected !== k.is_corrected ||
      e.edit_source !== k.edit_source ||
      e.matching !== k.matching ||
      h.total !== kh.total ||
      h.overtime !== kh.overtime
    )
      return false;
  }
  return true;
}

/**
 * Every entry's hours are worked out over its employee's whole week and rounded once per employee-week
 * (entryHundredths), so a row's days add up to its total, a job row carries the overtime its entries
 * earned, a site filter hides no overtime earned elsewhere, and the detail and the payroll file show
 * the same figures. The rows come as JSON, in code order. When the same rows read the same as last time
 * in the same order (a change elsewhere moved the revision), the answer is the one made then, with its
 * entity tag and its compressed forms: no megabyte is joined, hashed and compressed again.
 */
async function gridBody(db: Db, companyId: number, query: TimeSheetListQuery): Promise<CompressibleJson> {
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
    (e) => e.work_date >= query.start_date && e.work_date <= query.end_date && q.inGridSite(e),
  );
  const scope = gridScope(companyId, query);
  let grid = grids.get(scope);
  if (!grid) {
    grid = { rows: new Map(), order: [], read: 0, body: null };
    grids.set(scope, grid);
  }
  const read = grid.read + 1;
  // The rows are in the order last shown when they are the same rows under the same codes.
  let sorted = true;
  let remade = false;
  let count = 0;
  for (const [id, list] of groupBy(shown, q.gridRowOf(query.time_sheet_by))) {
    const who = names.get(id);
    // With filters on, a row stays only for an entry of the range that matches them.
    if (!who || !list.some(q.matchesGridFilters)) continue;
    count++;
    let known = grid.rows.get(id);
    if (!known || known.read !== grid.read || known.who.code !== who.code) sorted = false;
    if (!known || !sameRow(known, who, list, hoursOf)) {
      const hours = list.map(hoursOf);
      const row = weekRow(list, hours, week.start);
      known = { id, who, list, hours, text: gridRowJson(id, who, byJob, row), read };
      grid.rows.set(id, known);
      remade = true;
    }
    known.read = read;
  }
  grid.read = read;
  const sameRows = sorted && count === grid.order.length;
  if (grid.body && sameRows && !remade) return grid.body;
  if (!sameRows) {
    grid.order = inCodeOrder(
      [...grid.rows.values()].filter((r) => r.read === read),
      `${companyId}|${query.time_sheet_by}`,
    ).map((r) => r.id);
  }
  grid.body = new CompressibleJson(okList(grid.order.map((id) => grid.rows.get(id)!.text)));
  return grid.body;
}

/** The grid's per-day field names, worked out once. */
const DAY_FIELDS = DAY_KEYS.map((key) => ({
  key,
  hours: key,
  approved: `${key}_approved_status`,
  edit: `${key}_edit_status`,
}));

/**
 * A row's hours, approval and edit status of each day, and its total, added to `out` (the row's
 * object, so that its fields are not copied again), as the sub-contractor sheet's rows have them; the
 * grid writes the same fields as JSON (gridRowJson).
 */
export function addDayFields(row: WeekRow, out: object): Record<string, unknown> {
  const fields = out as Record<string, unknown>;
  for (const field of DAY_FIELDS) {
    const day = row.days[field.key];
    fields[field.hours] = hours(day.hundredths);
    fields[field.approved] = day.entries > 0 ? day.approved_status : null;
    fields[field.edit] = day.edit_status;
  }
  fields.total = hours(row.total_hundredths);
  return fields;
}

/**
 * A grid row (TimeSheetRow) as JSON, written out field by field in the order the row's object would
 * have them: a grid read for the first time makes a couple of thousand, and building each row's object
 * to serialise it took two to three times as long.
 */
export function gridRowJson(id: number, who: RowName, byJob: boolean, row: WeekRow): string {
  let json = `{"id":${id},"code":${JSON.stringify(who.code)},"name":${JSON.stringify(who.name)},"filterByJob":${byJob},"shift":${who.shift}`;
  for (const field of DAY_FIELDS) {
    const day = row.days[field.key];
    const approved = day.entries > 0 ? day.approved_status : null;
    json += `,"${field.hours}":${hours(day.hundredths)},"${field.approved}":${approved},"${field.edit}":${JSON.stringify(day.edit_status)}`;
  }
  return `${json},"total":${hours(row.total_hundredths)},"regular_time":${hours(row.regular_hundredths)},"over_time":${hours(row.overtime_hundredths)}}`;
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
  revision: string,
): Promise<WidgetCounts> {
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
