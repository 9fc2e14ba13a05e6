import type { TimeSheetListQuery } from '@portal/contracts/timesheets';
import {
  addDays,
  DAY_KEYS,
  groupBy,
  weekOfDate,
  weekRowOfDays,
  type DayTotals,
  type EditStatus,
  type WeekRow,
} from '@portal/domain';
import type { Db } from '../../db/database.ts';
import { hours } from './hours.ts';
import * as q from './queries.ts';

/** Codes and names of the grid's rows. */
type RowName = { code: string; name: string; shift: number };

/**
 * Every query of the employee or job grid: each row's days added up from the entries' stored pay
 * figures (dayCells), and the rows' codes and names. The benchmark times this as the grid's bare SQL.
 * @internal A test checks their plans too.
 */
export async function gridQueries(db: Db, companyId: number, query: TimeSheetListQuery) {
  const byJob = query.time_sheet_by === 2;
  const cells = await q.dayCells(db, {
    companyId,
    start: query.start_date,
    end: query.end_date,
    workforce: 'employees',
    key: byJob ? 't.job_id' : 't.employee_id',
    site: query.location,
    filters: query,
  });
  const ids = [...new Set(cells.map((c) => c.row_id))];
  const names = new Map<number, RowName>(
    byJob
      ? (await q.jobsByIds(db, companyId, ids)).map((j) => [j.id, { code: j.code, name: j.name, shift: 1 }])
      : (await q.employeesByIds(db, companyId, ids)).map((e) => [
          e.id,
          { code: e.code, name: `${e.first_name} ${e.last_name}`, shift: e.shift },
        ]),
  );
  return { cells, names };
}

type Cell = Awaited<ReturnType<typeof q.dayCells>>[number];

/** One collator for all comparisons: E2 before E10. */
const byCode = new Intl.Collator('en', { numeric: true });

/**
 * The grid's rows as JSON, in code order: a row per employee (or job) with its hours per day, each
 * day's approval and edit status, and its regular, overtime, double time and total, all sums of the
 * entries' stored figures (a job row carries the overtime its entries earned in their employees'
 * weeks). With filters on, only the rows with a matching entry in the range.
 */
export async function gridRows(db: Db, companyId: number, query: TimeSheetListQuery): Promise<string[]> {
  const { cells, names } = await gridQueries(db, companyId, query);
  const weekStart = weekOfDate(query.start_date).start;
  const week = { start: weekStart, end: addDays(weekStart, 6) };
  const rows: { code: string; text: string }[] = [];
  for (const [id, list] of groupBy(cells, (c) => c.row_id)) {
    const who = names.get(id);
    if (!who || !list.some((c) => Number(c.matching) > 0)) continue;
    const row = weekRowOfDays(cellDays(list), weekStart);
    const json = gridRowJson(id, who, query.time_sheet_by === 2, row, weekDoubleTime(list, week));
    rows.push({ code: who.code, text: json });
  }
  return rows.sort((a, b) => byCode.compare(a.code, b.code)).map((r) => r.text);
}

/** A row's cells as the database adds them up (PostgreSQL answers sums and counts as strings). */
export function cellDays(cells: readonly Cell[]): DayTotals[] {
  return cells.map((c) => ({
    date: c.work_date,
    hundredths: Number(c.hundredths),
    overtime_hundredths: Number(c.overtime_hundredths),
    entries: Number(c.entries),
    unapproved: Number(c.unapproved),
    corrected_web: Number(c.corrected_web),
    corrected_mobile: Number(c.corrected_mobile),
  }));
}

/** The double time of a row's cells in the week (the days weekRowOfDays adds up). */
function weekDoubleTime(cells: readonly Cell[], week: { start: string; end: string }): number {
  let sum = 0;
  for (const c of cells)
    if (c.work_date >= week.start && c.work_date <= week.end) sum += Number(c.double_time_hundredths);
  return sum;
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

/** A day's edit status as JSON. */
const EDIT_JSON: Record<EditStatus, string> = { web: '"web"', mobile: '"mobile"' };

/**
 * Hundredths of an hour as the JSON number of hours (807 is 8.07, 850 is 8.5, 800 is 8), the text
 * String(hours(hundredths)) gives, written from the whole numbers: a grid has 22,000 of them, and
 * writing a fraction out as its shortest decimal cost more than the rest of the row.
 * @internal Tested on its own.
 */
export function hoursJson(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.abs(hundredths);
  const cents = whole % 100;
  const units = `${sign}${(whole - cents) / 100}`;
  if (cents === 0) return units;
  return cents % 10 === 0 ? `${units}.${cents / 10}` : `${units}.${cents < 10 ? '0' : ''}${cents}`;
}

/**
 * A grid row (TimeSheetRow) as JSON, written out field by field in the order the row's object would
 * have them: a grid of 2,000 employees makes 2,000 rows, and building each row's object to serialise it
 * took two to three times as long. Regular time is what the week's total has beside its overtime and
 * its double time (`doubleTime`, hundredths), so the three add up to the total.
 * @internal Tested on its own.
 */
export function gridRowJson(
  id: number,
  who: RowName,
  byJob: boolean,
  row: WeekRow,
  doubleTime: number,
): string {
  const pieces = [
    '{"id":',
    String(id),
    ',"code":',
    JSON.stringify(who.code),
    ',"name":',
    JSON.stringify(who.name),
    byJob ? ',"filterByJob":true,"shift":' : ',"filterByJob":false,"shift":',
    String(who.shift),
  ];
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
    hoursJson(row.total_hundredths - row.overtime_hundredths - doubleTime),
    ',"over_time":',
    hoursJson(row.overtime_hundredths),
    ',"double_time":',
    hoursJson(doubleTime),
    '}',
  );
  return pieces.join('');
}
