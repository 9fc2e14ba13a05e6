import type { TimeSheetListQuery, WidgetCounts } from '@portal/contracts/timesheets';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context.ts';
import { CompressibleJson } from '../../platform/compressed-json.ts';
import { ok } from '../../platform/reply.ts';
import type { RevisionCache } from '../../platform/revision-cache.ts';
import { gridReader } from './grid-reader.ts';
import { gridPartRows, gridScope, type GridRowText, type PartRows } from './grid-rows.ts';
import * as q from './queries.ts';
import { SecondReads } from './second-reads.ts';

/** One collator for all comparisons: E2 before E10. */
const byCode = new Intl.Collator('en', { numeric: true });

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

/** A grid's parts as last given (their versions and rows), and the answer made of them. */
interface MadeGrid {
  parts: PartRows[];
  body: CompressibleJson;
}

/**
 * Each grid's parts and answer as last made, by company, view, range, site and filters; from its second
 * read, as its parts are kept by their threads (grid-rows.ts), without which they would be made anew.
 */
const grids = new LRUCache<string, MadeGrid>({
  // Five weeks of both views, and a few sites and filters.
  max: 16,
});
const secondReads = new SecondReads(64);

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
export function inCodeOrder<R extends { code: string }>(rows: R[], key: string): R[] {
  const ranks = codeRanks.get(key);
  if (ranks && rows.every((r) => ranks.has(r.code))) {
    const rank = rows.map((r) => ranks.get(r.code)!);
    return rows
      .map((_, i) => i)
      .sort((i, j) => rank[i]! - rank[j]! || i - j)
      .map((i) => rows[i]!);
  }
  rows.sort((a, b) => byCode.compare(a.code, b.code));
  const sorted = new Map<string, number>();
  rows.forEach((r, i) => {
    const before = rows[i - 1];
    if (sorted.has(r.code)) return;
    const same = before !== undefined && byCode.compare(before.code, r.code) === 0;
    sorted.set(r.code, same ? sorted.get(before.code)! : i);
  });
  codeRanks.set(key, sorted);
  return rows;
}

/**
 * The employee grid is read in two parts, each of half the employees, one of them by the grid reader
 * thread (grid-reader.ts), so that both cores work out a grid read anew; the job grid, whose rows each
 * gather many employees' entries, in one. The rows come as JSON, in code order. When every part
 * answers that its rows are those it gave last time (a change elsewhere moved the revision), the
 * answer is the one made then, with its entity tag and its compressed forms: no megabyte is joined,
 * hashed and compressed again.
 */
async function gridBody(
  ctx: AppContext,
  companyId: number,
  query: TimeSheetListQuery,
): Promise<CompressibleJson> {
  const scope = gridScope(companyId, query);
  const reader = query.time_sheet_by === 1 ? gridReader(ctx) : null;
  const of = reader ? 2 : 1;
  const cuts = await partCuts(ctx, companyId, of);
  const before = grids.get(scope);
  const held = before?.parts.length === of ? before : undefined;
  const readPart = (part: q.GridPart): Promise<PartRows> => {
    const since = held?.parts[part.index]!.version ?? null;
    return part.index === 0
      ? gridPartRows(ctx.db, companyId, query, part, since)
      : reader!.read(companyId, query, part, since);
  };
  const given = await Promise.all(Array.from({ length: of }, (_, index) => readPart({ index, cuts })));
  if (held && given.every((p) => p.rows === null)) return held.body;
  const parts = given.map((p, i) => ({ version: p.version, rows: p.rows ?? held!.parts[i]!.rows }));
  const rows: GridRowText[] = parts.flatMap((p) => p.rows!);
  const sorted = inCodeOrder(rows, `${companyId}|${query.time_sheet_by}`);
  const body = new CompressibleJson(okList(sorted.map((r) => r.text)));
  if (before || secondReads.readBefore(scope)) grids.set(scope, { parts, body });
  return body;
}

/**
 * Each company's cuts between its employee grid's parts (q.gridCuts), worked out again every ten
 * minutes: they only share the work out, as any cuts give the same grid, and new employees move them
 * slowly.
 */
const cutsByCompany = new LRUCache<string, Promise<number[]>>({ max: 1000, ttl: 10 * 60_000 });

function partCuts(ctx: AppContext, companyId: number, of: number): Promise<number[]> {
  if (of === 1) return Promise.resolve([]);
  const key = `${companyId}|${of}`;
  let cuts = cutsByCompany.get(key);
  if (!cuts) {
    cuts = q.gridCuts(ctx.db, companyId, of);
    cutsByCompany.set(key, cuts);
    cuts.catch(() => cutsByCompany.delete(key));
  }
  return cuts;
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
