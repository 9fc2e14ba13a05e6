import { LRUCache } from 'lru-cache';
import {
  entryHundredths,
  entryHundredthsInOrder,
  entrySplits,
  groupBy,
  startOfLocalDay,
  weekOfDate,
  type EntrySplit,
  type HundredthsColumns,
  type LineHundredths,
  type PaidEntry,
  type PayRules,
} from '@portal/domain';
import type { Db, Tx } from '../../db/database.ts';
import type { ApprovedStatus } from '../../db/schema.ts';
import * as q from './queries.ts';
import { sameInOrder } from './same-in-order.ts';
import { SecondReads } from './second-reads.ts';

/** The weeks an overtime split of the range reads: whole weeks, and the Sunday night before them. */
export function payWeeks(start: string, end: string, tz: string): q.PayWeeks {
  const from = weekOfDate(start).start;
  return { from, to: weekOfDate(end).end, fromAt: startOfLocalDay(from, tz) };
}

interface PayRow {
  id: number;
  employee_id: number;
  work_date: string;
  minutes: number;
  clock_in_at: string;
  clock_out_at: string | null;
  approved_status: ApprovedStatus;
  approved_regular_minutes: number | null;
  approved_overtime_minutes: number | null;
}

/** An entry as the pay rules read it; only an approved entry keeps a split. */
export function paidEntry(r: PayRow): PaidEntry<number> {
  const kept =
    r.approved_status !== 'un-approved' &&
    r.approved_regular_minutes !== null &&
    r.approved_overtime_minutes !== null;
  return {
    id: r.id,
    employee_id: r.employee_id,
    work_date: r.work_date,
    minutes: r.minutes,
    clock_in_at: r.clock_in_at,
    clock_out_at: r.clock_out_at,
    approved_split: kept
      ? { regular_minutes: r.approved_regular_minutes!, overtime_minutes: r.approved_overtime_minutes! }
      : null,
  };
}

/**
 * The hours of every entry of the employees' weeks that hold the range, rounded once per
 * employee-week (entryHundredths): what the grid, the detail and the payroll file show alike.
 */
export async function employeeWeekHours(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<Map<number, LineHundredths>> {
  const weeks = payWeeks(range.start, range.end, rules.time_zone);
  const rows = await q.payEntries(db, companyId, employeeIds, weeks);
  return payHundredths(companyId, weeks, rows, rules);
}

/**
 * Each employee's figures for the weeks, as last worked out (by position: the employee's entries in the
 * order they were read), with the entries they were worked out from. An employee whose entries of the
 * weeks read as they were (most of them, after one punch or one correction) is not worked out again;
 * one whose entries changed in any way is. Kept by content, so a figure is never older than the
 * entries it is read with. One map of employees per company, weeks and rules, from their second read
 * (SecondReads): a few weeks of a few companies.
 */
const workedOut = new LRUCache<string, Map<number, { rows: readonly PayRow[]; lines: HundredthsColumns }>>({
  max: 8,
});
const secondReads = new SecondReads(64);

/** Whether the pay rules read the same of both entries: every field they read. */
function samePay(x: PayRow, y: PayRow): boolean {
  return (
    x.id === y.id &&
    x.work_date === y.work_date &&
    x.minutes === y.minutes &&
    x.clock_in_at === y.clock_in_at &&
    x.clock_out_at === y.clock_out_at &&
    x.approved_status === y.approved_status &&
    x.approved_regular_minutes === y.approved_regular_minutes &&
    x.approved_overtime_minutes === y.approved_overtime_minutes
  );
}

/**
 * entryHundredths of the employees' entries of the weeks (every live entry of theirs in them), by
 * entry id, worked out only for the employees whose entries changed since the last time (workedOut),
 * all of them in one pass of the pay rules.
 */
export function payHundredths(
  companyId: number,
  weeks: q.PayWeeks,
  rows: readonly PayRow[],
  rules: PayRules,
): Map<number, LineHundredths> {
  const scope = `${companyId}|${weeks.from}|${weeks.to}|${rules.regular_time}|${rules.time_zone}`;
  let known = workedOut.get(scope);
  if (!known && secondReads.readBefore(scope)) {
    known = new Map();
    workedOut.set(scope, known);
  }
  const employees: { id: number; list: PayRow[]; kept: HundredthsColumns | null }[] = [];
  const changed: PayRow[] = [];
  for (const [id, list] of groupBy(rows, (r) => r.employee_id)) {
    const figures = known?.get(id);
    const kept = figures && sameInOrder(figures.rows, list, samePay) ? figures.lines : null;
    employees.push({ id, list, kept });
    if (!kept) for (const r of list) changed.push(r);
  }
  // The changed employees' figures, one employee after another as their entries were given.
  const worked = entryHundredthsInOrder(changed.map(paidEntry), rules);
  let at = 0;
  const result = new Map<number, LineHundredths>();
  for (const { id, list, kept } of employees) {
    let lines = kept;
    if (!lines) {
      lines = {
        total: worked.total.subarray(at, at + list.length),
        overtime: worked.overtime.subarray(at, at + list.length),
      };
      at += list.length;
      known?.set(id, { rows: list, lines });
    }
    const { total, overtime } = lines;
    list.forEach((r, i) =>
      result.set(r.id, { total: total[i]!, regular: total[i]! - overtime[i]!, overtime: overtime[i]! }),
    );
  }
  return result;
}

/**
 * employeeWeekHours with each entry's regular and overtime minutes beside its hundredths, from one
 * read: for files that carry time in hours and minutes (QuickBooks).
 */
export async function employeeWeekPay(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<{ hundredths: Map<number, LineHundredths>; splits: Map<number, EntrySplit<number>> }> {
  const entries = await weekEntries(db, companyId, employeeIds, range, rules);
  return { hundredths: entryHundredths(entries, rules), splits: entrySplits(entries, rules) };
}

async function weekEntries(
  db: Db | Tx,
  companyId: number,
  employeeIds: number[],
  range: { start: string; end: string },
  rules: PayRules,
): Promise<PaidEntry<number>[]> {
  const weeks = payWeeks(range.start, range.end, rules.time_zone);
  return (await q.payEntries(db, companyId, employeeIds, weeks)).map(paidEntry);
}

/** Hundredths of an hour as the API's hours: 807 is 8.07. */
export const hours = (hundredths: number) => hundredths / 100;
