import { randomUUID } from 'node:crypto';
import { FILTER_KEYS, type TimeSheetListQuery } from '@portal/contracts/timesheets';
import {
  DAY_KEYS,
  weekOfDate,
  weekRow,
  type EditStatus,
  type LineHundredths,
  type WeekRow,
} from '@portal/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { loadSettings } from '../settings/service.ts';
import { groupBy } from './group-by.ts';
import { hours, payHundredths, payWeeks } from './pay-hours.ts';
import * as q from './queries.ts';
import { sameInOrder } from './same-in-order.ts';
import { SecondReads } from './second-reads.ts';

/** Codes and names of the grid's rows. */
type RowName = { code: string; name: string; shift: number };
type RowNames = Map<number, RowName>;

/**
 * Every query of the grid for the week of the selection: the settings, every entry of the week of the
 * employees it may show (overtime needs their whole week) and the rows' codes and names; with a part,
 * only that part's employees. The benchmark times this, whole, as the list's bare SQL.
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

/** A grid row as a part gives it: its JSON and the code it is sorted by. */
export interface GridRowText {
  id: number;
  code: string;
  text: string;
}

/**
 * A part's rows of a grid. `version` names this set of rows; `rows` is null when they are the very rows
 * of the version the caller said it holds (`since`), so that an unchanged part sends nothing back.
 */
export interface PartRows {
  version: string;
  rows: GridRowText[] | null;
}

type GridEntry = Awaited<ReturnType<typeof gridQueries>>['entries'][number];

/** A grid row's JSON and what it was made from: its name, the entries it shows and their hours. */
interface MadeRow extends GridRowText {
  who: RowName;
  list: readonly GridEntry[];
  hours: readonly LineHundredths[];
  /** The read of the part that last showed the row (PartState.read). */
  read: number;
}

/** A part's rows as last made, how many were shown, and the version they were last given out as. */
interface PartState {
  rows: Map<number, MadeRow>;
  read: number;
  shown: number;
  version: string;
}

/**
 * Each part's rows as last made from exactly the same figures, one map per company, view, range, site,
 * filters and part, from its second read (SecondReads): after a change, only the rows whose entries or
 * hours moved are made again. By content, so a row is never older than what it is read with.
 */
const parts = new LRUCache<string, PartState>({
  // Five weeks of both views, and a few sites and filters.
  max: 16,
});

const secondReads = new SecondReads(64);

/** Versions differ between threads and between starts of a thread, and a state evicted and made again. */
const versionPrefix = randomUUID();
let versions = 0;
const nextVersion = () => `${versionPrefix}:${++versions}`;

/** Whether a row made before shows the same as one of these entries with these hours. */
function sameRow(
  known: MadeRow,
  who: RowName,
  list: readonly GridEntry[],
  hours: (e: GridEntry) => LineHundredths,
): boolean {
  return (
    known.who.code === who.code &&
    known.who.name === who.name &&
    known.who.shift === who.shift &&
    sameInOrder(known.list, list, (k, e, i) => {
      const h = hours(e);
      const kh = known.hours[i]!;
      return (
        e.id === k.id &&
        e.work_date === k.work_date &&
        e.approved_status === k.approved_status &&
        e.is_corrected === k.is_corrected &&
        e.edit_source === k.edit_source &&
        e.matching === k.matching &&
        h.total === kh.total &&
        h.overtime === kh.overtime
      );
    })
  );
}

/**
 * One part of a grid's rows (all of them when `of` is 1). Every entry's hours are worked out over its
 * employee's whole week and rounded once per employee-week (entryHundredths), so a row's days add up to
 * its total, a job row carries the overtime its entries earned, a site filter hides no overtime earned
 * elsewhere, and the detail and the payroll file show the same figures. Only the rows whose name,
 * entries or hours moved since the part's last read are made again; when none did and the caller holds
 * the part's last version (`since`), no rows are given back.
 */
export async function gridPartRows(
  db: Db,
  companyId: number,
  query: TimeSheetListQuery,
  part: q.GridPart,
  since: string | null,
): Promise<PartRows> {
  const byJob = query.time_sheet_by === 2;
  const { settings, week, weeks, entries, names } = await gridQueries(db, {
    companyId,
    by: query.time_sheet_by,
    start: query.start_date,
    end: query.end_date,
    siteId: query.location,
    filters: query,
    part,
  });
  const pay = payHundredths(companyId, weeks, entries, settings);
  const hoursOf = (e: GridEntry) => pay.get(e.id)!;
  const shown = entries.filter(
    (e) => e.work_date >= query.start_date && e.work_date <= query.end_date && q.inGridSite(e),
  );
  const scope = partScope(companyId, query, part);
  let state = parts.get(scope);
  if (!state) {
    state = { rows: new Map(), read: 0, shown: 0, version: nextVersion() };
    // Kept from the part's second read on (SecondReads); its first is made and given, not kept.
    if (secondReads.readBefore(scope)) parts.set(scope, state);
  }
  const read = state.read + 1;
  let changed = false;
  const rows: MadeRow[] = [];
  for (const [id, list] of groupBy(shown, q.gridRowOf(query.time_sheet_by))) {
    const who = names.get(id);
    // With filters on, a row stays only for an entry of the range that matches them.
    if (!who || !list.some(q.matchesGridFilters)) continue;
    let known = state.rows.get(id);
    if (!known || known.read !== state.read) changed = true;
    if (!known || !sameRow(known, who, list, hoursOf)) {
      const hours = list.map(hoursOf);
      const text = gridRowJson(id, who, byJob, weekRow(list, hours, week.start));
      known = { id, code: who.code, text, who, list, hours, read };
      state.rows.set(id, known);
      changed = true;
    }
    known.read = read;
    rows.push(known);
  }
  if (rows.length !== state.shown) changed = true;
  for (const [id, row] of state.rows) if (row.read !== read) state.rows.delete(id);
  state.read = read;
  state.shown = rows.length;
  if (changed) state.version = nextVersion();
  else if (since === state.version) return { version: state.version, rows: null };
  return { version: state.version, rows: rows.map(({ id, code, text }) => ({ id, code, text })) };
}

/** What tells one part of a grid from another: the company, view, range, site, filters and part. */
function partScope(companyId: number, query: TimeSheetListQuery, part: q.GridPart): string {
  return [gridScope(companyId, query), part.index, part.cuts.length].join('|');
}

/** What tells one grid from another: the company, view, range, site and filters. */
export function gridScope(companyId: number, query: TimeSheetListQuery): string {
  return [
    companyId,
    query.time_sheet_by,
    query.start_date,
    query.end_date,
    query.location,
    FILTER_KEYS.filter((k) => query[k]),
  ].join('|');
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

/** The grid's per-day keys as they start a field of a row's JSON: `,"mon":` and so on. */
const DAY_JSON_KEYS = DAY_FIELDS.map((field) => ({
  hours: `,${JSON.stringify(field.hours)}:`,
  approved: `,${JSON.stringify(field.approved)}:`,
  edit: `,${JSON.stringify(field.edit)}:`,
}));

/**
 * Hours as JSON by their hundredths, each text made once: a grid's rows write some fourteen thousand
 * figures, most of them the same few dozen.
 */
const hoursTexts = new Map<number, string>();
function hoursJson(hundredths: number): string {
  let text = hoursTexts.get(hundredths);
  if (text === undefined) {
    text = String(hours(hundredths));
    if (hoursTexts.size >= 100_000) hoursTexts.clear();
    hoursTexts.set(hundredths, text);
  }
  return text;
}

/** A day's edit status as JSON. */
const EDIT_JSON: Record<EditStatus, string> = { web: '"web"', mobile: '"mobile"' };

/** The pieces of the row being written, kept from row to row (gridRowJson runs to its end at once). */
const pieces: string[] = [];

/**
 * A grid row (TimeSheetRow) as JSON, written out field by field in the order the row's object would
 * have them: a grid read for the first time makes a couple of thousand, and building each row's object
 * to serialise it took two to three times as long. Its pieces are joined once, not added up: a string
 * added up is a tree of its hundred pieces, about five times the size of its text, and the grid keeps
 * its rows' text (grid.ts), so every read of a week kept megabytes the collector then copied.
 */
export function gridRowJson(id: number, who: RowName, byJob: boolean, row: WeekRow): string {
  pieces.length = 0;
  pieces.push(
    '{"id":',
    String(id),
    ',"code":',
    JSON.stringify(who.code),
    ',"name":',
    JSON.stringify(who.name),
    byJob ? ',"filterByJob":true,"shift":' : ',"filterByJob":false,"shift":',
    String(who.shift),
  );
  for (let d = 0; d < DAY_FIELDS.length; d++) {
    const day = row.days[DAY_FIELDS[d]!.key];
    const keys = DAY_JSON_KEYS[d]!;
    pieces.push(
      keys.hours,
      hoursJson(day.hundredths),
      keys.approved,
      day.entries > 0 ? String(day.approved_status) : 'null',
      keys.edit,
      day.edit_status === null ? 'null' : EDIT_JSON[day.edit_status],
    );
  }
  pieces.push(
    ',"total":',
    hoursJson(row.total_hundredths),
    ',"regular_time":',
    hoursJson(row.regular_hundredths),
    ',"over_time":',
    hoursJson(row.overtime_hundredths),
    '}',
  );
  return pieces.join('');
}
