import { FILTER_KEYS, type TimeSheetListQuery, type WidgetCounts } from '@portal/contracts/timesheets';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import { ok } from '../../platform/reply.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { gridRows } from './grid-rows.ts';
import * as q from './queries.ts';

/**
 * The weekly grid as the JSON body of its answer: one row per employee (or job) with hours per day,
 * per-day approval and edit status, and regular/overtime; with filters on, only the rows with a
 * matching entry in the range. Kept per app instance with its entity tag while the revision of its
 * range stays (HTTP caching: a request with the tag is answered 304).
 */
export function timeSheetListBody(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  query: TimeSheetListQuery,
  revision: string,
): Promise<CompressibleJson> {
  return cache.get(gridScope(companyId, query), revision, () => gridBody(ctx, companyId, query));
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

/** The grid's answer: its rows, read from the stored pay figures, in the success envelope. */
async function gridBody(
  ctx: AppContext,
  companyId: number,
  query: TimeSheetListQuery,
): Promise<CompressibleJson> {
  return new CompressibleJson(okList(await gridRows(ctx.db, companyId, query)));
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
