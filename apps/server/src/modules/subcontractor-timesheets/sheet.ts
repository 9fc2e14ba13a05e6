import { FILTER_KEYS, type Filters } from '@portal/contracts/timesheets';
import type { PunchSheetQuery, PunchSheetRow } from '@portal/contracts/subcontractor-timesheets';
import { groupBy, weekOfDate, weekRowOfDays } from '@portal/domain';
import type { Db } from '../../db/database.ts';
import type { CompressibleJson } from '../../platform/compressed-json.ts';
import type { AppContext } from '../../platform/context.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { addDayFields, cellDays, revisionCachedJson } from '../timesheets/service.ts';
import * as tq from '../timesheets/service.ts';
import * as q from './queries.ts';

/** One collator for all comparisons: J-2 before J-10. */
const collator = new Intl.Collator('en', { numeric: true });

interface SheetSelection {
  companyId: number;
  /** 1: by sub-contractor company, 2: by job. */
  by: 1 | 2;
  /** The first-level row whose sub list is asked for (a company by company, a job by job). */
  id: number | undefined;
  start: string;
  end: string;
  /** The entries' site (their job's: sub-contractor workers have none of their own). */
  siteId: number | null;
  filters: Filters;
}

/**
 * What a sheet's rows stand for: without an id the first level (companies, or jobs), with one the sub
 * list of that first-level row (its jobs, or its companies).
 */
function rowsOf(s: SheetSelection): { key: tq.RowKey; within?: { key: tq.RowKey; id: number } } {
  const first: tq.RowKey = s.by === 1 ? 't.subcontractor_company_id' : 't.job_id';
  const second: tq.RowKey = s.by === 1 ? 't.job_id' : 't.subcontractor_company_id';
  return s.id === undefined ? { key: first } : { key: second, within: { key: first, id: s.id } };
}

/**
 * Every query of the sub-contractor sheet: the cells of its rows and the rows' names. The benchmark
 * times this as the sheet's bare SQL.
 * @internal
 */
export async function punchSheetQueries(db: Db, s: SheetSelection) {
  const { key, within } = rowsOf(s);
  const cells = await tq.dayCells(db, {
    companyId: s.companyId,
    start: s.start,
    end: s.end,
    workforce: 'subcontractors',
    key,
    site: s.siteId,
    within,
    filters: s.filters,
  });
  const ids = [...new Set(cells.map((c) => c.row_id))];
  const names =
    key === 't.job_id'
      ? (await tq.jobsByIds(db, s.companyId, ids)).map((j) => ({ id: j.id, code: j.code, name: j.name }))
      : (await q.subcontractorCompaniesByIds(db, s.companyId, ids)).map((c) => ({
          id: c.id,
          code: String(c.id),
          name: c.name,
        }));
  return { byJob: key === 't.job_id', cells, names: new Map(names.map((n) => [n.id, n])) };
}

/**
 * The sub-contractor sheet as the JSON body of its answer: a row per company or job with hours per day,
 * each day's approval and edit status and the total (their companies pay them, so no overtime): sums
 * of the pay figures stored on the entries, each worker-week rounded once, so the rows, the sub list,
 * the detail and the report add up the same hundredths. With filters on, only the rows with a matching entry; kept per revision (request.revisionOf)
 * as the employee grid is.
 */
export function punchSheetBody(
  ctx: AppContext,
  cache: RevisionCache<CompressibleJson>,
  companyId: number,
  query: PunchSheetQuery,
  revision: string,
): Promise<CompressibleJson> {
  const filters = FILTER_KEYS.filter((k) => query[k]);
  return revisionCachedJson(
    cache,
    companyId,
    ['sub', query.start_date, query.end_date, query.time_sheet_by, query.location, query.id, filters],
    () =>
      buildSheet(ctx.db, {
        companyId,
        by: query.time_sheet_by,
        id: query.id,
        start: query.start_date,
        end: query.end_date,
        siteId: query.location,
        filters: query,
      }),
    revision,
  );
}

async function buildSheet(db: Db, s: SheetSelection): Promise<PunchSheetRow[]> {
  const { byJob, cells, names } = await punchSheetQueries(db, s);
  const weekStart = weekOfDate(s.start).start;
  const rows: PunchSheetRow[] = [];
  for (const [id, list] of groupBy(cells, (c) => c.row_id)) {
    const who = names.get(id);
    if (!who || !list.some((c) => Number(c.matching) > 0)) continue;
    const week = weekRowOfDays(cellDays(list), weekStart);
    rows.push(
      addDayFields(week, { id, code: who.code, name: who.name, filterByJob: byJob }) as PunchSheetRow,
    );
  }
  const sortKey = (r: PunchSheetRow) => (byJob ? r.code : r.name);
  return rows.sort((a, b) => collator.compare(sortKey(a), sortKey(b)));
}
